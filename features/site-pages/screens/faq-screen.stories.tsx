import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { boardHandlers } from "../mocks/handlers";
import { FaqScreen } from "./faq-screen";

const meta = {
  title: "Features/SitePages/FaqScreen",
  component: FaqScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    site: "sitmmt",
    types: ["notice", "press", "media"],
    paths: {
      board: (type: string) => (type === "notice" ? "/sitmmt/board" : `/sitmmt/board?type=${type}`),
      post: (type: string, id: number) => `/sitmmt/board/${type}-detail/${id}`,
      faq: "/sitmmt/board/faq",
    },
  },
  argTypes: { paths: { control: false } },
  parameters: { layout: "fullscreen", route: { path: "/sitmmt/board/faq" }, msw: { handlers: boardHandlers } },
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions as an accordion; opening one reads its answer, shown with its list as text. */
export const Questions: Story = {
  play: async ({ canvas }) => {
    const question = await canvas.findByRole("button", { name: "How are meetings arranged?" }, { timeout: 5000 });
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await expect(
      within(canvas.getByRole("navigation", { name: "Boards" })).getByRole("link", { name: "FAQ" }),
    ).toHaveAttribute("aria-current", "page");
    await userEvent.click(question);
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(await canvas.findByText("The seller confirms or declines the request")).toBeVisible();
    await expect(canvas.getByText(/Confirmed meetings appear in My meetings/)).toBeVisible();
  },
};
