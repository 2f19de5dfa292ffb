import { alertStory, guestStory, loadingStory } from "@blocks/story-kit";
import type { EduStatus } from "@contracts/applications";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Canvas } from "../../../.storybook/story-canvas";
import { overdueProgramme, storyApplication } from "../mocks/fixtures";
import { detailHandlers, eduApi } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { storyPaths } from "../mocks/story-paths";
import { ApplicationDetailScreen } from "./application-detail-screen";

const meta = {
  title: "Features/Applications/ApplicationDetailScreen",
  component: ApplicationDetailScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta(
    "/seouledutravel/myapplication/detail/31",
    eduApi({ applications: [storyApplication("submitted")] }).handlers,
  ),
  args: { id: 31, paths: storyPaths },
} satisfies Meta<typeof ApplicationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const inStatus = (status: EduStatus, extra: Parameters<typeof storyApplication>[1] = {}): Story["parameters"] => ({
  msw: { handlers: eduApi({ applications: [storyApplication(status, extra)] }).handlers },
});

const findTitle = (canvas: Canvas) =>
  canvas.findByRole("heading", { level: 1, name: "Seoul Education Trip 2026, second group" });

/** An application in `status`: the page names the status as `label`. */
const statusShown = (status: EduStatus, label: string): Story => ({
  parameters: inStatus(status),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(canvas.getAllByText(label)[0]).toBeVisible();
  },
});

/** Submitted: every field given, the timeline with its times, and the way to withdraw. */
export const Submitted: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(canvas.getAllByText("Submitted")[0]).toBeVisible();
    const timeline = canvas.getByRole("region", { name: "Status history" });
    await expect(within(timeline).getAllByRole("listitem")).toHaveLength(2);
    await expect(timeline).toHaveTextContent("May 9, 2026");
    const fields = canvas.getByRole("region", { name: "What you gave" });
    await expect(fields).toHaveTextContent("M12345678");
    await expect(fields).toHaveTextContent("United States");
    await expect(fields).toHaveTextContent("passport-photo-page.pdf");
    await expect(canvas.getByRole("button", { name: "Withdraw the application" })).toBeVisible();
  },
};

export const Draft: Story = {
  parameters: inStatus("draft"),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(canvas.getByRole("link", { name: "Continue the draft" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration?id=31",
    );
  },
};

export const UnderReview: Story = statusShown("under_review", "Under review");

/** The office asked for more: its words, and the way to edit and submit again. */
export const InformationRequested: Story = {
  parameters: inStatus("info_requested"),
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("region", { name: "The programme office needs more information" });
    await expect(notice).toHaveTextContent("Please upload a clearer scan of your passport photo page.");
    await expect(canvas.getByRole("link", { name: "Edit and submit again" })).toBeVisible();
  },
};

/** Approved: the decision, and the pre-departure details open until the deadline. */
export const Approved: Story = {
  parameters: inStatus("approved"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Your application was approved" })).toHaveTextContent(
      "Congratulations!",
    );
    const details = canvas.getByRole("region", { name: "Pre-departure details" });
    await expect(details).toHaveTextContent("until July 20, 2026");
    await expect(within(details).getByLabelText(/Departure airport/)).toHaveValue("JFK");
    await expect(
      canvas.getByText("The report can be sent after the trip; it is due by September 19, 2026."),
    ).toBeVisible();
  },
};

/** Changing the flights after approval: saved, and said so. */
export const PreDepartureSaved: Story = {
  parameters: inStatus("approved"),
  play: async ({ canvas }) => {
    const details = await canvas.findByRole("region", { name: "Pre-departure details" });
    const airport = within(details).getByLabelText(/Departure airport/);
    await userEvent.clear(airport);
    await userEvent.type(airport, "LAX");
    await userEvent.click(within(details).getByRole("button", { name: "Save details" }));
    await expect(await within(details).findByText("Your pre-departure details are saved.")).toBeVisible();
  },
};

/**
 * Saved meanwhile on another device: the save is refused, the application read again, and the form shows the
 * newer details with a word to check them before saving again.
 */
export const PreDepartureConflict: Story = {
  parameters: {
    msw: {
      handlers: eduApi({
        applications: [storyApplication("approved")],
        conflictOnFirstSave: { departure_airport: "SFO" },
      }).handlers,
    },
  },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole("region", { name: "Pre-departure details" });
    const airport = within(details).getByLabelText(/Departure airport/);
    await userEvent.clear(airport);
    await userEvent.type(airport, "LAX");
    await userEvent.click(within(details).getByRole("button", { name: "Save details" }));
    // the form starts again from the newer details the page read again
    const region = () => canvas.getByRole("region", { name: "Pre-departure details" });
    await waitFor(() => expect(within(region()).getByLabelText(/Departure airport/)).toHaveValue("SFO"));
    await expect(within(region()).getByRole("alert")).toHaveTextContent(/changed meanwhile on another device/);
    // saved again from the newer version, it goes through
    await userEvent.click(within(region()).getByRole("button", { name: "Save details" }));
    await expect(await within(region()).findByText("Your pre-departure details are saved.")).toBeVisible();
    await expect(within(region()).queryByRole("alert")).toBeNull();
  },
};

export const Rejected: Story = {
  parameters: inStatus("rejected"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Your application was not accepted" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Withdraw the application" })).toBeNull();
  },
};

export const Waitlisted: Story = {
  parameters: inStatus("waitlisted"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "You are on the waiting list" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Withdraw the application" })).toBeVisible();
  },
};

export const Withdrawn: Story = statusShown("withdrawn", "Withdrawn");

export const Completed: Story = {
  parameters: inStatus("completed"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Your programme is complete" })).toBeVisible();
    await expect(canvas.getByText(/^Report sent on May 12, 2026/)).toBeVisible();
  },
};

/** The trip ended long ago and no report came: overdue, said plainly, with the way to send it. */
export const ReportOverdue: Story = {
  parameters: inStatus("approved", { programme: overdueProgramme }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Report: Overdue")).toBeVisible();
    await expect(
      canvas.getByText("Your report was due on April 10, 2026 and is overdue. Please send it as soon as you can."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Send the trip report" })).toHaveAttribute(
      "href",
      "/seouledutravel/report/submit/31",
    );
    await expect(canvas.getByRole("region", { name: "Pre-departure details" })).toHaveTextContent(
      "The deadline for pre-departure details has passed.",
    );
  },
};

/** Withdrawing asks first, then the status moves. */
export const Withdraw: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Withdraw the application" }));
    const dialog = await within(document.body).findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Withdraw the application" })).toBeNull());
    await expect(canvas.getAllByText("Withdrawn")[0]).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [detailHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Application not found" })).toBeVisible();
  },
};

export const ServerError: Story = alertStory([detailHandlers.error], "We couldn't load this application.");

export const Loading: Story = loadingStory([detailHandlers.loading]);

/** No sign-in (the site's guard would have sent a guest to sign in): nothing of anyone's is shown. */
export const SignedOut: Story = guestStory("travel");

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: inStatus("info_requested"),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "사무국에서 추가 정보를 요청했습니다" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "진행 이력" })).toBeVisible();
  },
};
