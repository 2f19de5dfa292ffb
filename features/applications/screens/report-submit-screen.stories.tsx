import { alertStory, guestStory, loadingStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { dueProgramme, overdueProgramme, storyApplication } from "../mocks/fixtures";
import { detailHandlers, eduApi } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { storyPaths } from "../mocks/story-paths";
import { ReportSubmitScreen } from "./report-submit-screen";

const meta = {
  title: "Features/Applications/ReportSubmitScreen",
  component: ReportSubmitScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta(
    "/seouledutravel/report/submit/31",
    eduApi({ applications: [storyApplication("approved", { programme: dueProgramme })] }).handlers,
  ),
  args: { id: 31, paths: storyPaths },
} satisfies Meta<typeof ReportSubmitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After the trip, before the due day: the form with the day it is due. */
export const Due: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your report is due by May 21, 2026.")).toBeVisible();
    await expect(canvas.getByLabelText(/Your report/)).toBeVisible();
  },
};

/** Past the due day: said plainly above the form. */
export const Overdue: Story = {
  parameters: {
    msw: {
      handlers: eduApi({ applications: [storyApplication("approved", { programme: overdueProgramme })] }).handlers,
    },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("region", { name: "Your report is overdue" });
    await expect(notice).toHaveTextContent("was due on April 10, 2026");
  },
};

/** Sending it: an empty text is refused in the page's words, then the report goes and the thanks show. */
export const Send: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "Send the report" });
    await userEvent.click(button);
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Your report/), "We built a robot with our partner school.");
    await userEvent.click(button);
    await expect(await canvas.findByRole("heading", { name: "Thank you for your report" })).toBeVisible();
  },
};

/** Before the trip ends there is nothing to send yet. */
export const NotOpenYet: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [storyApplication("approved")] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "The report is not open yet" })).toBeVisible();
  },
};

export const AlreadySent: Story = {
  parameters: { msw: { handlers: eduApi({ applications: [storyApplication("completed")] }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("region", { name: "Thank you for your report" })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [detailHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Application not found" })).toBeVisible();
  },
};

export const SignedOut: Story = guestStory("travel");

export const Loading: Story = loadingStory([detailHandlers.loading]);

export const ServerError: Story = alertStory([detailHandlers.error], "We couldn't load this application.");

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: {
    msw: {
      handlers: eduApi({ applications: [storyApplication("approved", { programme: overdueProgramme })] }).handlers,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "보고서 제출 기한이 지났습니다" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "보고서 제출" })).toBeVisible();
  },
};
