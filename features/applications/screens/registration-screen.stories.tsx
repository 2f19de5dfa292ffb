import { alertStory, guestStory, loadingStory } from "@blocks/story-kit";
import { EDU_MESSAGES } from "@contracts/applications";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import {
  dueProgramme,
  fullForm,
  idDocument,
  openProgramme,
  overdueProgramme,
  storyApplication,
  upcomingProgramme,
} from "../mocks/fixtures";
import { eduApi, listHandlers } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { RegistrationScreen } from "./registration-screen";

/** A draft with the personal step given (and the passport uploaded): it resumes on the travel step. */
const halfDraft = () => storyApplication("draft", { id_document: idDocument });
/** Everything given: it resumes on the last step, ready to submit. */
const fullDraft = () => storyApplication("draft", { form: fullForm, id_document: idDocument });

const meta = {
  title: "Features/Applications/RegistrationScreen",
  component: RegistrationScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta("/seouledutravel/application/registration", eduApi().handlers),
} satisfies Meta<typeof RegistrationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole("heading", { level: 2, name });

/** A new applicant: the programmes open now (or soon) to choose from. */
export const ChooseProgramme: Story = {
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Programme");
    const open = canvas.getByRole("radio", { name: /second group/ });
    await expect(open).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /third group/ })).not.toBeChecked();
    await expect(canvas.getByText(/Applications open until June 15, 2026/)).toBeVisible();
  },
};

/** Starting makes the draft and goes on to the first step of the form. */
export const StartDraft: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Start my application" }));
    await stepHeading(canvas, "Personal and passport details");
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue("");
  },
};

/** Next checks the step it leaves, in the contract's words. */
export const StepChecked: Story = {
  parameters: {
    msw: {
      handlers: eduApi({
        applications: [storyApplication("draft", { form: { ...fullForm, mobile: null, email: "emma@" } })],
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Personal and passport details");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByText("Please check the e-mail format.")).toBeVisible();
    await expect(canvas.getByText("This is a required field.")).toBeVisible();
    await expect(canvas.getByText(EDU_MESSAGES.idDocumentRequired)).toBeVisible();
  },
};

/** A draft saved on another day (or device) resumes on the first step with something left to give. */
export const DraftResumed: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [halfDraft()] }).handlers } },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Travel and visa");
    await expect(canvas.getByText("Your answers are saved as you go.")).toBeVisible();
    const steps = canvas.getByRole("list", { name: "Application steps" });
    await expect(within(steps).getByRole("button", { name: /Personal and passport details/ })).toBeVisible();
  },
};

/** The passport scan: sent as soon as it is chosen, and named once it is kept. */
export const IdDocumentUpload: Story = {
  parameters: {
    msw: { handlers: eduApi({ applications: [storyApplication("draft", { id_document: null })] }).handlers },
  },
  play: async ({ canvas, canvasElement }) => {
    await stepHeading(canvas, "Personal and passport details");
    await expect(canvas.queryByText(/Choose another file to replace it/)).toBeNull();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF-1.7"], "my-passport.pdf", { type: "application/pdf" }));
    await expect(
      await canvas.findByText("Uploaded: my-passport.pdf. Choose another file to replace it."),
    ).toBeVisible();
  },
};

/** A scan over 10 MB is refused before it is sent, and the file named. */
export const IdDocumentTooLarge: Story = {
  parameters: {
    msw: { handlers: eduApi({ applications: [storyApplication("draft", { id_document: null })] }).handlers },
  },
  play: async ({ canvas, canvasElement }) => {
    await stepHeading(canvas, "Personal and passport details");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" });
    await userEvent.upload(input, huge);
    await expect(await canvas.findByText("scan.pdf was not added: it is larger than 10 MB.")).toBeVisible();
    await expect(canvas.queryByText(/Uploaded: scan.pdf/)).toBeNull();
  },
};

/** Typing saves the draft after a pause, at the version the form was loaded with. */
export const Autosave: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [halfDraft()] }).handlers } },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Travel and visa");
    await userEvent.type(canvas.getByLabelText(/Departure airport/), "JFK");
    await expect(await canvas.findByText("Draft saved", {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Another device saved first: the newer draft is loaded and the page says so. */
export const VersionConflict: Story = {
  parameters: {
    msw: {
      handlers: eduApi({ applications: [halfDraft()], conflictOnFirstSave: { departure_airport: "SFO" } }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Travel and visa");
    await userEvent.type(canvas.getByLabelText(/Departure airport/), "JFK");
    const notice = await canvas.findByRole("region", { name: "A newer version of your draft was loaded" });
    await expect(notice).toHaveTextContent("changed elsewhere");
    await waitFor(() => expect(canvas.getByLabelText(/Departure airport/)).toHaveValue("SFO"));
  },
};

/** Submit refused by the server's own checks: the page goes to the step of the field and says why beside it. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: eduApi({
        applications: [fullDraft()],
        submitIssues: [{ field: "mobile", message: EDU_MESSAGES.mobileInvalid }],
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Motivation and consents");
    await userEvent.click(canvas.getByRole("button", { name: "Submit application" }));
    await stepHeading(canvas, "Personal and passport details");
    await expect(await canvas.findByText("Please enter the mobile number without hyphens.")).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Everything given: submitted once, and the page says what happens next. */
export const Submit: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [fullDraft()] }).handlers } },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Motivation and consents");
    await userEvent.click(canvas.getByRole("button", { name: "Submit application" }));
    await expect(await canvas.findByRole("heading", { name: "Your application has been submitted" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View my application" })).toHaveAttribute(
      "href",
      "/seouledutravel/myapplication/detail/31",
    );
  },
};

/** The office asked for more: its words above the form, which is sent again. */
export const InformationRequested: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [storyApplication("info_requested")] }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("region", { name: "The programme office needs more information" }),
    ).toHaveTextContent("Please upload a clearer scan");
    await stepHeading(canvas, "Personal and passport details");
  },
};

/** A draft of a programme whose applications open later: prepared now, submitted once they open. */
export const WindowNotOpen: Story = {
  parameters: {
    msw: {
      handlers: eduApi({
        applications: [
          storyApplication("draft", { programme: upcomingProgramme, form: fullForm, id_document: idDocument }),
        ],
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("region", { name: "Applications have not opened yet" });
    await expect(notice).toHaveTextContent("June 1, 2026");
    await expect(canvas.getByRole("button", { name: "Submit application" })).toBeDisabled();
  },
};

/** No programme takes applications: when the last one closed. */
export const WindowClosed: Story = {
  parameters: { msw: { handlers: eduApi({ programmes: [dueProgramme, overdueProgramme] }).handlers } },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("region", { name: "Applications are closed" });
    await expect(notice).toHaveTextContent("Seoul Education Trip 2026, first group closed on February 20, 2026");
  },
};

/** The member already applied to the open programme. */
export const AlreadyApplied: Story = {
  parameters: {
    msw: { handlers: eduApi({ programmes: [openProgramme], applications: [storyApplication("submitted")] }).handlers },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "You have already applied" })).toBeVisible();
  },
};

export const LoadFailed: Story = alertStory(
  [listHandlers.error, ...eduApi().handlers],
  "We couldn't load the application form.",
);

export const Loading: Story = loadingStory([listHandlers.loading, ...eduApi().handlers]);

export const SignedOut: Story = guestStory("travel");

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: eduApi({ applications: [halfDraft()] }).handlers } },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "항공편 및 비자");
    await expect(canvas.getByRole("heading", { level: 1, name: "교육여행 신청" })).toBeVisible();
  },
};
