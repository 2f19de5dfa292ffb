import type { Reservation } from "@contracts/reservations";
import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { RESERVATIONS_PATH } from "../api/create-reservation";
import { STORY_TOKEN, pastTrips, reservations } from "../mocks/fixtures";
import { cancellable, detailHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { ReservationDetailScreen } from "./reservation-detail-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Reservation/ReservationDetailScreen",
  component: ReservationDetailScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    reservationId: 502,
    onPay: fn(),
    paths: {
      myReservations: "/account/my-reservation",
      writeReview: (productId: number, reservationId: number) => `/product/review/${productId}/${reservationId}`,
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/purchase/reservation-detail/502" },
    msw: { handlers: [detailHandlers.of(reservations.waitingTransfer)] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof ReservationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvas: Canvas) => canvas.findByRole("region", { name: "Reservation number" }, { timeout: 5000 });
const withReservation = (reservation: Reservation) => ({
  args: { reservationId: reservation.id },
  parameters: { msw: { handlers: [detailHandlers.of(reservation)] } },
});

/**
 * A bank transfer waiting for its deposit: the account, the amount (in won too, the account's currency), the
 * deadline in Korean time and the rule; an unpaid order is cancelled at once, not "requested".
 */
export const WaitingBankTransfer: Story = {
  play: async ({ canvas }) => {
    await expect(await header(canvas)).toHaveTextContent("R-20260515-0502");
    await expect(within(await header(canvas)).getByText("Pending")).toBeVisible();
    const deposit = canvas.getByRole("region", { name: "Waiting for your deposit" });
    await expect(deposit).toHaveTextContent(
      "Please deposit by the deadline below (within 3 days of booking and 3 days before departure, so we can confirm in time), or the order is cancelled.",
    );
    await expect(deposit).toHaveTextContent("Shinhan Bank 110-555-012345 (Seoul Trip Co.)");
    await expect(deposit).toHaveTextContent("$97.30");
    await expect(deposit).toHaveTextContent("Amount in won₩142,545");
    await expect(deposit).toHaveTextContent("May 18, 2026 at 10:00 AM KST");
    await expect(canvas.getByRole("region", { name: "Traveler information" })).toHaveTextContent("M12345678");
    await expect(canvas.getByRole("button", { name: "Cancel reservation" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Request cancellation" })).not.toBeInTheDocument();
  },
};

/** An unpaid card order: its deadline in Korean time (issue 18, item 4), and "Pay now" hands it to the site. */
export const PendingCard: Story = {
  ...withReservation(reservations.pendingCard),
  play: async ({ canvas, args }) => {
    await header(canvas);
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "This order is not paid yet. Pay by May 15, 2026 at 10:30 AM KST to keep your places.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Pay now" }));
    await expect(args.onPay).toHaveBeenCalledWith(reservations.pendingCard);
  },
};

/** The card-payment deadline in Korean, with its time zone as the page says it. */
export const KoreanPendingCard: Story = {
  ...withReservation(reservations.pendingCard),
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "예약 번호" }, { timeout: 5000 });
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "아직 결제되지 않은 주문입니다. 2026년 5월 15일 10:30 (한국 시간)까지 결제해야 예약이 유지됩니다.",
    );
  },
};

/** Paid, waiting for the operator: shown as Confirmed, and the note says what happens next (never "confirmation takes"). */
export const Requested: Story = {
  ...withReservation(reservations.requested),
  play: async ({ canvas }) => {
    await expect(within(await header(canvas)).getByText("Confirmed")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "Paid and booked: your places are held for this departure. Our team checks the trip details within 2–3 days; you need do nothing more.",
    );
  },
};

export const Confirmed: Story = {
  ...withReservation(reservations.confirmed),
  play: async ({ canvas }) => {
    await expect(within(await header(canvas)).getByText("Confirmed")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent("Your reservation is confirmed.");
    await expect(canvas.getByText("South Korea")).toBeVisible();
    const price = canvas.getByRole("region", { name: "Price" });
    await expect(price).toHaveTextContent("Coupon (Welcome coupon)−$10");
    await expect(price).toHaveTextContent("Points (1,000 P)−$0.70");
  },
};

/** Cancel requested: a note, and no second cancel (spec point 4). */
export const CancelRequested: Story = {
  ...withReservation(reservations.cancelRequested),
  play: async ({ canvas }) => {
    await expect(within(await header(canvas)).getByText("Cancel requested")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent("Cancellation requested.");
    await expect(canvas.queryByRole("button", { name: "Request cancellation" })).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  ...withReservation(reservations.cancelled),
  play: async ({ canvas }) => {
    await expect(within(await header(canvas)).getByText("Canceled")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent("Reservation canceled.");
    await expect(canvas.queryByRole("button", { name: "Request cancellation" })).not.toBeInTheDocument();
  },
};

/** The deposit never came: "reservation expired". */
export const Expired: Story = {
  ...withReservation(reservations.expired),
  play: async ({ canvas }) => {
    await header(canvas);
    await expect(canvas.getByRole("note")).toHaveTextContent("Reservation expired.");
  },
};

/** A paid reservation: asked first, then it reads Cancel requested and the button is gone. */
export const CancelFlow: Story = {
  args: { reservationId: reservations.confirmed.id },
  parameters: { msw: { handlers: cancellable(reservations.confirmed) } },
  play: async ({ canvas }) => {
    await header(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Request cancellation" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Request cancellation?" });
    await expect(dialog).toHaveTextContent("We will ask the operator to cancel and refund this reservation.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request cancellation" }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole("region", { name: "Reservation number" })).getByText("Cancel requested"),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole("note")).toHaveTextContent("Cancellation requested.");
    await expect(canvas.queryByRole("button", { name: "Request cancellation" })).not.toBeInTheDocument();
  },
};

/** An unpaid order ends at once: "Cancel reservation", then Canceled, with no operator step (issue 18). */
export const UnpaidCancelFlow: Story = {
  args: { reservationId: reservations.pendingCard.id },
  parameters: { msw: { handlers: cancellable(reservations.pendingCard) } },
  play: async ({ canvas }) => {
    await header(canvas);
    await expect(canvas.queryByRole("button", { name: "Request cancellation" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel reservation" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this reservation?" });
    await expect(dialog).toHaveTextContent("This unpaid reservation will be canceled and its places released.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel reservation" }));
    await waitFor(() =>
      expect(within(canvas.getByRole("region", { name: "Reservation number" })).getByText("Canceled")).toBeVisible(),
    );
    await expect(canvas.getByRole("note")).toHaveTextContent("Reservation canceled.");
    await expect(canvas.queryByRole("button", { name: /cancel/i })).not.toBeInTheDocument();
  },
};

/** A trip that already took place: no cancellation; the way to its review instead (issue 18, item 3). */
export const CompletedTrip: Story = {
  ...withReservation(pastTrips.completed),
  play: async ({ canvas }) => {
    await expect(within(await header(canvas)).getByText("Confirmed")).toBeVisible();
    await expect(canvas.getByRole("note")).toHaveTextContent("Your trip is complete.");
    await expect(canvas.getByRole("link", { name: "Write a review" })).toHaveAttribute(
      "href",
      "/product/review/31/508",
    );
    await expect(canvas.queryByRole("button", { name: /cancel/i })).not.toBeInTheDocument();
  },
};

/** Left this morning: it can no longer be cancelled, and the review waits until the trip is over. */
export const DepartedToday: Story = {
  ...withReservation(pastTrips.departedToday),
  play: async ({ canvas }) => {
    await header(canvas);
    await expect(canvas.getByRole("note")).toHaveTextContent(
      "This trip has departed, so it can no longer be canceled.",
    );
    await expect(canvas.queryByRole("link", { name: "Write a review" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /cancel/i })).not.toBeInTheDocument();
  },
};

/** The trip left while the page was open: the server's 409 DEPARTED, said in the page's language. */
export const DepartedMeanwhile: Story = {
  globals: { locale: "ko" },
  args: { reservationId: reservations.confirmed.id },
  parameters: {
    msw: {
      handlers: [
        http.get(`${RESERVATIONS_PATH}/:id`, () => HttpResponse.json({ data: reservations.confirmed, meta: {} })),
        http.post(`${RESERVATIONS_PATH}/:id/cancel`, () =>
          HttpResponse.json(
            { code: "DEPARTED", message: "This trip has already departed, so it can no longer be canceled." },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "예약 번호" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "예약 취소 요청" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "취소 요청" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "취소를 요청하지 못했습니다. 이미 출발한 여행은 취소할 수 없습니다.",
    );
  },
};

/** "Keep reservation": nothing changes. */
export const CancelDeclined: Story = {
  args: { reservationId: reservations.confirmed.id },
  parameters: { msw: { handlers: cancellable(reservations.confirmed) } },
  play: async ({ canvas }) => {
    await header(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Request cancellation" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep reservation" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(
      within(canvas.getByRole("region", { name: "Reservation number" })).getByText("Confirmed"),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [detailHandlers.notFound] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Reservation not found" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My reservations" })).toHaveAttribute(
      "href",
      "/account/my-reservation",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [detailHandlers.loading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [detailHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load this reservation.");
    await expect(alert).toHaveTextContent("The booking records are being moved.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "예약 번호" }, { timeout: 5000 });
    const deposit = canvas.getByRole("region", { name: "입금을 기다리고 있습니다" });
    await expect(deposit).toHaveTextContent("2026년 5월 18일 10:00 (한국 시간)");
    await expect(canvas.getByText("대기 중")).toBeVisible();
    // names and the nationality in the page's language
    await expect(canvas.getAllByText("서울 등불 축제 야간 산책")[0]).toBeVisible();
    await expect(canvas.getByText("성인 야간권", { exact: false })).toBeVisible();
    await expect(canvas.getByText("대한민국")).toBeVisible();
    await expect(canvas.queryByText(/Seoul Lantern Festival|Adult night pass/)).toBeNull();
  },
};

// Last on purpose: it ends with the session cleared.
/** The session ended: the token is cleared and the page shows the signed-out state. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [detailHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "You are signed out" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
