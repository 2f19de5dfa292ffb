import { signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { errorHandlers, inquiriesAdminApi, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { INQUIRIES_ADMIN_PATHS as PATHS, inquiriesAdminStoryMeta } from "../mocks/story-meta";
import { QuestionScreen } from "./question-screen";

const PATTERN = "/seouleduadmin/qna/:id";

const meta = {
  title: "Features/Inquiries/Admin/QuestionScreen",
  component: QuestionScreen,
  tags: ["autodocs"],
  ...inquiriesAdminStoryMeta(PATHS.question(501), PATTERN, { questionId: 501 }),
} satisfies Meta<typeof QuestionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = inquiriesAdminApi();

/** An open question: what was asked, by whom, its file; the answer sent shows in place of the form. */
export const Answer: Story = {
  parameters: { msw: { handlers: answering.handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Can my teacher travel with us?" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Lee Minji")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "minji@school.example" })).toHaveAttribute(
      "href",
      "mailto:minji@school.example",
    );
    await expect(canvas.getByText("Waiting for an answer")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /school-letter\.pdf/ })).toBeVisible();
    await userEvent.type(await canvas.findByRole("textbox", { name: /^Answer/ }), "Yes, one teacher.");
    await userEvent.click(canvas.getByRole("button", { name: "Send the answer" }));
    const answer = within(await canvas.findByRole("region", { name: "Answer" }));
    await expect(answer.getByText("Yes, one teacher.")).toBeVisible();
    await expect(answer.getByText(/^Answered on/)).toBeVisible();
    await expect(canvas.getByText("Answered")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send the answer" })).not.toBeInTheDocument();
    await expect(answering.writes.replies).toEqual([{ id: 501, reply: "Yes, one teacher." }]);
  },
};

/** Sent empty: said beside the field, and nothing is sent. */
export const Validation: Story = {
  parameters: { msw: { handlers: answering.handlers } },
  args: { questionId: 502 },
  play: async ({ canvas }) => {
    const before = answering.writes.replies.length;
    await userEvent.click(await canvas.findByRole("button", { name: "Send the answer" }, { timeout: 5000 }));
    await expect(await canvas.findByText("Please write the answer.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Answer/ })).toHaveFocus();
    await expect(answering.writes.replies).toHaveLength(before);
  },
};

/** A viewer of the shop's console (ADR 0034): the open question reads the same, with no form to answer it. */
export const Viewer: Story = {
  parameters: { msw: { handlers: inquiriesAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Not answered yet\. Your account reads the console only/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Lee Minji")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: /^Answer/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Send the answer" })).toBeNull();
  },
};

const raced = inquiriesAdminApi({ answeredElsewhere: [503] });

/** Someone answered first (409 ALREADY_REPLIED): said plainly, and their answer is read again and shown. */
export const AlreadyReplied: Story = {
  args: { questionId: 503 },
  parameters: { route: { path: PATHS.question(503), pattern: PATTERN }, msw: { handlers: raced.handlers } },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /^Answer/ }, { timeout: 5000 }),
      "Rooms are shared by two students.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send the answer" }));
    const answer = within(await canvas.findByRole("region", { name: "Answer" }));
    await expect(answer.getByRole("alert")).toHaveTextContent(
      "This inquiry has already been answered. Someone answered it while you were writing",
    );
    await expect(answer.getByText(/one teacher per school travels free/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Send the answer" })).not.toBeInTheDocument();
  },
};

/** An answered question: the answer and its day, no form. */
export const Answered: Story = {
  args: { questionId: 507 },
  parameters: { route: { path: PATHS.question(507), pattern: PATTERN } },
  play: async ({ canvas }) => {
    const answer = within(await canvas.findByRole("region", { name: "Answer" }, { timeout: 5000 }));
    await expect(answer.getByText("Results are mailed on 15 June, in the language you applied in.")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
    // who answered, and when: the record's changes below
    const changes = within(await canvas.findByRole("region", { name: "Changes" }));
    await expect(await changes.findByText("Answer sent")).toBeVisible();
    await expect(changes.getByText(/by Kim Operator \(operator\)/)).toBeVisible();
  },
};

/** In Korean: the labels in Korean, the 409 message too. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "문의" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("작성자")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "답변 보내기" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "문의 목록" })).toHaveAttribute("href", "/seouleduadmin/qna");
  },
};

/** A question that is not there. */
export const NotFound: Story = {
  args: { questionId: 999 },
  parameters: { route: { path: PATHS.question(999), pattern: PATTERN } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "This question was not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Waiting for the question. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** The question could not be read: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "We couldn't load this question.",
    );
  },
};

/** The session ended elsewhere: cleared, and the page says so (the site's guard opens the sign-in page). */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);
