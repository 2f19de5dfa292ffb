import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { surveyAdminStoryMeta } from "../mocks/story-meta";
import { surveyAdminApi } from "../mocks/handlers";
import { EditSurveyDialog } from "./edit-survey-dialog";

const meta = {
  title: "Features/Survey/Admin/EditSurveyDialog",
  component: EditSurveyDialog,
  tags: ["autodocs"],
  ...surveyAdminStoryMeta(),
  args: { choice: { kind: "preliminary", area: "seoul" }, open: true, onOpenChange: fn() },
} satisfies Meta<typeof EditSurveyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await screen.findByRole("dialog", { name: "Edit survey: Seoul · Preliminary survey" }, { timeout: 5000 }));
type Panel = Awaited<ReturnType<typeof dialog>>;

type EditablePages = { questions: Record<string, unknown>[] }[];

/** Changes the pages' JSON as an operator does in the advanced editor: the whole text replaced by the new one. */
async function editPages(panel: Panel, change: (pages: EditablePages) => void) {
  const pages = await panel.findByRole("textbox", { name: /^Pages \(JSON\)/ }, { timeout: 5000 });
  const parsed = JSON.parse((pages as HTMLTextAreaElement).value) as EditablePages;
  change(parsed);
  await userEvent.clear(pages);
  // pasted, not typed: the JSON is long, and typing would read its braces as key names
  await userEvent.click(pages);
  await userEvent.paste(JSON.stringify(parsed, null, 2));
  return pages;
}

const refusingApi = surveyAdminApi();

/**
 * The server refuses the definition: a condition that points at a later question is listed above the JSON with its
 * path and where that is; a title over the length limit shows beside its field. Nothing is saved.
 */
export const ServerValidationError: Story = {
  parameters: { msw: { handlers: refusingApi.handlers } },
  play: async ({ args }) => {
    const panel = await dialog();
    await expect(await panel.findByText(/^Version 3 · 10 submitted responses/, {}, { timeout: 5000 })).toBeVisible();
    const pages = await editPages(panel, (list) => {
      // the regions question now depends on one that comes after it
      (list[0]?.questions[1] as { show_if: { question: string } }).show_if.question = "diet";
    });
    const title = panel.getByRole("textbox", { name: /^Title \(English\)/ });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste("x".repeat(2001));
    await userEvent.click(panel.getByRole("button", { name: "Save survey" }));

    const issues = await panel.findByText("The server found 1 problem in the pages:");
    await expect(issues.parentElement).toHaveTextContent(
      "pages.0.questions.1.show_if: A condition must name an earlier choice question and its options. (Page 1, question 2)",
    );
    await expect(pages).toHaveAttribute("aria-invalid", "true");
    await expect(pages).toHaveAccessibleDescription(/pages\.0\.questions\.1\.show_if/);
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Too big/));
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(refusingApi.writes.surveys).toHaveLength(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const conflictApi = surveyAdminApi();

/** A question that already has answers changes type: the server's 409 is said in words, with where it is. */
export const HasResponses: Story = {
  parameters: { msw: { handlers: conflictApi.handlers } },
  play: async ({ args }) => {
    const panel = await dialog();
    await expect(
      await panel.findByText(/questions and options that have answers cannot be removed/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await editPages(panel, (list) => {
      // the mobility question becomes a short text: a question with answers may not change type
      const mobility = list[2]?.questions[0] as Record<string, unknown>;
      mobility.type = "short_text";
      delete mobility.options;
    });
    await userEvent.click(panel.getByRole("button", { name: "Save survey" }));
    await expect(await panel.findByRole("alert")).toHaveTextContent(
      "This survey already has responses, so Page 3, question 1 (pages.2.questions.0) cannot be removed or change type: it has answers.",
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
