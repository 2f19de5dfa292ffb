import { COUPONS_PATH } from "@blocks/member";
import type { Reservation } from "@contracts/reservations";
import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { Coupon } from "@contracts/members";
import { HttpResponse, http } from "msw";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { RESERVATIONS_PATH } from "../api/create-reservation";
import {
  clearReservationDraft,
  readReservationDraft,
  saveDraftValues,
  startReservation,
  type ReservationStart,
} from "../model/draft";
import type { ReservationValues } from "../model/form-values";
import { STORY_TOKEN, couponsFixture, reservations } from "../mocks/fixtures";
import {
  createHandlers,
  formSupportHandlers,
  lineHandlers,
  passPayingHandlers,
  paymentMethodHandlers,
  recordingCreate,
} from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { ReservationScreen, type ReservationScreenProps } from "./reservation-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

type DraftParameter = { start: ReservationStart; values?: Partial<ReservationValues> } | null;

const fromCart: ReservationStart = { source: { kind: "cart", cart_item_ids: [11, 12] } };

const schedule: Partial<ReservationValues> = {
  departure_date: "2026-06-10",
  departure_time: "09:00",
  travelers: "2",
  luggage: 5,
};
const travelers: Partial<ReservationValues> = {
  representative_name: "Minji Kim",
  contact: "01012345678",
  passport_number: "M12345678",
  nationality: "KR",
  departure_address: "Incheon Airport Terminal 1",
  destination_address: "Lotte Hotel Seoul",
};
const payment: Partial<ReservationValues> = {
  payment_method: "card",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};

/**
 * The site's part, played here: the step lives in the address, so the story keeps it in state. As on the shop,
 * the bare path and the step paths are one route: moving between them keeps the same screen, which carries the
 * draft's values and the issues that sent the person back.
 */
function StepRouter(args: ReservationScreenProps) {
  const [step, setStep] = useState(args.step);
  return (
    <ReservationScreen
      {...args}
      step={step}
      onStepChange={(next) => {
        args.onStepChange(next);
        setStep(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Reservation/ReservationScreen",
  component: ReservationScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  render: (args) => <StepRouter {...args} />,
  args: { paths: { browse: "/product/search/all/all" }, onStepChange: fn(), onCreated: fn() },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/purchase/reservation" },
    draft: { start: fromCart } satisfies DraftParameter,
    msw: { handlers: [lineHandlers.cart, lineHandlers.product, ...formSupportHandlers] },
  },
  beforeEach: ({ parameters }) => {
    setToken("member", STORY_TOKEN);
    const draft = parameters.draft as DraftParameter;
    if (draft) {
      startReservation(draft.start);
      if (draft.values) saveDraftValues(draft.values);
    } else {
      clearReservationDraft();
    }
    return () => {
      clearReservationDraft();
      clearArea("member");
    };
  },
} satisfies Meta<typeof ReservationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvas: Canvas, name: string) =>
  canvas.findByRole("heading", { level: 2, name }, { timeout: 5000 });
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole("button", { name: "Next" }));

/** From the cart: the options being booked, the schedule fields and the payment detail panel. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Schedule");
    await expect(canvas.getByText("Seoul Lantern Festival night walk — Adult night pass × 2")).toBeVisible();
    await expect(canvas.getByText("Jeju Olle Trail day tour — Course 7 with guide × 1")).toBeVisible();
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    // 49 x 2 + 45
    await expect(summary).toHaveTextContent("$143");
    await expect(canvas.getByRole("list", { name: "Reservation steps" })).toBeVisible();
  },
};

/** Next with nothing chosen: the spec's messages on the schedule step. */
export const ScheduleValidation: Story = {
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Schedule");
    await next(canvas);
    await expect(await canvas.findByText("Please select a departure date.")).toBeVisible();
    await expect(canvas.getByText("Please select a departure time.")).toBeVisible();
    await expect(canvas.getByText("Please select the number of travelers.")).toBeVisible();
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** One traveller and today's date from the product page: minimum 2 participants, no same-day. */
export const MinimumTravelersAndSameDay: Story = {
  parameters: {
    draft: {
      start: { ...fromCart, departure_date: "2026-05-15", departure_time: "09:00", travelers: 1 },
    } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Schedule");
    await next(canvas);
    await expect(await canvas.findByText("A minimum of 2 participants is required to depart.")).toBeVisible();
    await expect(canvas.getByText("Same-day reservations are not available.")).toBeVisible();
  },
};

/** A product draft whose options are gone: "select an option". */
export const NoOption: Story = {
  parameters: {
    draft: {
      start: { source: { kind: "product", product_id: 31, options: [] } },
      values: schedule,
    } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Schedule");
    await next(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please select an option.");
  },
};

/** A valid schedule moves on to the travellers step, which asks for every required detail. */
export const TravelersValidation: Story = {
  parameters: { draft: { start: fromCart, values: schedule } satisfies DraftParameter },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Schedule");
    await next(canvas);
    await expect(args.onStepChange).toHaveBeenCalledWith("travelers");
    await stepHeading(canvas, "Travelers");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Contact number/ }), "010-1234");
    await next(canvas);
    await expect(await canvas.findByText("Enter the contact number with digits only, without hyphens.")).toBeVisible();
    await expect(canvas.getAllByText("This is a required field.")).toHaveLength(5);
    await expect(args.onStepChange).toHaveBeenCalledTimes(1);
  },
};

/** "Same as the member" fills the representative from the member's profile. */
export const SameAsMember: Story = {
  args: { step: "travelers" },
  parameters: { draft: { start: fromCart, values: schedule } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Travelers");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Same as the member/ }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Representative name/ })).toHaveValue("Minji Kim"));
    await expect(canvas.getByRole("textbox", { name: /^Contact number/ })).toHaveValue("01012345678");
    await expect(canvas.getByRole("textbox", { name: /^Passport number/ })).toHaveValue("M12345678");
    await expect(canvas.getByRole("combobox", { name: /^Nationality/ })).toHaveValue("South Korea");
  },
};

/** The payment step: a method, the transfer's holder and bank, both required terms. */
export const PaymentValidation: Story = {
  args: { step: "payment" },
  parameters: { draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(await canvas.findByText("Please select a payment method.")).toBeVisible();
    await expect(canvas.getByText("Please agree to the cancellation policy.")).toBeVisible();
    await expect(canvas.getByText("Please agree to the domestic travel special terms.")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Bank transfer" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await waitFor(() =>
      expect(canvas.getAllByText("Please enter the account holder and bank for the transfer.")).toHaveLength(2),
    );
    await canvas.findByText(/^You have 1,250 P\./);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Points/ }), "5000");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(await canvas.findByText("You do not have that many points.")).toBeVisible();
  },
};

/** Each terms checkbox opens its text, so nobody agrees to words they cannot read; reading it leaves the box as it was. */
export const TermsText: Story = {
  args: { step: "payment" },
  parameters: { draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(canvas.getByRole("button", { name: "Read the cancellation policy" }));
    const policy = await screen.findByRole("dialog", { name: "Cancellation policy" });
    await expect(policy).toHaveTextContent(
      "After the departure: a trip that has started or taken place can no longer be cancelled",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Read the domestic travel special terms" }));
    const terms = await screen.findByRole("dialog", { name: "Domestic travel special terms" });
    await expect(terms).toHaveTextContent("standard domestic travel terms");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("checkbox", { name: /cancellation policy/ })).not.toBeChecked();
  },
};

/**
 * A departure three days ahead leaves no time for a transfer to arrive and be confirmed before it: bank transfer is
 * not offered, and the page says why (issue 18, item 4).
 */
export const BankTransferTooLate: Story = {
  args: { step: "payment" },
  parameters: {
    draft: {
      start: { source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] } },
      values: { ...schedule, departure_date: "2026-05-18", ...travelers },
    } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    const transfer = canvas.getByRole("radio", { name: "Bank transfer" });
    await expect(transfer).toBeDisabled();
    await expect(transfer).toHaveAccessibleDescription(
      "Bank transfer is not available for this departure: the deposit must arrive 3 days before departure, with at least a day to make it. Choose another payment method or a later departure.",
    );
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeEnabled();
  },
};

/** A later departure: bank transfer is offered with its deadline in Korean time (3 days after booking here). */
export const BankTransferDeadline: Story = {
  args: { step: "payment" },
  parameters: { draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    const transfer = canvas.getByRole("radio", { name: "Bank transfer" });
    await expect(transfer).toBeEnabled();
    await expect(transfer).toHaveAccessibleDescription("Deposit by May 18, 2026 at 10:00 AM KST.");
  },
};

/**
 * A server others can reach without card keys does not let its visitors use the test card page (ADR 0018,
 * PAYMENTS_LOCAL): card, Toss and PayPal are not offered, and the page says so; bank transfer stays.
 */
export const CardNotOfferedHere: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter,
    msw: {
      handlers: [lineHandlers.cart, lineHandlers.product, paymentMethodHandlers.laterOnly, ...formSupportHandlers],
    },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    const card = canvas.getByRole("radio", { name: "Credit card" });
    await waitFor(() => expect(card).toBeDisabled());
    await expect(card).toHaveAccessibleDescription(
      "Not available on this site at the moment. Choose another payment method.",
    );
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "Bank transfer" })).toBeEnabled();
  },
};

/** A coupon and points come off the total in the panel (luggage: 5 pieces for 2 travellers is one extra, $10). */
export const SummaryWithCouponAndPoints: Story = {
  args: { step: "payment" },
  parameters: { draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(await canvas.findByRole("radio", { name: "Welcome coupon" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Points/ }), "1000");
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    await waitFor(() => expect(summary).toHaveTextContent("Points (1,000 P)"));
    await expect(summary).toHaveTextContent("Luggage fee$10");
    await expect(summary).toHaveTextContent("Coupon (Welcome coupon)−$10");
    await expect(summary).toHaveTextContent("−$0.70");
    // 143 + 10 - 10 - 0.70
    await expect(summary).toHaveTextContent("Total$142.30");
  },
};

/** USD 5 off over USD 500: this order's $143 of options does not reach it (the luggage fee never counts). */
const overFiveHundred: Coupon = {
  ...couponsFixture[0]!,
  id: 3,
  code: "BIG5",
  name: "USD 5 off orders over USD 500",
  discount_value: 5,
  min_amount: 500,
};

/**
 * The coupon list says, before anything is picked, which coupons apply and what they take off, and why the others
 * do not; those cannot be picked and never change the summary (issue 18, item 7).
 */
export const CouponsThatDoNotApply: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter,
    msw: {
      handlers: [
        http.get(COUPONS_PATH, () =>
          HttpResponse.json({ data: [...couponsFixture, overFiveHundred], meta: { count: 3 } }),
        ),
        lineHandlers.cart,
        ...formSupportHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    const applies = await canvas.findByRole("radio", { name: "Welcome coupon" });
    await expect(applies).toBeEnabled();
    await expect(canvas.getByText("Takes $10 off this order.")).toBeVisible();
    const tooSmall = canvas.getByRole("radio", { name: "USD 5 off orders over USD 500" });
    await expect(tooSmall).toBeDisabled();
    await expect(
      canvas.getByText(
        "For options worth $500 or more (luggage fees do not count); this order's options come to $143.",
      ),
    ).toBeVisible();
    await userEvent.click(tooSmall, { pointerEventsCheck: 0 });
    await expect(tooSmall).not.toBeChecked();
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    await expect(summary).not.toHaveTextContent("Coupon");
    await expect(summary).toHaveTextContent("Total$153");
  },
};

/**
 * Points above the balance: the field says so and the summary stays as it was; a valid entry comes off, capped at
 * what pays the order (issue 18, item 5).
 */
export const PointsAboveBalance: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    // the balance arrives after the step: the check needs it
    await canvas.findByText(/^You have 1,250 P\./);
    const field = canvas.getByRole("textbox", { name: /^Points/ });
    await userEvent.type(field, "999999");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(await canvas.findByText("You do not have that many points.")).toBeVisible();
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    await expect(summary).not.toHaveTextContent("Points (");
    await expect(summary).toHaveTextContent("Total$153");
    await userEvent.clear(field);
    await userEvent.type(field, "1000");
    await waitFor(() => expect(summary).toHaveTextContent("Points (1,000 P)−$0.70"));
    await expect(summary).toHaveTextContent("Total$152.30");
  },
};

const priceMoved = recordingCreate();

/**
 * The server's total differs from the one shown (rates or prices moved): nothing is booked, the form says both
 * amounts, and the summary is read again (issue 18, item 1). The body carries the total the screen showed.
 */
export const TotalChanged: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
    msw: {
      handlers: [
        http.post(RESERVATIONS_PATH, async ({ request }) => {
          priceMoved.bodies.push((await request.json()) as never);
          return HttpResponse.json(
            {
              code: "TOTAL_CHANGED",
              field: "expected_total",
              message:
                "The total for this order is now $154.00, not the $153.00 shown: prices or exchange rates have changed. Check the new total and reserve again.",
            },
            { status: 409 },
          );
        }),
        lineHandlers.cart,
        ...formSupportHandlers,
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(
      "The total for this order is now $154.00, not the $153.00 shown: prices or exchange rates have changed.",
    );
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expect(priceMoved.bodies.at(-1)).toMatchObject({ currency: "USD", expected_total: 153 });
  },
};

export const KoreanTotalChanged: Story = {
  ...TotalChanged,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "결제");
    // the member's coupons in the page's language
    await expect(await canvas.findByRole("radio", { name: "웰컴 쿠폰" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "예약하기" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "이 주문의 총액이 표시된 $153.00이(가) 아니라 $154.00입니다.",
    );
  },
};

const created = recordingCreate();

/** A double click creates one reservation: one request, one request id, one hand-over to the site. */
export const SubmitOnce: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
    msw: { handlers: [created.handler, lineHandlers.cart, ...formSupportHandlers] },
  },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Payment");
    const submit = canvas.getByRole("button", { name: "Reserve" });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(args.onCreated).toHaveBeenCalledWith(reservations.pendingCard satisfies Reservation);
    await expect(created.bodies).toHaveLength(1);
    await expect(created.bodies[0]).toMatchObject({
      cart_item_ids: [11, 12],
      currency: "USD",
      departure_date: "2026-06-10",
      travelers: 2,
      luggage: 5,
      payment_method: "card",
      agree_cancellation_policy: true,
    });
    await expect(readReservationDraft()).toBeNull();
  },
};

/** The server refuses the contact: the form goes back to its step and shows the message there; nothing is lost. */
export const ServerFieldError: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
    msw: { handlers: [createHandlers.fieldErrors, lineHandlers.cart, ...formSupportHandlers] },
  },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Payment");
    const requestId = readReservationDraft()?.request_id;
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await stepHeading(canvas, "Travelers");
    await expect(args.onStepChange).toHaveBeenCalledWith("travelers");
    await expect(await canvas.findByText("This contact number cannot receive messages.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Contact number/ })).toHaveValue("01012345678");
    await expect(canvas.getByRole("textbox", { name: /^Representative name/ })).toHaveValue("Minji Kim");
    await expect(readReservationDraft()?.request_id).toBe(requestId);
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Sold out: the message lands on the schedule step's options. */
export const SoldOut: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
    msw: { handlers: [createHandlers.soldOut, lineHandlers.cart, ...formSupportHandlers] },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await stepHeading(canvas, "Schedule");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "There are not enough places left for this option.",
    );
  },
};

/** A failure no field can show: the form says so and keeps everything. */
export const SubmitError: Story = {
  args: { step: "payment" },
  parameters: {
    draft: { start: fromCart, values: { ...schedule, ...travelers, ...payment } } satisfies DraftParameter,
    msw: { handlers: [createHandlers.serverError, lineHandlers.cart, ...formSupportHandlers] },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't create the reservation. Nothing you entered is lost.");
    await expect(alert).toHaveTextContent("Bookings are paused for a minute.");
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeChecked();
  },
};

/** Straight from the product page: its option, its closed days and first day. */
export const FromProduct: Story = {
  parameters: {
    draft: {
      start: { source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 3 }] } },
    } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Schedule");
    await expect(canvas.getByText("Seoul Lantern Festival night walk — Adult night pass × 3")).toBeVisible();
    await expect(canvas.getByRole("complementary", { name: "Payment details" })).toHaveTextContent("Total$147");
  },
};

/** No draft (a bookmark, a new tab): a friendly way back to the products. */
export const NoDraft: Story = {
  parameters: { draft: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Nothing to reserve yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse products" })).toHaveAttribute(
      "href",
      "/product/search/all/all",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [lineHandlers.loading, ...formSupportHandlers] } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Reservation" }, { timeout: 5000 });
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const LinesError: Story = {
  parameters: { msw: { handlers: [lineHandlers.error, ...formSupportHandlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the options you chose.");
    await expect(alert).toHaveTextContent("The cart service is being restarted.");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: {
    draft: { start: { ...fromCart, departure_date: "2026-05-15", travelers: 1 } } satisfies DraftParameter,
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "일정");
    await userEvent.click(canvas.getByRole("button", { name: "다음" }));
    await expect(await canvas.findByText("최소 출발 인원은 2명입니다.")).toBeVisible();
    await expect(canvas.getByText("당일 예약은 불가능합니다.")).toBeVisible();
    await expect(canvas.getByText("출발 시간을 선택해 주세요.")).toBeVisible();
  },
};

export const KoreanPayment: Story = {
  globals: { locale: "ko" },
  args: { step: "payment" },
  parameters: { draft: { start: fromCart, values: { ...schedule, ...travelers } } satisfies DraftParameter },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "결제");
    // the member's coupons in the page's language
    await expect(await canvas.findByRole("radio", { name: "웰컴 쿠폰" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "예약하기" }));
    await expect(await canvas.findByText("결제 수단을 선택해 주세요.")).toBeVisible();
    await expect(canvas.getByText("취소 규정에 동의해 주세요.")).toBeVisible();
    await expect(canvas.getByText("국내여행 특별약관에 동의해 주세요.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "취소 규정 보기" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "국내여행 특별약관 보기" })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared, so whichever story file runs next in the tab starts as a guest.
export const Unauthorized: Story = {
  parameters: {
    msw: { handlers: [lineHandlers.unauthorized, ...formSupportHandlers] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Fpurchase%2Freservation" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Paying a partner venue's product with the pass (ADR 0030)

const partnerProduct: DraftParameter = {
  start: { source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] } },
  values: { ...schedule, departure_time: "09:30", luggage: 2, ...travelers },
};
const paidByPass = recordingCreate();

/**
 * A product visited at a partner venue, booked by a member with passes: "QR pass" is offered; chosen, it asks the
 * pass that pays for each traveller (each a different one) in place of a coupon and points, and the panel shows the
 * price with the pass (free entry: nothing). The order goes with the passes named.
 */
export const QrPassOffered: Story = {
  args: { step: "payment" },
  parameters: {
    draft: partnerProduct,
    msw: {
      handlers: [paidByPass.handler, passPayingHandlers.freeEntry, lineHandlers.product, ...formSupportHandlers],
    },
  },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Payment");
    await userEvent.click(await canvas.findByRole("radio", { name: /^QR pass/ }));
    await expect(await canvas.findByRole("group", { name: "Passes that pay" })).toBeVisible();
    await expect(canvas.getByText(/Your pass gives free entry at Gyeongbokgung Palace/)).toBeVisible();
    await expect(canvas.queryByRole("radiogroup", { name: "Coupon" })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: /^Points/ })).toBeNull();
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    await waitFor(() => expect(summary).toHaveTextContent(/Total\$0$/));

    await userEvent.click(canvas.getByRole("checkbox", { name: /cancellation policy/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /domestic travel special terms/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(await canvas.findAllByText("Choose the pass that pays for each traveler.")).toHaveLength(2);

    await userEvent.click(canvas.getByRole("combobox", { name: /^Traveler 1/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Minji Kim · 2-day pass (SP-000501)" }));
    await userEvent.click(canvas.getByRole("combobox", { name: /^Traveler 2/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Minji Kim · 2-day pass (SP-000501)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(
      await canvas.findByText("One pass pays for one traveler: choose a different pass for each."),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole("combobox", { name: /^Traveler 2/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Jun Lee · 2-day pass (SP-000502)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled());
    await expect(paidByPass.bodies.at(-1)).toMatchObject({
      payment_method: "qr_pass",
      pass_ids: [501, 502],
      coupon_id: null,
      points: 0,
      expected_total: 0,
    });
  },
};

/** A discount at the venue: each traveller's line is the price with the pass ($49 less 20%: $39.20 each). */
export const QrPassDiscount: Story = {
  args: { step: "payment" },
  parameters: {
    draft: {
      ...partnerProduct,
      values: { ...partnerProduct.values, payment_method: "qr_pass" },
    } satisfies DraftParameter,
    msw: { handlers: [passPayingHandlers.discount, lineHandlers.product, ...formSupportHandlers] },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await expect(await canvas.findByText(/Your pass takes 20% off at N Seoul Tower/)).toBeVisible();
    const summary = canvas.getByRole("complementary", { name: "Payment details" });
    await waitFor(() => expect(summary).toHaveTextContent("$78.40"));
  },
};

/** A product no partner venue offers (or a member without passes that can pay that day): no QR pass to choose. */
export const QrPassNotOffered: Story = {
  args: { step: "payment" },
  parameters: {
    draft: partnerProduct,
    msw: { handlers: [passPayingHandlers.noPasses, lineHandlers.product, ...formSupportHandlers] },
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, "Payment");
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeVisible();
    await expect(canvas.queryByRole("radio", { name: /^QR pass/ })).toBeNull();
    await expect(canvas.getByRole("radiogroup", { name: "Coupon" })).toBeVisible();
  },
};

/** The server refuses a traveller's pass (refunded meanwhile): its message shows under that traveller's select. */
export const QrPassRefused: Story = {
  args: { step: "payment" },
  parameters: {
    draft: {
      ...partnerProduct,
      values: { ...partnerProduct.values, ...payment, payment_method: "qr_pass", pass_ids: ["501", "502"] },
    } satisfies DraftParameter,
    msw: {
      handlers: [
        http.post(RESERVATIONS_PATH, () =>
          HttpResponse.json(
            {
              message:
                "This pass cannot pay for this visit: it is refunded, expired, or not valid on the departure day.",
              code: "PASS_CANNOT_PAY",
              field: "pass_ids.1",
            },
            { status: 400 },
          ),
        ),
        passPayingHandlers.freeEntry,
        lineHandlers.product,
        ...formSupportHandlers,
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await stepHeading(canvas, "Payment");
    await expect(await canvas.findByRole("combobox", { name: /^Traveler 2/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(
      await canvas.findByText(
        "This pass cannot pay for this visit: it is refunded, expired, or not valid on the departure day.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /^Traveler 2/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
