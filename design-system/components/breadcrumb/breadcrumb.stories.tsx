import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Breadcrumb, type BreadcrumbLinkProps } from "./breadcrumb";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const items = [
  { label: "Home", href: "/main" },
  { label: "Tours", href: "/product/search/tour" },
  { label: "Seoul", href: "/product/search/tour/seoul" },
  { label: "Night tours", href: "/product/search/tour/seoul?theme=night" },
  { label: "N Seoul Tower night tour" },
];

const onNavigate = fn();

/** Stands in for a router's link: sites pass theirs through `renderLink`; the design system imports no router. */
function FakeRouterLink({ href, ...props }: BreadcrumbLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onNavigate(href);
      }}
      {...props}
    />
  );
}

const meta = {
  title: "Design System/Navigation/Breadcrumb",
  component: Breadcrumb,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Where the page sits: a `nav` landmark (“Breadcrumb”) with an ordered list; separators are hidden from " +
      'screen readers and the last crumb is the current page (`aria-current="page"`). Links render through ' +
      "`renderLink`, so a site passes its router's link and the design system imports no router. With more " +
      "than three crumbs in a narrow space the middle ones fold into a “…” button that reveals them.",
  ),
  argTypes: argControls({ radio: { size: ["sm", "md"] }, text: ["label"], object: ["items"], none: ["renderLink"] }),
  beforeEach: () => {
    onNavigate.mockClear();
  },
  args: { items, renderLink: (props) => <FakeRouterLink {...props} />, size: "md" },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    await expect(list.tagName).toBe("OL");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(items.length);
    await expect(within(nav).getAllByRole("link")).toHaveLength(items.length - 1);
    const current = canvas.getByText("N Seoul Tower night tour");
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(nav.querySelectorAll("svg:not([aria-hidden='true'])")).toHaveLength(0);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/** A site's router link through `renderLink`: clicks go to the router, not the browser. */
export const WithRouterLink: Story = {
  play: async ({ canvas }) => {
    const seoul = canvas.getByRole("link", { name: "Seoul" });
    await expect(seoul).toHaveAttribute("data-router-link");
    await userEvent.click(seoul);
    await expect(onNavigate).toHaveBeenCalledWith("/product/search/tour/seoul");
  },
};

/** Without `renderLink` the crumbs are plain `<a>` elements. */
export const PlainLinks: Story = {
  args: { items: items.slice(0, 3), renderLink: undefined },
  play: async ({ canvas }) => {
    const tours = canvas.getByRole("link", { name: "Tours" });
    await expect(tours).not.toHaveAttribute("data-router-link");
    await expect(tours).toHaveAttribute("href", "/product/search/tour");
    await expect(canvas.getByText("Seoul")).toHaveAttribute("aria-current", "page");
  },
};

/** Tab moves from link to link; the current page is not a link, so Tab skips it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Night tours" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onNavigate).toHaveBeenCalledWith("/product/search/tour/seoul?theme=night");
  },
};

/** Narrow space: “Home › … › Night tours › current”. The button reveals the rest and focus moves to “Tours”. */
export const Collapsed: Story = {
  render: (args) => (
    <div className="w-80 border border-dashed border-border p-2">
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Tours" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Seoul" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Night tours" })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    const more = canvas.getByRole("button", { name: "Show the full path" });
    await expect(more).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Tours" })).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "Seoul" })).toBeVisible();
  },
};

/** Three crumbs never fold: there is nothing in the middle worth hiding. */
export const ShortPathNarrow: Story = {
  args: { items: [items[0]!, items[1]!, { label: "Jeju Island" }] },
  render: (args) => (
    <div className="w-60">
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Tours" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    items: [
      { label: "홈", href: "/main" },
      { label: "투어", href: "/product/search/tour" },
      { label: "서울", href: "/product/search/tour/seoul" },
      { label: "야경 투어", href: "/product/search/tour/seoul?theme=night" },
      { label: "남산서울타워 야경 투어" },
    ],
  },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Breadcrumb {...args} />
      <div className="w-72">
        <Breadcrumb {...args} label="현재 위치 (좁은 화면)" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "현재 위치" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "전체 경로 보기" })).toBeVisible();
  },
};

/** Sizes, wide and folded, with a hovered and a focused link: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: ["#breadcrumb-md li:nth-child(4) a", "#breadcrumb-narrow button"],
    focusVisible: ["#breadcrumb-md li:nth-child(3) a"],
  }),
  render: (args) => (
    <div className="flex flex-col gap-5">
      <Breadcrumb {...args} id="breadcrumb-md" label="md" />
      <Breadcrumb {...args} size="sm" label="sm" />
      <div className="w-80">
        <Breadcrumb {...args} id="breadcrumb-narrow" label="narrow" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("navigation")).toHaveLength(3);
  },
};
