import { closeDialogWith, forbiddenStory, loadErrorStory, openDialog, signedOutStory } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";
import {
  errorHandlers,
  forbiddenHandlers,
  loadingHandlers,
  reservationsAdminApi,
  type ReservationsAdminApiOptions,
  unauthorizedHandlers,
} from "../mocks/handlers";
import { ADMIN_PATHS, adminStoryMeta } from "../mocks/story-meta";
import { ReservationAdminScreen } from "./reservation-admin-screen";

const meta = {
  title: "Features/ReservationsAdmin/ReservationAdminScreen",
  component: ReservationAdminScreen,
  tags: ["autodocs"],
  ...adminStoryMeta(ADMIN_PATHS.reservation(41)),
  args: { id: 41, paths: ADMIN_PATHS },
} satisfies Meta<typeof ReservationAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Reservation";
const api = (options: ReservationsAdminApiOptions) => ({ msw: { handlers: reservationsAdminApi(options).handlers } });

/** A story of reservation `id`: the screen at its address, the mocked API as `options` set it. */
const at = (id: number, options: ReservationsAdminApiOptions = {}) => ({
  args: { id },
  parameters: { route: { path: ADMIN_PATHS.reservation(id) }, ...api(options) },
});

/** The page ready: its number shown (the data has come). */
const ready = async (canvas: Canvas, number: string) => {
  await expect(await pageHeading(canvas, TITLE)).toBeVisible();
  await expect(await canvas.findByText(number, {}, { timeout: 5000 })).toBeVisible();
};

/** The decisions offered, by their buttons' names. */
const offered = async (canvas: Canvas) =>
  within(await canvas.findByRole("group", { name: "Decisions" }, { timeout: 5000 }))
    .getAllByRole("button")
    .map((button) => button.textContent);

/** Awaiting a bank deposit: traveller data, items, money, the history; the operator records the deposit. */
export const AwaitingDeposit: Story = {
  parameters: api({}),
  play: async ({ canvas }) => {
    await ready(canvas, "R261120-AB12CD");
    await expect(canvas.getByText("M12345678")).toBeVisible();
    await expect(canvas.getByText("Kim Minji (minji@example.com)")).toBeVisible();
    await expect(canvas.getByText("DMZ Day Tour · Morning departure × 2")).toBeVisible();
    await expect(canvas.getByText("Nothing paid yet.")).toBeVisible();
    await expect(canvas.getByText("Booked: Awaiting deposit")).toBeVisible();
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(await offered(canvas)).toEqual(["Record deposit"]);
    const dialog = await openDialog(canvas, "Record deposit", "Record the deposit?");
    await expect(dialog.getByText(/^\$120/)).toBeVisible();
    await closeDialogWith(dialog, "Record deposit");
    await expect(await canvas.findByText("Awaiting deposit → Confirmed")).toBeVisible();
    await expect(canvas.getByText("by Kim Operator")).toBeVisible();
    await expect(await canvas.findByText("Deposit recorded")).toBeVisible();
    // paid now: an operator may refund it
    await expect(await offered(canvas)).toEqual(["Refund"]);
  },
};

/** Paid and confirmed: an operator may cancel and refund, giving the reason; the amount is shown once more. */
export const PaidRefund: Story = {
  ...at(42),
  play: async ({ canvas }) => {
    await ready(canvas, "R261118-QW3RTY");
    await expect(canvas.getByText("Paid, to confirm → Confirmed")).toBeVisible();
    await expect(await offered(canvas)).toEqual(["Refund"]);
    const dialog = await openDialog(canvas, "Refund", "Cancel and refund?");
    await expect(dialog.getByText(/^\$120/)).toBeVisible();
    // nothing written: the reason is asked for
    await userEvent.click(dialog.getByRole("button", { name: "Cancel and refund" }));
    await expect(await dialog.findByText("Please enter a reason.")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Tour withdrawn by the partner");
    await closeDialogWith(dialog, "Cancel and refund");
    await expect(await canvas.findByText("Confirmed → Cancelled")).toBeVisible();
    await expect(await canvas.findByText("Cancelled and refunded: “Tour withdrawn by the partner”")).toBeVisible();
  },
};

/** The refund dialog open, a reason typed: what the operator confirms. */
export const RefundDialog: Story = {
  ...at(42),
  play: async ({ canvas }) => {
    await ready(canvas, "R261118-QW3RTY");
    const dialog = await openDialog(canvas, "Refund", "Cancel and refund?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Guest asked by phone");
    await expect(dialog.getByText("Refund of")).toBeVisible();
  },
};

/** The server refuses the reason (400 naming `reason`): said beside the field, the dialog kept open. */
export const ReasonRefusedByServer: Story = {
  ...at(42, { reasonRefused: "this is a required field" }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261118-QW3RTY");
    const dialog = await openDialog(canvas, "Refund", "Cancel and refund?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "x");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel and refund" }));
    await expect(await dialog.findByText("Please enter a reason.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /Reason/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** A cancellation requested: the operator may approve (refund) or refuse; approving refunds and cancels. */
export const CancelRequested: Story = {
  ...at(43),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    await expect(canvas.getByText(/“Flight cancelled”/)).toBeVisible();
    await expect(await offered(canvas)).toEqual(["Approve cancellation", "Refuse cancellation"]);
    const dialog = await openDialog(canvas, "Approve cancellation", "Approve the cancellation?");
    await expect(dialog.getByText(/^\$120/)).toBeVisible();
    await closeDialogWith(dialog, "Approve and refund");
    await expect(await canvas.findByText("Cancellation requested → Cancelled")).toBeVisible();
    await expect(await canvas.findByText("Cancellation approved and refunded")).toBeVisible();
  },
};

/** Refusing asks the reason in a dialog; the reservation goes back to its state before the request. */
export const RefuseCancellation: Story = {
  ...at(43),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    const dialog = await openDialog(canvas, "Refuse cancellation", "Refuse the cancellation?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Non-refundable within 3 days");
    await closeDialogWith(dialog, "Refuse");
    await expect(await canvas.findByText("Cancellation requested → Paid, to confirm")).toBeVisible();
    await expect(await canvas.findByText("Cancellation refused: “Non-refundable within 3 days”")).toBeVisible();
  },
};

/** Another operator decided a moment before (409): said in the dialog, with only a way to close it. */
export const DecidedElsewhere: Story = {
  ...at(43, { decidedElsewhere: [43] }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    const dialog = await openDialog(canvas, "Approve cancellation", "Approve the cancellation?");
    await userEvent.click(dialog.getByRole("button", { name: "Approve and refund" }));
    await expect(
      await dialog.findByText(
        "No cancellation is requested for this reservation any more: someone may have decided already.",
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Approve and refund" })).toBeNull();
    await closeDialogWith(dialog, "Back to the reservation");
    await expect(await canvas.findByText("Cancellation requested → Cancelled")).toBeVisible();
  },
};

/** The payment service is down (503): nothing changed, said in the dialog; the operator may try again. */
export const ProviderDown: Story = {
  ...at(43, { providerDown: true }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    const dialog = await openDialog(canvas, "Approve cancellation", "Approve the cancellation?");
    await userEvent.click(dialog.getByRole("button", { name: "Approve and refund" }));
    await expect(
      await dialog.findByText(
        "The payment service is not answering, so nothing was changed. Please try again shortly.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Approve and refund" })).toBeEnabled();
  },
};

/** A decision sent and not answered yet: the dialog waits, its buttons busy. */
export const Deciding: Story = {
  parameters: api({ decisionWaits: true }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261120-AB12CD");
    const dialog = await openDialog(canvas, "Record deposit", "Record the deposit?");
    await userEvent.click(dialog.getByRole("button", { name: "Record deposit" }));
    await waitFor(() => expect(dialog.getByRole("button", { name: "Back" })).toBeDisabled());
  },
};

/** A clerk: records deposits and refuses cancellations, but is offered no money decision. */
export const Clerk: Story = {
  ...at(43, { role: "clerk" }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    await expect(await offered(canvas)).toEqual(["Refuse cancellation"]);
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Approve cancellation" })).toBeNull();
  },
};

/** A clerk on a paid reservation: nothing to offer (a refund moves money). */
export const ClerkPaid: Story = {
  ...at(42, { role: "clerk" }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261118-QW3RTY");
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "Decisions" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Refund" })).toBeNull();
  },
};

/** A viewer reads everything and is offered no decision at all. */
export const Viewer: Story = {
  ...at(43, { role: "viewer" }),
  play: async ({ canvas }) => {
    await ready(canvas, "R261115-ZX9CVB");
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "Decisions" })).toBeNull();
  },
};

/** Cancelled (a guest's, the deposit never came): the history says so; nothing left to decide. */
export const Cancelled: Story = {
  ...at(44),
  play: async ({ canvas }) => {
    await ready(canvas, "R261110-PL0MNB");
    await expect(canvas.getByText("Guest (jun.lee@example.com)")).toBeVisible();
    await expect(canvas.getByText("Awaiting deposit → Cancelled")).toBeVisible();
    await expect(await canvas.findByText("No operator has changed this record yet.")).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "Decisions" })).toBeNull();
  },
};

/** No reservation with this id (404): said plainly, with the way back. */
export const NotFound: Story = {
  ...at(999),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Reservation not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All reservations" })).toHaveAttribute("href", "/admin/reservations");
  },
};

/** Waiting for the reservation. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

/** The reservation could not be read: said, with a retry. */
export const LoadError: Story = loadErrorStory(errorHandlers, "We couldn't load the reservation.");

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = signedOutStory(unauthorizedHandlers);

/** A staff account of another role (403): told the page is the operators', still signed in. */
export const Forbidden: Story = forbiddenStory(forbiddenHandlers);

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  ...at(43),
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "예약 상세")).toBeVisible();
    await expect(await canvas.findByText("R261115-ZX9CVB", {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "취소 승인" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "취소 거절" })).toBeVisible();
    await expect(await canvas.findByText("아직 운영자가 이 기록을 변경하지 않았습니다.")).toBeVisible();
  },
};
