import { bookingFieldHandlers } from "@blocks/booking";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type Canvas } from "../../../.storybook/story-canvas";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_NUMBER, transferReservation } from "../mocks/fixtures";
import { courseHandlers, type ReservationApiOptions, reservationHandlers } from "../mocks/handlers";
import {
  STORY_WAITLIST_TOKEN,
  type WaitlistApiOptions,
  heldOffer,
  lapsedOffer,
  waitlistHandlers,
} from "../mocks/waitlist-handlers";
import { RESERVATION_KEY_STORAGE } from "../model/reservation-key";
import { TourReservationScreen } from "./tour-reservation-screen";

const WAIT = { timeout: 5000 };
const FORM = "/apec2025/reservation";

const meta = {
  title: "Features/Tours/TourReservationScreen",
  component: TourReservationScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    slug: "seoul-palaces",
    departureId: 41,
    onDepartureChange: fn(),
    onCreated: fn(),
    paths: { courses: "/apec2025/list" },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `${FORM}?course=seoul-palaces&departure=41` },
    msw: { handlers: [courseHandlers.detail, courseHandlers.rates, ...bookingFieldHandlers, ...reservationHandlers()] },
  },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof TourReservationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a guest types: the representative, the e-mail, a payment method and both terms. */
async function fillForm(canvas: Canvas, method: RegExp = /^Credit card/) {
  await userEvent.type(await canvas.findByRole("textbox", { name: /^Representative name/ }, WAIT), "Alex Morgan");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Contact/ }), "01012345678");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Passport number/ }), "M1234567");
  const nationality = canvas.getByRole("combobox", { name: /^Nationality/ });
  await userEvent.type(nationality, "United");
  await userEvent.click(await canvas.findByRole("option", { name: "United States" }, WAIT));
  await userEvent.type(canvas.getByRole("textbox", { name: /^Departure address/ }), "Lotte Hotel Seoul");
  await userEvent.type(canvas.getByRole("textbox", { name: /^Destination address/ }), "Gwanghwamun Gate");
  await userEvent.type(canvas.getByRole("textbox", { name: /^E-mail address/ }), "alex@example.com");
  await userEvent.click(canvas.getByRole("radio", { name: method }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /cancellation policy/ }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /domestic travel special terms/ }));
}

/** The form's page whose booking the server refuses in the way named. */
const refusedWith = (create: NonNullable<ReservationApiOptions["create"]>) => ({
  msw: {
    handlers: [
      courseHandlers.detail,
      courseHandlers.rates,
      ...bookingFieldHandlers,
      ...reservationHandlers({ create }),
    ],
  },
});

const priceRegion = (canvas: Canvas) => within(canvas.getByRole("region", { name: "Price" }));

/**
 * The departure from the address, 2 travellers and no luggage: $160. A fifth piece of luggage adds $10 at once, a
 * third traveller makes it free again. The guest fills the form and reserves: the key is kept for this tab and
 * the site is handed the reservation (it starts the card payment).
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("radio", { name: /Wed, May 20, 2026/ }, WAIT)).toBeChecked();
    await expect(canvas.getByRole("heading", { level: 1, name: "Reserve a summit tour" })).toBeVisible();
    // the tour's line and the total
    await expect(priceRegion(canvas).getAllByText("$160")).toHaveLength(2);

    const luggage = canvas.getByRole("spinbutton", { name: /^Pieces of luggage/ });
    await userEvent.clear(luggage);
    await userEvent.type(luggage, "5{Enter}");
    await waitFor(() => expect(priceRegion(canvas).getByText("Extra luggage (1 pieces)")).toBeVisible());
    await expect(priceRegion(canvas).getByText("$170")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Increase Travellers" }));
    await waitFor(() => expect(priceRegion(canvas).queryByText(/Extra luggage/)).not.toBeInTheDocument());
    await expect(priceRegion(canvas).getAllByText("$240")).toHaveLength(2);

    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    await expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ reservation_number: STORY_NUMBER }));
    await expect(sessionStorage.getItem(`${RESERVATION_KEY_STORAGE}${STORY_NUMBER}`)).toContain(
      "story-reservation-key",
    );
    window.scrollTo(0, 0);
  },
};

/** Reserve pressed on an empty form: every field at fault says what it needs, and nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Reserve" }, WAIT));
    await expect(await canvas.findByText("Enter the representative's name.", {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByText("Enter the e-mail address the confirmation goes to.")[0]).toBeVisible();
    await expect(canvas.getAllByText("Please select a payment method.")[0]).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  },
};

/** The server refuses two fields: each message stands beside its field, and what was typed stays. */
export const ServerFieldErrors: Story = {
  parameters: refusedWith("fields"),
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    const passport = canvas.getByRole("textbox", { name: /^Passport number/ });
    await waitFor(() => expect(passport).toHaveAccessibleDescription(/letters and digits only/));
    await expect(canvas.getByRole("textbox", { name: /^E-mail address/ })).toHaveAccessibleDescription(
      /Enter a valid e-mail address/,
    );
    await expect(passport).toHaveValue("M1234567");
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Another guest took the last seat meanwhile: the page says so, and the departures open to choose another. */
export const DepartureFull: Story = {
  parameters: refusedWith("full"),
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(
      await canvas.findByText(/This departure is full. Choose another date or join the waiting list./, {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /May 29, 2026/ })).toBeEnabled();
    await expect(canvas.getByRole("radio", { name: /May 22, 2026.*Full/ })).toBeDisabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
    window.scrollTo(0, 0);
  },
};

/**
 * Prices or rates changed between the page and the press: nothing is booked, the page says the new total in the
 * page's words and reads the course again.
 */
export const TotalChanged: Story = {
  parameters: refusedWith("totalChanged"),
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(
      await canvas.findByText(/The total for this order is now \$180, not the \$170 shown/, {}, WAIT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "See the new total" }));
    await expect(canvas.queryByText(/The total for this order is now/)).not.toBeInTheDocument();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/**
 * Too many bookings from the guest's address or for the e-mail (a flood's limit): nothing is booked, the page says
 * to try later, and what was typed stays.
 */
export const TooManyBookings: Story = {
  parameters: refusedWith("limited"),
  play: async ({ canvas, args }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await expect(
      await canvas.findByText(/Too many bookings have been made from here in a short time/, {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Passport number/ })).toHaveValue("M1234567");
    await expect(canvas.getByRole("button", { name: "Reserve" })).toBeEnabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The address names a full departure: it cannot be booked, so the open ones are offered instead. */
export const AskedDepartureFull: Story = {
  args: { departureId: 42 },
  parameters: { route: { path: `${FORM}?course=seoul-palaces&departure=42` } },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(/The departure in the address can no longer be booked/, {}, WAIT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: /May 29, 2026/ }));
    await expect(args.onDepartureChange).toHaveBeenCalledWith(45);
    await expect(priceRegion(canvas).getAllByText("$160")).toHaveLength(2);
  },
};

/** A bank transfer: the account's holder and bank are asked, and the reservation goes to the site. */
export const BankTransfer: Story = {
  parameters: {
    msw: {
      handlers: [
        courseHandlers.detail,
        courseHandlers.rates,
        ...bookingFieldHandlers,
        ...reservationHandlers({ reservation: transferReservation }),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await fillForm(canvas, /^Bank transfer/);
    await userEvent.type(canvas.getByRole("textbox", { name: /^Account holder/ }), "Alex Morgan");
    await userEvent.click(canvas.getByRole("combobox", { name: /^Bank/ }));
    // the list opens in a layer outside the form
    await userEvent.click(await screen.findByRole("option", { name: "KB Kookmin Bank" }, WAIT));
    await userEvent.click(canvas.getByRole("button", { name: "Reserve" }));
    await waitFor(() =>
      expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ payment_method: "bank_transfer" })),
    );
  },
};

/** No course in the address: the way to the courses. */
export const NoCourse: Story = {
  args: { slug: null, departureId: null },
  parameters: { route: { path: FORM } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No course chosen" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See the courses" })).toHaveAttribute("href", "/apec2025/list");
  },
};

/** While the course is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [courseHandlers.detailLoading, ...bookingFieldHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Loading…", {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Reserve" })).not.toBeInTheDocument();
  },
};

/** The course could not be read. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [courseHandlers.detailError, ...bookingFieldHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The course could not be loaded.", {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** In Korean: the sections, the luggage rule and the price. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "정상회의 투어 예약" }, WAIT)).toBeVisible();
    await expect(await canvas.findByText(/추가 수하물은 1개당 \$10입니다/, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "요금" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "예약하기" })).toBeVisible();
  },
};

/** The form opened from a waitlist offer's link for the full 22 May departure, the offer answered as `offer`. */
const fromOffer = (offer: WaitlistApiOptions["offer"]) => ({
  args: { departureId: 42, offerToken: STORY_WAITLIST_TOKEN },
  parameters: {
    route: { path: `${FORM}?course=seoul-palaces&departure=42&offer=${STORY_WAITLIST_TOKEN}` },
    msw: {
      handlers: [
        courseHandlers.detail,
        courseHandlers.rates,
        ...bookingFieldHandlers,
        ...waitlistHandlers({ offer }),
        ...reservationHandlers(),
      ],
    },
  },
});

/**
 * Opened from a waitlist offer's link: the full 22 May departure is the guest's, with the 2 held seats and the
 * hold's end said above the form; the booking carries the offer.
 */
export const OfferActive: Story = {
  ...fromOffer(heldOffer),
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("status", { name: "Seats held for you" }, WAIT);
    await expect(notice).toHaveTextContent(/2 seats are held for you until May 15, 2026 at 9:00\s?PM \(Korea time\)/);
    const departure = within(canvas.getByRole("radiogroup", { name: "Departure" }));
    await expect(departure.getByRole("radio", { name: /May 22, 2026.*Seats left: 2/ })).toBeChecked();
  },
};

/** The offer's hold ended: said plainly; the departure is full again and another must be chosen. */
export const OfferExpired: Story = {
  ...fromOffer(lapsedOffer),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert", { name: "This offer has ended" }, WAIT)).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /May 22, 2026.*Full/ })).toBeDisabled();
  },
};

/** In Korean: the held seats and their end. */
export const OfferActiveKorean: Story = {
  ...OfferActive,
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole("status", { name: "좌석을 맡아 두었습니다" }, WAIT);
    await expect(notice).toHaveTextContent(/2026년 5월 15일 21:00\(한국 시간\)까지 2석을 맡아 두었습니다/);
  },
};
