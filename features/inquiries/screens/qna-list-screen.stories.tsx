import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSearchParams } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { manyEduQuestions } from "../mocks/fixtures";
import { qnaListHandler, qnaListStates } from "../mocks/handlers";
import { eduQnaPaths } from "../mocks/story-paths";
import { QnaListScreen, type QnaListScreenProps } from "./qna-list-screen";

/** The site's part, played here: the words and the page come from the address. */
function AddressedQna(args: QnaListScreenProps) {
  const [query] = useSearchParams();
  return <QnaListScreen {...args} keyword={query.get("keyword")} page={query.get("page")} />;
}

const meta = {
  title: "Features/Inquiries/QnaListScreen",
  component: QnaListScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <AddressedQna {...args} />,
  args: { site: "seouledutravel", paths: eduQnaPaths },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seouledutravel/qna/list", pattern: "/seouledutravel/qna/list" },
    msw: { handlers: [qnaListHandler()] },
  },
} satisfies Meta<typeof QnaListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector("main ul") as HTMLElement).getAllByRole("listitem");

/**
 * Everyone's questions, newest first: type, title (a link to its page), the asker's masked name, the day and
 * whether it was answered; "Ask a question" leads to the contact page.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Questions and answers" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText("3 questions", {}, { timeout: 5000 })).toBeVisible();
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent("Documents");
    await expect(rows[0]).toHaveTextContent("S***");
    await expect(rows[0]).toHaveTextContent("May 14, 2026");
    await expect(within(rows[0] as HTMLElement).getByText("Waiting for an answer")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("Answered")).toBeVisible();
    await expect(rows[1]).toHaveTextContent("J***");
    await expect(canvas.getByRole("link", { name: "Can teachers join the partner school classes?" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/list-detail/62",
    );
    // nothing of the asker but the masked name
    await expect(canvas.queryByText(/@/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("link", { name: "Ask a question" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouledutravel/qna/contact-us" })).toBeVisible();
  },
};

/** Words go into the address; a search that finds nothing says so and offers the way back to every question. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText("3 questions", {}, { timeout: 5000 });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Words in the title" }), "flight{Enter}");
    await expect(await canvas.findByText("1 question with “flight”")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Can I change my flight after submitting?" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /passport scan/ })).not.toBeInTheDocument();
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Words in the title" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Words in the title" }), "insurance");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No questions with “insurance”" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Show all questions" }));
    await expect(await canvas.findByText("3 questions")).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Words in the title" })).toHaveValue("");
  },
};

/** Pages of ten; the page is in the address, so the next page is a page of its own. */
export const Pages: Story = {
  parameters: { msw: { handlers: [qnaListHandler(manyEduQuestions)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("23 questions", {}, { timeout: 5000 })).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent("Question number 23");
    const pages = canvas.getByRole("navigation", { name: "Question pages" });
    await userEvent.click(within(pages).getByRole("button", { name: /3/ }));
    await expect(await canvas.findByRole("link", { name: "Question number 1" })).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(3);
  },
};

/** A page past the last one (a shared address can point there): said plainly, with the way to the first page. */
export const PastLastPage: Story = {
  parameters: {
    route: { path: "/seouledutravel/qna/list?page=9", pattern: "/seouledutravel/qna/list" },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "There are no questions on this page" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to the first page" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/list",
    );
  },
};

/** Nobody has asked yet: said plainly, with the way to ask. */
export const Empty: Story = {
  parameters: { msw: { handlers: [qnaListHandler([])] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No questions yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ask the first question" })).toHaveAttribute(
      "href",
      "/seouledutravel/qna/contact-us",
    );
  },
};

/** The list on its way: placeholders named for screen readers, the search already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: [qnaListStates.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole("searchbox", { name: "Words in the title" })).toBeVisible();
    await expect(canvas.queryByRole("listitem")).not.toBeInTheDocument();
  },
};

/** The list could not be loaded: the server's words and a way to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [qnaListStates.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the questions.");
    await expect(alert).toHaveTextContent("The Q&A board is being restarted.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "묻고 답하기" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText("질문 3개", {}, { timeout: 5000 })).toBeVisible();
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toHaveTextContent("제출 서류");
    await expect(rows[0]).toHaveTextContent("2026년 5월 14일");
    await expect(within(rows[0] as HTMLElement).getByText("답변 대기")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText("답변 완료")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "질문하기" })).toBeVisible();
  },
};
