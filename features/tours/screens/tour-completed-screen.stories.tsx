import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_NUMBER, paidReservation, transferReservation } from "../mocks/fixtures";
import { reservationApi, withKey } from "../mocks/story-key";
import { withTicketOrigin } from "../mocks/ticket-origin";
import { rememberPaying } from "../model/reservation-key";
import { TourCompletedScreen } from "./tour-completed-screen";

const WAIT = { timeout: 5000 };
const PAGE = "/apec2025/reservation/completed";

const meta = {
  title: "Features/Tours/TourCompletedScreen",
  component: TourCompletedScreen,
  tags: ["autodocs"],
  decorators: [withRoute, withTicketOrigin],
  afterEach: settle,
  args: { number: STORY_NUMBER, onKeyRefused: fn(), onPay: fn(), paths: { myReservation: "/apec2025/myreservation" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `${PAGE}?number=${STORY_NUMBER}` },
    ...reservationApi({ reservation: transferReservation }),
  },
  beforeEach: withKey,
} satisfies Meta<typeof TourCompletedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A bank transfer: the number in large type to keep, "Pending", and what to do next: the account, the amount (in
 * won too) and the deadline in Korea time.
 */
export const BankTransfer: Story = {
  play: async ({ canvas }) => {
    const number = await canvas.findByRole("region", { name: "Reservation number" }, WAIT);
    await expect(number).toHaveTextContent(STORY_NUMBER);
    await expect(number).toHaveTextContent("Keep this number");
    await expect(within(number).getByText("Pending")).toBeVisible();
    const next = within(canvas.getByRole("region", { name: "What happens next" }));
    await expect(next.getByText("Shinhan Bank 110-555-012345 (Seoul Trip Co.)")).toBeVisible();
    await expect(next.getByText("$170")).toBeVisible();
    await expect(next.getByText("₩249,050")).toBeVisible();
    await expect(next.getByText("May 17, 2026 at 9:00 AM KST")).toBeVisible();
    // no tickets before the money arrives, only the word that they follow it
    const tickets = within(canvas.getByRole("region", { name: "Tickets" }));
    await expect(
      tickets.getByText(/ticket appears here, and comes by e-mail, once the payment is received/),
    ).toBeVisible();
    await expect(tickets.queryByRole("article")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Open my reservation" })).toHaveAttribute(
      "href",
      "/apec2025/myreservation",
    );
  },
};

/**
 * Back from the payment window: the payment is confirmed with the tab's key (the provider names only the order;
 * the number is the one this tab set out to pay), then the confirmed reservation shows.
 */
export const AfterPayment: Story = {
  args: { number: null, payment: { paymentKey: "pay_123", orderId: "ORD-R260515-ABC234", amount: "170" } },
  parameters: {
    route: { path: `${PAGE}?paymentKey=pay_123&orderId=ORD-R260515-ABC234&amount=170` },
    ...reservationApi({ reservation: paidReservation }),
  },
  beforeEach: () => {
    const clear = withKey();
    rememberPaying(STORY_NUMBER);
    return clear;
  },
  play: async ({ canvas }) => {
    const number = await canvas.findByRole("region", { name: "Reservation number" }, WAIT);
    await expect(number).toHaveTextContent(STORY_NUMBER);
    await expect(within(number).getByText("Confirmed")).toBeVisible();
    await expect(canvas.getByText(/The confirmation goes to alex@example.com/)).toBeVisible();
    // paid: one ticket per traveller, each with the QR code the gate reads
    const tickets = within(await canvas.findByRole("region", { name: "Tickets" }, WAIT));
    await expect(await tickets.findAllByRole("article", {}, WAIT)).toHaveLength(2);
    await expect(tickets.getByRole("img", { name: "QR code of ticket 1 of 2 for Alex Morgan" })).toBeVisible();
    await expect(tickets.getByRole("img", { name: "QR code of ticket 2 of 2 for Alex Morgan, guest 1" })).toBeVisible();
    await expect(tickets.getAllByText("Valid")).toHaveLength(2);
  },
};

/** The payment could not be confirmed: the page says so and still shows the reservation. */
export const PaymentNotConfirmed: Story = {
  args: { payment: { paymentKey: "pay_123", orderId: "ORD-R260515-ABC234", amount: "170" } },
  parameters: reservationApi({
    reservation: { ...paidReservation, status: "pending", status_group: "pending", paid_at: null },
    confirmFails: true,
  }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/The payment could not be confirmed/, {}, WAIT)).toBeVisible();
    // unpaid: no ticket to show yet, only the word that they follow the payment
    await expect(await canvas.findByText(/ticket appears here, and comes by e-mail, once the payment/)).toBeVisible();
    await expect(canvas.queryByRole("img", { name: /QR code of ticket/ })).toBeNull();
    await expect(await canvas.findByRole("region", { name: "Reservation number" }, WAIT)).toHaveTextContent(
      STORY_NUMBER,
    );
    await expect(args.onKeyRefused).not.toHaveBeenCalled();
  },
};

/** The key has expired: it is forgotten and the site sends the guest to the lookup. */
export const KeyRefused: Story = {
  parameters: reservationApi({ keyRefused: true }),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onKeyRefused).toHaveBeenCalledWith(STORY_NUMBER), WAIT);
    await expect(sessionStorage.length).toBe(0);
  },
};

/** Another tab, or storage turned off: no key, so the page offers the lookup. */
export const NoKey: Story = {
  beforeEach: () => sessionStorage.clear(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No reservation to show" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open my reservation" })).toBeVisible();
  },
};

/** In Korean: the number to keep and the transfer's details. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const number = await canvas.findByRole("region", { name: "예약 번호" }, WAIT);
    await expect(number).toHaveTextContent("이 번호를 보관해 주세요");
    await expect(canvas.getByRole("heading", { name: "다음 안내" })).toBeVisible();
    await expect(canvas.getByText("₩249,050")).toBeVisible();
  },
};
