import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { boardHandlers } from "../mocks/handlers";
import { SiteBoardScreen } from "./site-board-screen";

const meta = {
  title: "Features/SitePages/SiteBoardScreen",
  component: SiteBoardScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    site: "sitmmt",
    types: ["notice", "press", "media"],
    type: "press",
    paths: {
      board: (type: string) => (type === "notice" ? "/sitmmt/board" : `/sitmmt/board?type=${type}`),
      post: (type: string, id: number) => `/sitmmt/board/${type}-detail/${id}`,
      faq: "/sitmmt/board/faq",
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/board?type=press", pattern: "/sitmmt/board" },
    msw: { handlers: boardHandlers },
  },
} satisfies Meta<typeof SiteBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The press board: the site's boards as links (press current), the pinned release first, each to its page. */
export const Press: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 posts", {}, { timeout: 5000 })).toBeVisible();
    const boards = canvas.getByRole("navigation", { name: "Boards" });
    await expect(within(boards).getByRole("link", { name: "Press" })).toHaveAttribute("aria-current", "page");
    await expect(within(boards).getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/sitmmt/board/faq");
    await expect(
      canvas.getByRole("link", { name: "SITMMT 2025 opens applications for overseas buyers" }),
    ).toHaveAttribute("href", "/sitmmt/board/press-detail/401");
    await expect(canvas.getByText("Pinned")).toBeVisible();
  },
};
