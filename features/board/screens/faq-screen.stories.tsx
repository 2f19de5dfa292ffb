import { MART_BOARD_TYPES } from "@contracts/board-types";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eduFaq, eduFaqAnswer, martFaq, martFaqAnswer } from "../mocks/fixtures";
import { detailHandlers, listHandler, listStates } from "../mocks/handlers";
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

/** The FAQ without a row of boards, each opened answer linking to its own page (`/seouledutravel/faq/list`). */
export const EduFaq: Story = {
  args: {
    site: "seouledutravel",
    types: undefined,
    paths: undefined,
    answerHref: (id: number) => `/seouledutravel/faq/list-detail/${id}`,
  },
  parameters: {
    route: { path: "/seouledutravel/faq/list" },
    msw: { handlers: [listHandler({ faq: eduFaq }), detailHandlers.of(eduFaqAnswer)] },
  },
  play: async ({ canvas }) => {
    const question = await canvas.findByRole(
      "button",
      { name: "Can I save my application and finish it later?" },
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole("navigation", { name: "Boards" })).not.toBeInTheDocument();
    // an answer's page is offered once the answer is open
    await expect(canvas.queryByRole("link", { name: /Open this answer on its own page/ })).not.toBeInTheDocument();
    await userEvent.click(question);
    await expect(await canvas.findByText(/^Yes\. The form is saved as a draft/)).toBeVisible();
    const page = canvas.getByRole("link", {
      name: /^Open this answer on its own page\W+Can I save my application and finish it later\?$/,
    });
    await expect(page).toHaveAttribute("href", "/seouledutravel/faq/list-detail/502");
    await userEvent.click(page);
    await expect(
      await canvas.findByRole("heading", { name: "Page: /seouledutravel/faq/list-detail/502" }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { site: "seouledutravel", types: undefined, paths: undefined },
  parameters: { route: { path: "/seouledutravel/faq/list" }, msw: { handlers: [listHandler({ faq: [] })] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No questions yet" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [listStates.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the questions.");
    await expect(alert).toHaveTextContent("The board service is restarting.");
  },
};

export const Korean: Story = {
  args: {
    site: "seouledutravel",
    types: undefined,
    paths: undefined,
    answerHref: (id: number) => `/seouledutravel/faq/list-detail/${id}`,
  },
  globals: { locale: "ko" },
  parameters: {
    route: { path: "/seouledutravel/faq/list" },
    msw: { handlers: [listHandler({ faq: eduFaq }), detailHandlers.of(eduFaqAnswer)] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "자주 묻는 질문" }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(
      await canvas.findByRole("button", { name: "Can I save my application and finish it later?" }),
    );
    await expect(await canvas.findByRole("link", { name: /이 답변을 따로 보기/ })).toHaveAttribute(
      "href",
      "/seouledutravel/faq/list-detail/502",
    );
  },
};
