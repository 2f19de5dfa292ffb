import { signedInStory } from "@blocks/feature-kit";
import { Button, toastStore } from "@ds";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN, pairBookedSlots, profile, requestCounterpart } from "../mocks/fixtures";
import { requestApi } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MeetingRequestButton, RequestMeetingDialog } from "./request-meeting-dialog";

const sending = requestApi("ok");
const busy = requestApi("busy");
const badBooth = requestApi("fieldError");
const alreadyMeeting = requestApi("ok", { times: pairBookedSlots });
const asBuyer = requestApi();
const asThisSeller = requestApi("ok", {
  me: { ...profile, id: requestCounterpart.id, role: "seller", origin: "domestic", booth_no: "A-01" },
});
const asOtherSeller = requestApi("ok", { me: { ...profile, id: 77, role: "seller", origin: "domestic" } });

const meta = {
  title: "Features/Meetings/RequestMeetingDialog",
  component: RequestMeetingDialog,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    counterpart: requestCounterpart,
    defaultOpen: true,
    trigger: <Button>Request a meeting</Button>,
    onRequested: fn(),
  },
  argTypes: { trigger: { control: false } },
  parameters: {
    layout: "centered",
    route: { path: "/sitmmt/ppipsa/business/21" },
    msw: { handlers: requestApi().handlers },
  },
  beforeEach: signedInStory("accreditation", STORY_TOKEN, () => toastStore.dismiss()),
} satisfies Meta<typeof RequestMeetingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Request a meeting with Hanbit Hospital" }, { timeout: 5000 });
const slotsOf = async () => within(await dialog()).findByRole("radiogroup", { name: /^Time/ }, { timeout: 5000 });

/** The first mart day's times: taken ones disabled and saying why; the seller's booth filled in; a time is needed. */
export const OpenWithSlots: Story = {
  play: async () => {
    const panel = await dialog();
    const times = await slotsOf();
    await expect(within(panel).getByRole("radio", { name: "Wed, May 20, 2026" })).toBeChecked();
    // each time that is not offered says why
    const taken = within(times).getByRole("radio", { name: "10:00–10:30 KST" });
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveAccessibleDescription("You have a meeting then");
    const closedByThem = within(times).getByRole("radio", { name: "11:30–12:00 KST" });
    await expect(closedByThem).toBeDisabled();
    await expect(closedByThem).toHaveAccessibleDescription("They closed this time");
    // my own clock, once my profile (its time zone) is in
    await waitFor(() =>
      expect(within(times).getByRole("radio", { name: "10:30–11:00 KST" })).toHaveAccessibleDescription(
        "06:30–07:00 in Almaty",
      ),
    );
    await expect(within(panel).getByRole("textbox", { name: /^Booth number/ })).toHaveValue("A-01");
    await userEvent.click(within(panel).getByRole("button", { name: "Send request" }));
    await expect(await within(panel).findByText("Please choose a time.")).toBeVisible();
    await userEvent.click(within(panel).getByRole("radio", { name: "Thu, May 21, 2026" }));
    const theyMeet = within(await slotsOf()).getByRole("radio", { name: "10:30–11:00 KST" });
    await expect(theyMeet).toBeDisabled();
    await expect(theyMeet).toHaveAccessibleDescription("They have a meeting then");
  },
};

/** My company already meets this one (the demo's buyer1 with each seller): said once, no time offered. */
export const AlreadyMeeting: Story = {
  args: { meetingsPath: "/sitmmt/ppipsa/mypage/meetings" },
  parameters: { msw: { handlers: alreadyMeeting.handlers } },
  play: async ({ args }) => {
    const panel = await dialog();
    await expect(
      await within(panel).findByText(
        "You already have a meeting with Hanbit Hospital. Two companies meet once at the mart; to change the time, ask to cancel it in My meetings or contact the organisers.",
      ),
    ).toBeVisible();
    await expect(within(panel).queryByRole("radiogroup")).not.toBeInTheDocument();
    await expect(within(panel).queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
    await expect(within(panel).getByRole("link", { name: "Go to My meetings" })).toHaveAttribute(
      "href",
      "/sitmmt/ppipsa/mypage/meetings",
    );
    // the footer's Close beside the dialog's own close button
    await expect(within(panel).getAllByRole("button", { name: "Close" })).toHaveLength(2);
    await expect(args.onRequested).not.toHaveBeenCalled();
  },
};

/** The business page's button, for a buyer looking at a seller: offered. */
export const ButtonForBuyer: Story = {
  args: { defaultOpen: false },
  parameters: { msw: { handlers: asBuyer.handlers } },
  render: (args) => <MeetingRequestButton counterpart={args.counterpart} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Request a meeting" }));
    await expect(await dialog()).toBeVisible();
  },
};

/** My own company's page: nothing to request (never "this company is not taking part"). */
export const ButtonOnOwnPage: Story = {
  // nothing to see: what counts is the button's absence, which the play function checks
  tags: ["no-visual"],
  args: { defaultOpen: false },
  parameters: { msw: { handlers: asThisSeller.handlers } },
  render: (args) => <MeetingRequestButton counterpart={args.counterpart} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(asThisSeller.reads.me).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole("button", { name: "Request a meeting" })).not.toBeInTheDocument();
  },
};

/** A page of my own side (a seller looking at another seller): meetings are between a buyer and a seller. */
export const ButtonOnSameSide: Story = {
  // nothing to see: what counts is the button's absence, which the play function checks
  tags: ["no-visual"],
  args: { defaultOpen: false },
  parameters: { msw: { handlers: asOtherSeller.handlers } },
  render: (args) => <MeetingRequestButton counterpart={args.counterpart} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(asOtherSeller.reads.me).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole("button", { name: "Request a meeting" })).not.toBeInTheDocument();
  },
};

/** A time, two people and a message: the request goes out, the dialog closes and says so. */
export const SendRequest: Story = {
  parameters: { msw: { handlers: sending.handlers } },
  play: async ({ args }) => {
    const panel = await dialog();
    await userEvent.click(within(await slotsOf()).getByRole("radio", { name: "11:00–11:30 KST" }));
    const attendees = within(panel).getByRole("textbox", { name: /^Attendees/ });
    await userEvent.clear(attendees);
    await userEvent.type(attendees, "2");
    await userEvent.type(within(panel).getByRole("textbox", { name: /^Message/ }), "Check-up packages for groups.");
    await userEvent.click(within(panel).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.getByText("Your request was sent to Hanbit Hospital.")).toBeVisible());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onRequested).toHaveBeenCalledOnce();
    await expect(sending.bodies).toEqual([
      { counterpart_id: 21, slot_id: 203, attendees: 2, booth_no: "A-01", message: "Check-up packages for groups." },
    ]);
    toastStore.dismiss();
  },
};

/** The seller was booked at that time a moment ago: said in the dialog, and the time now shows as taken. */
export const ServerConflict: Story = {
  parameters: { msw: { handlers: busy.handlers } },
  play: async ({ args }) => {
    const panel = await dialog();
    await userEvent.click(within(await slotsOf()).getByRole("radio", { name: "10:30–11:00 KST" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Send request" }));
    await expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "The other company already has a confirmed meeting at this time.",
    );
    await waitFor(() => expect(within(panel).getByRole("radio", { name: "10:30–11:00 KST" })).toBeDisabled());
    await expect(panel).toBeVisible();
    await expect(args.onRequested).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message under that field. */
export const ServerFieldError: Story = {
  parameters: { msw: { handlers: badBooth.handlers } },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(await slotsOf()).getByRole("radio", { name: "11:00–11:30 KST" }));
    const booth = within(panel).getByRole("textbox", { name: /^Booth number/ });
    await userEvent.clear(booth);
    await userEvent.type(booth, "A-99");
    await userEvent.click(within(panel).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(booth).toHaveAccessibleDescription(/Booth A-99 does not exist\./));
    await expect(booth).toHaveAttribute("aria-invalid", "true");
  },
};
