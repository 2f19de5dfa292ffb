import type { Meta, StoryObj } from "@storybook/react-vite";
import { useParams } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { eduQuestions } from "../mocks/fixtures";
import { qnaDetailHandlers } from "../mocks/handlers";
import { QnaDetailScreen, type QnaDetailScreenProps } from "./qna-detail-screen";

/** The site's part, played here: the question's id comes from the address. */
function AddressedQuestion(args: QnaDetailScreenProps) {
  const { id } = useParams();
  return <QnaDetailScreen {...args} id={id} />;
}

const meta = {
  title: "Features/Inquiries/QnaDetailScreen",
  component: QnaDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <AddressedQuestion {...args} />,
  args: { site: "seouledutravel", id: undefined, paths: { list: "/seouledutravel/qna/list" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/seouledutravel/qna/list-detail/62", pattern: "/seouledutravel/qna/list-detail/:id" },
    msw: { handlers: [qnaDetailHandlers.of(...eduQuestions)] },
  },
} satisfies Meta<typeof QnaDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An answered question: the asker's masked name, the question, the office's answer and the way back. */
export const Answered: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 2, name: "Can teachers join the partner school classes?" },
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    const question = canvas.getByRole("article");
    await expect(question).toHaveTextContent("Programme");
    await expect(question).toHaveTextContent("J***");
    await expect(question).toHaveTextContent("May 12, 2026");
    await expect(within(question).getByText("Answered")).toBeVisible();
    const answer = canvas.getByRole("region", { name: "The programme office's answer" });
    await expect(answer).toHaveTextContent("Teachers are welcome in every class of the partner school day.");
    await expect(answer).toHaveTextContent("May 13, 2026");
    await userEvent.click(canvas.getByRole("link", { name: "Back to Q&A" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /seouledutravel/qna/list" })).toBeVisible();
  },
};

/** Not answered yet: the question, and the answer's place saying so. */
export const Waiting: Story = {
  parameters: { route: { path: "/seouledutravel/qna/list-detail/63", pattern: "/seouledutravel/qna/list-detail/:id" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { level: 2, name: "Does the passport scan need to be in colour?" },
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await expect(within(canvas.getByRole("article")).getByText("Waiting for an answer")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "The programme office's answer" })).toHaveTextContent(
      "Not answered yet. The programme office will answer here.",
    );
  },
};

/** A question that does not exist (or is another site's): said plainly, with the way back to the list. */
export const NotFound: Story = {
  parameters: {
    route: { path: "/seouledutravel/qna/list-detail/999", pattern: "/seouledutravel/qna/list-detail/:id" },
    msw: { handlers: [qnaDetailHandlers.notFound] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Question not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Q&A" })).toHaveAttribute("href", "/seouledutravel/qna/list");
  },
};

/** An address that names no question at all is "not found" without asking the server. */
export const BadAddress: Story = {
  parameters: {
    route: { path: "/seouledutravel/qna/list-detail/abc", pattern: "/seouledutravel/qna/list-detail/:id" },
    msw: { handlers: [qnaDetailHandlers.error] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Question not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [qnaDetailHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("article")).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [qnaDetailHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this question.");
    await expect(alert).toHaveTextContent("The Q&A board is being restarted.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "질문" }, { timeout: 5000 })).toBeVisible();
    const question = await canvas.findByRole("article");
    await expect(question).toHaveTextContent("프로그램");
    await expect(question).toHaveTextContent("2026년 5월 12일");
    await expect(canvas.getByRole("region", { name: "프로그램 사무국의 답변" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Q&A로 돌아가기" })).toBeVisible();
  },
};
