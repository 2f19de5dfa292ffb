import { alertStory, loadingStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { everyStatusApplications } from "../mocks/fixtures";
import { eduApi, listHandlers } from "../mocks/handlers";
import { applicantStoryMeta } from "../mocks/story-meta";
import { MyApplicationsScreen } from "./my-applications-screen";

const meta = {
  title: "Features/Applications/MyApplicationsScreen",
  component: MyApplicationsScreen,
  tags: ["autodocs"],
  ...applicantStoryMeta("/seouledutravel/myapplication", eduApi({ applications: everyStatusApplications() }).handlers),
} satisfies Meta<typeof MyApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status as the member sees it, with the report's state where there is one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByRole("article");
    await expect(rows).toHaveLength(9);
    const labels = rows.map((row) => row.querySelector("[data-slot=status-badge][data-status]")?.textContent);
    await expect(labels).toEqual([
      "Draft",
      "Submitted",
      "Under review",
      "More information requested",
      "Approved",
      "Not accepted",
      "Waitlisted",
      "Withdrawn",
      "Completed",
    ]);
    const draft = within(rows[0] as HTMLElement);
    await expect(draft.getByRole("link", { name: /Continue the draft/ })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration?id=40",
    );
    await expect(within(rows[4] as HTMLElement).getByText("Report: Not due yet")).toBeVisible();
    await expect(within(rows[8] as HTMLElement).getByText("Report: Submitted")).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByRole("link", { name: /View application/ })).toHaveAttribute(
      "href",
      "/seouledutravel/myapplication/detail/41",
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: eduApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "No applications yet" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Apply now" })).toHaveAttribute(
      "href",
      "/seouledutravel/application/registration",
    );
  },
};

export const Loading: Story = loadingStory([listHandlers.loading]);

export const ServerError: Story = alertStory(
  [listHandlers.error],
  "We couldn't load your applications.",
  "The application desk is closed for a minute.",
);

/** The session ended (401): nothing of the member's is shown; the site's guard then takes them to sign in. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [listHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findAllByRole("article");
    await expect(canvas.getByRole("heading", { level: 1, name: "나의 신청" })).toBeVisible();
    await expect(canvas.getByText("추가 정보 요청")).toBeVisible();
    await expect(canvas.getByText("불승인")).toBeVisible();
  },
};
