import { MART_BOARD_TYPES } from "@contracts/board-types";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { martFaq, martFaqAnswer } from "../mocks/fixtures";
import { detailHandlers, listHandler } from "../mocks/handlers";
import { martStoryPaths } from "../mocks/story-paths";
import { FaqScreen } from "./faq-screen";

const meta = {
  title: "Features/Board/FaqScreen",
  component: FaqScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { site: "sitmmt", types: MART_BOARD_TYPES, paths: { board: martStoryPaths.board, faq: "/sitmmt/board/faq" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/board/faq" },
    msw: { handlers: [listHandler({ faq: martFaq }), detailHandlers.of(martFaqAnswer)] },
  },
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mart's FAQ (`/sitmmt/board/faq`): the questions as an accordion under the mart's boards; one opens to its answer. */
export const MartFaq: Story = {
  play: async ({ canvas }) => {
    const question = await canvas.findByRole("button", { name: "How are meetings arranged?" }, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    const boards = canvas.getByRole("navigation", { name: "Boards" });
    await expect(within(boards).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(within(boards).getByRole("link", { name: "Press" })).toHaveAttribute(
      "href",
      "/sitmmt/board?type=press",
    );
    await userEvent.click(question);
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(await canvas.findByText(/Confirmed meetings appear in My meetings/)).toBeVisible();
    await expect(canvas.getByText(/^Once the organiser approves your application/)).toHaveTextContent(
      "the seller confirms or declines the request.",
    );
  },
};
