import type { EduStatus } from "@contracts/applications";
import { getToken } from "@lib/session/session-store";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { eduAdminApi, errorHandlers, loadingHandlers, unauthorizedHandlers } from "../mocks/handlers";
import { ADMIN_PATHS as PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ApplicationDetailScreen } from "./application-detail-screen";

const meta = {
  title: "Features/Applications/Admin/ApplicationDetailScreen",
  component: ApplicationDetailScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(PATHS.application(101)),
  args: { paths: PATHS, applicationId: 101 },
} satisfies Meta<typeof ApplicationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

const panel = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: "Decision" }, { timeout: 5000 }));
const decisionRegion = async (canvas: Canvas) =>
  within(await canvas.findByRole("region", { name: "Decision" }, { timeout: 5000 }));

/** The decision panel shows `status` and offers exactly `moves`. */
async function expectPanel(canvas: Canvas, status: EduStatus, moves: readonly string[]) {
  const region = await decisionRegion(canvas);
  const current = region.getByText("Current status:").parentElement as HTMLElement;
  await expect(current.querySelector("[data-status]")).toHaveAttribute("data-status", status);
  if (moves.length === 0) {
    await expect(region.getByText("No decision is possible from this status.")).toBeVisible();
    await expect(region.queryByRole("radio")).not.toBeInTheDocument();
    return;
  }
  await expect(region.getAllByRole("radio")).toHaveLength(moves.length);
  for (const move of moves) await expect(region.getByRole("radio", { name: move })).toBeVisible();
}

/** The decision panel of an application in `status`: exactly the moves the contract's table allows. */
function statusStory(id: number, status: EduStatus, moves: readonly string[]): Story {
  return {
    args: { applicationId: id },
    parameters: { route: { path: PATHS.application(id) } },
    play: async ({ canvas }) => expectPanel(canvas, status, moves),
  };
}

/**
 * A submitted application in full: every field (the passport number and the account in full, for operators
 * only), its file, the timeline, the notes and the audit trail with this very read on top.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Lee Minji" }, { timeout: 5000 })).toBeVisible();
    const fields = within(canvas.getByRole("region", { name: "Application form" }));
    await expect(fields.getByText("M12345678")).toBeVisible();
    await expect(fields.getByText("0071-000-123456")).toBeVisible();
    await expect(fields.getByText("No pork")).toBeVisible();
    const files = within(canvas.getByRole("region", { name: "Files" }));
    await expect(files.getByRole("button", { name: /passport-photo-page\.pdf/ })).toBeVisible();
    const timeline = within(canvas.getByRole("region", { name: "Status timeline" }));
    await expect(timeline.getByText(/by the applicant/)).toBeVisible();
    const notes = within(canvas.getByRole("region", { name: "Internal notes" }));
    await expect(notes.getByText("School letter received by post.")).toBeVisible();
    const audit = within(canvas.getByRole("table", { name: "Reads and changes, newest first" }));
    await expect(audit.getAllByRole("row")[1]).toHaveTextContent("Opened");
    await expect(canvas.getByRole("link", { name: "Printable version" })).toHaveAttribute(
      "href",
      "/seouleduadmin/apply-detail/101/print",
    );
  },
};

export const SubmittedDecisions = statusStory(101, "submitted", [
  "Start the review",
  "Ask for more information",
  "Approve",
  "Reject",
  "Put on the waiting list",
]);
export const UnderReviewDecisions = statusStory(102, "under_review", [
  "Ask for more information",
  "Approve",
  "Reject",
  "Put on the waiting list",
]);
export const InfoRequestedDecisions = statusStory(103, "info_requested", ["Start the review", "Reject"]);
export const ApprovedDecisions = statusStory(104, "approved", ["Mark as completed"]);
export const RejectedDecisions = statusStory(105, "rejected", []);
export const WaitlistedDecisions = statusStory(106, "waitlisted", ["Start the review", "Approve", "Reject"]);
export const WithdrawnDecisions = statusStory(107, "withdrawn", []);
export const DraftDecisions = statusStory(108, "draft", []);
export const CompletedWithReport: Story = {
  ...statusStory(110, "completed", []),
  play: async (context) => {
    await expectPanel(context.canvas, "completed", []);
    const report = within(context.canvas.getByRole("region", { name: "Returnee report" }));
    await expect(report.getByText("Submitted")).toBeVisible();
    await expect(report.getByText(/built a small robot/)).toBeVisible();
    await expect(report.getByRole("button", { name: /trip-photos\.pdf/ })).toBeVisible();
  },
};

const askApi = eduAdminApi();

/**
 * Asking for more information: the message is required (said beside it), then the decision goes, the status and
 * the timeline change at once, and the panel offers what "more information requested" allows.
 */
export const AskForMoreInformation: Story = {
  parameters: { msw: { handlers: askApi.handlers } },
  play: async ({ canvas }) => {
    const form = await panel(canvas);
    await userEvent.click(form.getByRole("radio", { name: "Ask for more information" }));
    await userEvent.click(form.getByRole("button", { name: "Send decision" }));
    await expect(await form.findByText("Please write what the applicant should add or correct.")).toBeVisible();
    await expect(askApi.writes.decisions).toEqual([]);

    await userEvent.type(
      form.getByRole("textbox", { name: /Message to the applicant/ }),
      "Please add your school's letter.",
    );
    await userEvent.click(form.getByRole("button", { name: "Send decision" }));
    const region = await decisionRegion(canvas);
    await expect(
      await region.findByText("Decision saved: the application is now “More information requested”."),
    ).toBeVisible();
    await expect(askApi.writes.decisions).toEqual([
      { id: 101, status: "info_requested", message: "Please add your school's letter." },
    ]);
    const timeline = within(canvas.getByRole("region", { name: "Status timeline" }));
    await expect(timeline.getByText("Please add your school's letter.")).toBeVisible();
    await expect(region.getAllByRole("radio").length).toBe(2);
    const audit = within(canvas.getByRole("table", { name: "Reads and changes, newest first" }));
    await expect(audit.getAllByRole("row")[1]).toHaveTextContent("submitted -> info_requested");
  },
};

/** Rejecting needs a reason: the office never mails a refusal without one. */
export const RejectNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const form = await panel(canvas);
    await userEvent.click(form.getByRole("radio", { name: "Reject" }));
    await expect(form.getByText(/Required\. Say what the applicant should add/)).toBeVisible();
    await userEvent.click(form.getByRole("button", { name: "Send decision" }));
    await expect(await form.findByText("Please write why the application is not accepted.")).toBeVisible();
  },
};

const refusedApi = eduAdminApi({ decidedElsewhere: [101] });

/**
 * Another operator decided meanwhile: the server refuses the move (409) in its words, in the page's language, and
 * the application is read again.
 */
export const RefusedMove: Story = {
  parameters: { msw: { handlers: refusedApi.handlers } },
  play: async ({ canvas }) => {
    const form = await panel(canvas);
    await userEvent.click(form.getByRole("radio", { name: "Approve" }));
    await userEvent.click(form.getByRole("button", { name: "Send decision" }));
    const region = await decisionRegion(canvas);
    const alert = await region.findByRole("alert");
    await expect(alert).toHaveTextContent("This change is not possible while the application is approved.");
    await expect(alert).toHaveTextContent("The application has been read again");
    await expect(refusedApi.writes.decisions).toEqual([{ id: 101, status: "approved", message: "" }]);
  },
};

/** The same refusal in Korean: the contract's message in the page's language. */
export const RefusedMoveKorean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: eduAdminApi({ decidedElsewhere: [101] }).handlers } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole("form", { name: "심사" }, { timeout: 5000 }));
    await userEvent.click(form.getByRole("radio", { name: "승인" }));
    await userEvent.click(form.getByRole("button", { name: "처리하기" }));
    const region = within(canvas.getByRole("region", { name: "심사" }));
    await expect(await region.findByRole("alert")).toHaveTextContent("신청서를 다시 불러왔습니다.");
  },
};

const notesApi = eduAdminApi();

/** An internal note joins the list at once; an empty one is refused beside the field. */
export const AddNote: Story = {
  parameters: { msw: { handlers: notesApi.handlers } },
  play: async ({ canvas }) => {
    const notes = within(await canvas.findByRole("region", { name: "Internal notes" }, { timeout: 5000 }));
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expect(await notes.findByText("This is a required field.")).toBeVisible();
    await userEvent.type(notes.getByRole("textbox", { name: /New note/ }), "Called the school: letter on its way.");
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expect(await notes.findByText("Called the school: letter on its way.")).toBeVisible();
    await expect(notesApi.writes.notes).toEqual([{ id: 101, body: "Called the school: letter on its way." }]);
    await waitFor(() => expect(notes.getByRole("textbox", { name: /New note/ })).toHaveValue(""));
  },
};

/** While the application arrives. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Application No. 101" })).toBeVisible();
  },
};

/** An address of no application. */
export const NotFound: Story = {
  args: { applicationId: 999 },
  parameters: { route: { path: PATHS.application(999) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Application not found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The application could not be read. */
export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this application.");
  },
};

/**
 * The session ended elsewhere: the 401 clears the token and the page shows nothing of the application (the site's
 * guard then sends the operator to the admin sign-in, and back here after it).
 */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: unauthorizedHandlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(getToken("admin")).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Application form" })).not.toBeInTheDocument();
  },
};
