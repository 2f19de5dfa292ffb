import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import {
  STORY_EMAIL,
  STORY_KEY,
  STORY_NUMBER,
  lateReservation,
  paidReservation,
  tourReservation,
  transferReservation,
} from "../mocks/fixtures";
import { reservationApi, withKey } from "../mocks/story-key";
import { withTicketOrigin } from "../mocks/ticket-origin";
import { RESERVATION_KEY_STORAGE } from "../model/reservation-key";
import { MyTourReservationScreen } from "./my-tour-reservation-screen";

const WAIT = { timeout: 5000 };
const PAGE = "/apec2025/myreservation";

const meta = {
  title: "Features/Tours/MyTourReservationScreen",
  component: MyTourReservationScreen,
  tags: ["autodocs"],
  decorators: [withRoute, withTicketOrigin],
  afterEach: settle,
  args: { number: null, onFound: fn(), onPay: fn() },
  parameters: { layout: "fullscreen", route: { path: PAGE }, ...reservationApi({}) },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof MyTourReservationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvas: Canvas, number = STORY_NUMBER.toLowerCase(), email = STORY_EMAIL) {
  await userEvent.type(await canvas.findByRole("textbox", { name: /^Reservation number/ }, WAIT), number);
  await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail address/ }), email);
  await userEvent.click(canvas.getByRole("button", { name: "Find reservation" }));
}

/**
 * A guest types the number (in small letters) and the e-mail: the reservation opens with its course, departure,
 * travellers, luggage, total, status and the free-cancellation deadline in Korea time and the guest's own time.
 * Cancelling while free says so in the dialog, and ends it at once.
 */
export const FindAndCancelFree: Story = {
  play: async ({ canvas, args }) => {
    await lookUp(canvas);
    await expect(await canvas.findByText("Royal palaces of Seoul", {}, WAIT)).toBeVisible();
    await expect(args.onFound).toHaveBeenCalledWith(STORY_NUMBER);
    await expect(sessionStorage.getItem(`${RESERVATION_KEY_STORAGE}${STORY_NUMBER}`)).toContain(STORY_KEY);
    await expect(canvas.getByText("Wed, May 20, 2026 · 09:00 KST")).toBeVisible();
    await expect(canvas.getByText("2 travellers")).toBeVisible();
    await expect(canvas.getByText("5 pieces")).toBeVisible();
    await expect(canvas.getByText("$170")).toBeVisible();
    await expect(canvas.getByText("May 18, 2026 at 9:00 AM KST")).toBeVisible();
    await expect(canvas.getByText(/^That is /)).toBeVisible();
    await expect(canvas.getByText("You can cancel free of charge now.")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Cancel reservation" }));
    const dialog = within(await screen.findByRole("alertdialog", {}, WAIT));
    await expect(dialog.getByText(/The reservation ends now, free of charge/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Yes, cancel" }));
    await expect(await canvas.findByText("The reservation is cancelled.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Canceled")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancel reservation" })).not.toBeInTheDocument();
  },
};

/** Past the cut-off: the page and the dialog say cancelling is a request the operators decide on. */
export const CancelRequest: Story = {
  args: { number: STORY_NUMBER },
  parameters: {
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: lateReservation }),
  },
  beforeEach: withKey,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The free cancellation period has ended/, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel reservation" }));
    const dialog = within(await screen.findByRole("alertdialog", {}, WAIT));
    await expect(dialog.getByRole("heading", { name: "Ask to cancel this reservation?" })).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Send the request" }));
    await expect(await canvas.findByText("Your cancellation request has been sent.", {}, WAIT)).toBeVisible();
  },
};

/** Paid: each traveller's ticket under the reservation, with its QR code, and the way to print them. */
export const PaidWithTickets: Story = {
  args: { number: STORY_NUMBER },
  parameters: {
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: paidReservation }),
  },
  beforeEach: withKey,
  play: async ({ canvas }) => {
    const tickets = within(await canvas.findByRole("region", { name: "Tickets" }, WAIT));
    await expect(await tickets.findAllByRole("article", {}, WAIT)).toHaveLength(2);
    await expect(tickets.getByRole("img", { name: "QR code of ticket 1 of 2 for Alex Morgan" })).toBeVisible();
    await expect(tickets.getByRole("button", { name: "Print tickets" })).toBeVisible();
    await expect(tickets.getAllByRole("button", { name: "Save as image" })).toHaveLength(2);
  },
};

/** A bank transfer still to pay: the account, the amount and the deadline above the reservation. */
export const WaitingTransfer: Story = {
  args: { number: STORY_NUMBER },
  parameters: {
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: transferReservation }),
  },
  beforeEach: withKey,
  play: async ({ canvas }) => {
    const next = within(await canvas.findByRole("region", { name: "What happens next" }, WAIT));
    await expect(next.getByText("Shinhan Bank 110-555-012345 (Seoul Trip Co.)")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancel reservation" })).toBeVisible();
    await expect(
      canvas.getByText(/ticket appears here, and comes by e-mail, once the payment is received/),
    ).toBeVisible();
  },
};

/** An unpaid card reservation offers "Pay now"; the site starts the payment. */
export const UnpaidCard: Story = {
  args: { number: STORY_NUMBER },
  parameters: {
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: tourReservation }),
  },
  beforeEach: withKey,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Pay now" }, WAIT));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ reservation_number: STORY_NUMBER }));
  },
};

/** A number and e-mail that match nothing: said plainly, the typed values stay. */
export const LookupFailed: Story = {
  play: async ({ canvas, args }) => {
    await lookUp(canvas, STORY_NUMBER, "someone@example.com");
    await expect(
      await canvas.findByText("No reservation matches this number and e-mail address.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^E-mail address/ })).toHaveValue("someone@example.com");
    await expect(args.onFound).not.toHaveBeenCalled();
  },
};

/** A number not in the contract's shape is caught before it is sent. */
export const LookupInvalid: Story = {
  play: async ({ canvas }) => {
    await lookUp(canvas, "12345", "alex");
    await expect(await canvas.findByText(/such as R260515-ABC234/, {}, WAIT)).toBeVisible();
    await expect(canvas.getByText("Enter the e-mail address you booked with.")).toBeVisible();
  },
};

/** The stored key has expired: it is forgotten, and the lookup says why it is asked again. */
export const KeyRefused: Story = {
  args: { number: STORY_NUMBER },
  parameters: { route: { path: `${PAGE}?number=${STORY_NUMBER}` }, ...reservationApi({ keyRefused: true }) },
  beforeEach: withKey,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "This link has expired. Find the reservation again with its number and e-mail address.",
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Reservation number/ })).toHaveValue(STORY_NUMBER);
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  },
};

/** In Korean: the lookup form. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "예약 찾기" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^예약 번호/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "예약 찾기" })).toBeVisible();
  },
};

/** In Korean, found: the deadline in Korea time and the Korean status. */
export const KoreanFound: Story = {
  globals: { locale: "ko" },
  args: { number: STORY_NUMBER },
  parameters: {
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: tourReservation }),
  },
  beforeEach: withKey,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("지금은 무료로 취소할 수 있습니다.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "예약 취소" })).toBeVisible();
  },
};
