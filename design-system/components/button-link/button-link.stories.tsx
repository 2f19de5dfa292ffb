import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight } from "lucide-react";
import { Fragment, type MouseEvent } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { ButtonIntent } from "../button";
import { ButtonLink, type ButtonLinkVariants } from "./button-link";
import { announceStoryRendered, forcedStatesCatalog, intentSizeStates } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

type LinkSize = NonNullable<ButtonLinkVariants["size"]>;

const intents: readonly ButtonIntent[] = ["primary", "secondary", "outline", "ghost", "danger", "link"];
const sizes: readonly LinkSize[] = ["sm", "md", "lg"];
const states = ["rest", "hover", "focus"] as const;

/** Stories never leave the page: the click is recorded instead of followed. */
const stay = (event: MouseEvent) => event.preventDefault();

const meta = {
  title: "Design System/Actions/Button Link",
  component: ButtonLink,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A link with the button's look (`buttonVariants`, same intents and sizes). Use it for navigation, a Button " +
      "for actions. `asChild` renders a router's link instead of the `<a>`, so the design system needs no " +
      'router: `<ButtonLink asChild><RouterLink to="/x">…</RouterLink></ButtonLink>`. `target="_blank"` adds ' +
      '`rel="noopener noreferrer"`, an icon and a screen-reader hint "(opens in a new tab)".',
  ),
  argTypes: argControls({
    select: { intent: intents },
    radio: { size: sizes, target: [undefined, "_blank"] },
    text: ["href", "children"],
    none: ["asChild"],
  }),
  args: { href: "/product/search", children: "See all tours", onClick: fn(stay) },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "See all tours" });
    await expect(link.tagName).toBe("A");
    await expect(link).toHaveAttribute("href", "/product/search");
    await expect(link).not.toHaveAttribute("rel");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { intent: "primary", size: "md" },
};

export const Intents: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {intents.map((intent) => (
        <ButtonLink key={intent} {...args} intent={intent}>
          {intent}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(intents.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {sizes.map((size) => (
        <ButtonLink key={size} {...args} size={size}>
          Book now <ArrowRight aria-hidden="true" />
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole("link").map((link) => link.getBoundingClientRect().height);
    await expect(heights).toEqual([32, 36, 44]);
  },
};

/** A new tab gets a safe `rel`, an icon for sighted users and a hint for screen-reader users. */
export const External: Story = {
  args: { href: "https://example.com/terms", target: "_blank", rel: "nofollow", intent: "outline", children: "Terms" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Terms (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["nofollow", "noopener", "noreferrer"]);
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const ExternalKorean: Story = {
  ...External,
  globals: { locale: "ko" },
  args: { ...External.args, children: "이용약관" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "이용약관 (새 탭에서 열림)" });
    await expect(link).toHaveAttribute("rel", "nofollow noopener noreferrer");
  },
};

/**
 * `asChild`: the child element is rendered with the button's classes. A site passes its router's link; the story
 * passes a plain `<a>` standing in for it (the design system never imports a router).
 */
export const AsChild: Story = {
  args: { intent: "secondary" },
  render: ({ onClick }) => (
    <ButtonLink asChild intent="secondary">
      <a href="/product/wishlist" data-router-link="" onClick={onClick}>
        Wishlist
      </a>
    </ButtonLink>
  ),
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "Wishlist" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("data-slot", "button-link");
    await expect(link.className).toContain("bg-secondary");
    await expect(link.querySelector("a")).toBeNull();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A new tab set on the child still gets the safe rel and the hint. */
export const AsChildExternal: Story = {
  render: () => (
    <ButtonLink asChild intent="ghost">
      <a href="https://example.com/partners" target="_blank" rel="external">
        Partners
      </a>
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Partners (opens in a new tab)" });
    await expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["external", "noopener", "noreferrer"]);
  },
};

/** Links are reached with Tab and followed with Enter (not Space, unlike a button). */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "See all tours" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).boxShadow).not.toBe("none");
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const id = (intent: ButtonIntent, size: LinkSize, state: string) => `link-${intent}-${size}-${state}`;

/** Every intent x size x state (hover and focus forced with pseudo states): the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog(intentSizeStates(intents, sizes, id), { fullscreen: true }),
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(6,max-content)] items-center gap-x-3 gap-y-2.5 p-3 text-xs text-muted-foreground">
      <span>size · state</span>
      {intents.map((intent) => (
        <span key={intent}>{intent}</span>
      ))}
      {sizes.flatMap((size) =>
        states.map((state) => (
          <Fragment key={`${size}-${state}`}>
            <span>
              {size} · {state}
            </span>
            {intents.map((intent) => (
              <span key={intent}>
                <ButtonLink id={id(intent, size, state)} href="/product" intent={intent} size={size} onClick={stay}>
                  Go
                </ButtonLink>
              </span>
            ))}
          </Fragment>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("link")).toHaveLength(intents.length * sizes.length * states.length);
  },
};
