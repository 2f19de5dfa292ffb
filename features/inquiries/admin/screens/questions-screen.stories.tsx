import { signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { AdminInquiry } from "@contracts/inquiries";
import { emptyApi, errorHandlers, inquiriesAdminApi, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { STORY_SITE, questionsFixture } from "../mocks/fixtures";
import { INQUIRIES_ADMIN_PATHS as PATHS, inquiriesAdminStoryMeta } from "../mocks/story-meta";
import { QuestionsScreen } from "./questions-screen";

const meta = {
  title: "Features/Inquiries/Admin/QuestionsScreen",
  component: QuestionsScreen,
  tags: ["autodocs"],
  ...inquiriesAdminStoryMeta(PATHS.list),
  args: { site: STORY_SITE, paths: PATHS },
} satisfies Meta<typeof QuestionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "Questions, newest first" }))
    .getAllByRole("row")
    .slice(1);

/** The open questions first, newest first, with who asked and when; each opens its page. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("6 questions waiting for an answer", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Waiting for an answer", selected: true })).toBeVisible();
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent("Can my teacher travel with us?");
    await expect(rows[0]).toHaveTextContent("Lee Minji");
    await expect(rows[0]).toHaveTextContent("minji@school.example");
    await expect(rows[0]).toHaveTextContent("Waiting for an answer");
    await expect(canvas.getByRole("link", { name: "Can my teacher travel with us?" })).toHaveAttribute(
      "href",
      "/seouleduadmin/qna/501",
    );
    await expect(canvas.queryByText("When are the results announced?")).not.toBeInTheDocument();
  },
};

/** The answered ones, then all of them. */
export const Filters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "Answered" }, { timeout: 5000 }));
    await expect(await canvas.findByText("1 answered question")).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent("When are the results announced?");
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent("Answered");
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    await expect(await canvas.findByText("7 questions")).toBeVisible();
  },
};

const many = inquiriesAdminApi({
  questions: Array.from({ length: 23 }, (_, index) => ({
    ...(questionsFixture[index % 6] as AdminInquiry),
    id: 600 + index,
    subject: `Question number ${index + 1}`,
    created_at: new Date(Date.UTC(2026, 4, 1, index)).toISOString(),
  })),
});

/** More than a page: the second one holds the oldest, and the address keeps the page. */
export const Paging: Story = {
  parameters: { msw: { handlers: many.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("23 questions waiting for an answer", {}, { timeout: 5000 })).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(20);
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent("Question number 23");
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await expect(await canvas.findByText("Question number 3")).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(3);
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("답변 대기 중인 문의 6건", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "문의 관리" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "답변 완료" })).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "작성자" })).toBeVisible();
  },
};

/** Waiting for the list. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("table", { name: "Questions, newest first" }, { timeout: 5000 }),
    ).toHaveAttribute("aria-busy", "true");
  },
};

/** Nothing is waiting: said plainly. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No question is waiting" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The list could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the questions.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** The session ended elsewhere: cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);
