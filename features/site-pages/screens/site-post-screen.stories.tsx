import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { boardHandlers } from "../mocks/handlers";
import { SitePostScreen } from "./site-post-screen";

const meta = {
  title: "Features/SitePages/SitePostScreen",
  component: SitePostScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    site: "sitmmt",
    type: "press",
    id: "401",
    paths: {
      board: (type: string) => (type === "notice" ? "/sitmmt/board" : `/sitmmt/board?type=${type}`),
      post: (type: string, id: number) => `/sitmmt/board/${type}-detail/${id}`,
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/board/press-detail/401" },
    msw: { handlers: boardHandlers },
  },
} satisfies Meta<typeof SitePostScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A press release: its text with a subheading and a list, its file, the older release and the way back. */
export const PressRelease: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 1, name: "SITMMT 2025 opens applications for overseas buyers" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Key dates" })).toBeVisible();
    await expect(canvas.getByText("1,204 views")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /sitmmt-2025-press-release\.pdf/ })).toHaveAttribute(
      "href",
      "/api/v1/attachments/71",
    );
    await expect(canvas.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/sitmmt/board/press-detail/402");
    await expect(canvas.getAllByRole("link", { name: /Press|Back to the list/ })[0]).toHaveAttribute(
      "href",
      "/sitmmt/board?type=press",
    );
  },
};
