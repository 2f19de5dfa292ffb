import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { sitePageHandlers } from "../mocks/handlers";
import { SitePageScreen } from "./site-page-screen";

const meta = {
  title: "Features/SitePages/SitePageScreen",
  component: SitePageScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { site: "sitmmt", slug: "overview", paths: { home: "/sitmmt" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/overview" },
    msw: { handlers: [sitePageHandlers.overview] },
  },
} satisfies Meta<typeof SitePageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mart's overview as the organiser wrote it: paragraphs, subheadings and a list, all as text. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "About SITMMT 2025" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Dates and place" })).toBeVisible();
    const list = within(canvas.getByRole("main")).getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(list).getByText("COEX Hall C, Gangnam-gu, Seoul")).toBeVisible();
    await expect(canvas.getByText("Last updated on May 2, 2026")).toBeVisible();
  },
};

/** In Korean, the Korean text of the same page. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "SITMMT 2025 소개" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "일시와 장소" })).toBeVisible();
    await expect(canvas.getByText("최종 수정일 2026년 5월 2일")).toBeVisible();
  },
};

/** A page the organiser has not published: said plainly, with the way home. */
export const NotFound: Story = {
  args: { slug: "venue" },
  parameters: { route: { path: "/sitmmt/venue" }, msw: { handlers: [sitePageHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "There is no page here yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/sitmmt");
  },
};

/** The site's way on under the page (here the programme's two buttons, as the education site passes them). */
const programmeActions = (
  <div className="flex gap-3">
    <a href="/seouledutravel/application/registration">Apply now</a>
    <a href="/seouledutravel/info">See this year&apos;s programme</a>
  </div>
);

/** The education programme's introduction as its office wrote it, with the site's way on under the text. */
export const WithActions: Story = {
  args: { site: "seouledutravel", slug: "introduction", paths: { home: "/seouledutravel" }, actions: programmeActions },
  parameters: {
    route: { path: "/seouledutravel/introduction" },
    msw: { handlers: [sitePageHandlers.eduIntroduction] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "About the programme" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "What a trip looks like" })).toBeVisible();
    await expect(canvas.getByText("Last updated on April 20, 2026")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration",
    );
  },
};

/** A page not written yet still offers the site's way on. */
export const NotFoundWithActions: Story = {
  args: { site: "seouledutravel", slug: "guide", paths: { home: "/seouledutravel" }, actions: programmeActions },
  parameters: {
    route: { path: "/seouledutravel/application/guide" },
    msw: { handlers: [sitePageHandlers.eduIntroduction] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "There is no page here yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toBeVisible();
  },
};

/** The page could not be loaded: the server's words, a way to try again, and the site's way on. */
export const ServerError: Story = {
  args: { site: "seouledutravel", slug: "introduction", paths: { home: "/seouledutravel" }, actions: programmeActions },
  parameters: { route: { path: "/seouledutravel/introduction" }, msw: { handlers: [sitePageHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("The page service is restarting.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toBeVisible();
  },
};

/** On its way: placeholders named for screen readers; the way on waits for the page. */
export const Loading: Story = {
  args: { site: "seouledutravel", slug: "introduction", paths: { home: "/seouledutravel" }, actions: programmeActions },
  parameters: { route: { path: "/seouledutravel/introduction" }, msw: { handlers: [sitePageHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Apply now" })).not.toBeInTheDocument();
  },
};

export const KoreanWithActions: Story = {
  args: { site: "seouledutravel", slug: "introduction", paths: { home: "/seouledutravel" }, actions: programmeActions },
  globals: { locale: "ko" },
  parameters: {
    route: { path: "/seouledutravel/introduction" },
    msw: { handlers: [sitePageHandlers.eduIntroduction] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "프로그램 소개" }, { timeout: 5000 }),
    ).toBeVisible();
    const list = within(canvas.getByRole("main")).getByRole("list");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  },
};
