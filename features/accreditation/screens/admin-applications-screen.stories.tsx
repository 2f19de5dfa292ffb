import { signedInStory } from "@blocks/feature-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { adminApplicationsApi } from "../mocks/handlers";
import { AdminApplicationsScreen } from "./admin-applications-screen";

const desk = adminApplicationsApi();

const meta = {
  title: "Features/Accreditation/AdminApplicationsScreen",
  component: AdminApplicationsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt/admin/applications" },
    msw: { handlers: desk.handlers },
  },
  beforeEach: signedInStory("admin", STORY_TOKEN),
} satisfies Meta<typeof AdminApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The waiting applications: the operator gives the Busan clinic its booth, then approves it with a note; it
 * leaves the waiting list and shows among the approved ones with its booth.
 */
export const BoothAndApproval: Story = {
  play: async ({ canvas }) => {
    const busan = await canvas.findByRole("listitem", { name: "Busan Smile Dental" }, { timeout: 5000 });
    await expect(canvas.getByRole("listitem", { name: "Ulaanbaatar Health Travel" })).toBeVisible();
    await expect(busan).toHaveTextContent("Looking for dental and dermatology partners");
    const booth = within(busan).getByLabelText("Booth Busan Smile Dental");
    await userEvent.clear(booth);
    await userEvent.type(booth, "B-07");
    await userEvent.click(within(busan).getByRole("button", { name: "Save booth for Busan Smile Dental" }));
    await waitFor(() => expect(desk.booths.at(-1)).toEqual({ id: 13, booth_no: "B-07" }));
    await userEvent.click(within(busan).getByRole("button", { name: "Approve Busan Smile Dental" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Busan Smile Dental?" });
    await userEvent.type(within(dialog).getByLabelText(/Note to the company/), "Welcome back!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    // while the dialog is open the list behind it is hidden from the accessibility tree: wait for it to close first
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.queryByRole("listitem", { name: "Busan Smile Dental" })).toBeNull());
    await expect(desk.decisions.at(-1)).toEqual({ id: 44, status: "approved", operator_note: "Welcome back!" });
    await userEvent.click(await canvas.findByRole("tab", { name: "Approved" }));
    const approved = await canvas.findByRole("listitem", { name: "Busan Smile Dental" });
    await expect(within(approved).getByLabelText("Booth Busan Smile Dental")).toHaveValue("B-07");
    await expect(approved).toHaveTextContent("Note to the company: Welcome back!");
    // the confirmations leave by themselves, before the screenshot
    await waitFor(() => expect(screen.queryByText("Busan Smile Dental was approved.")).toBeNull(), { timeout: 4000 });
  },
};
