import type { CartItem } from "@contracts/cart";
import type { ProductDetail } from "@contracts/catalog";
import type { Coupon } from "@contracts/members";
import type { Reservation } from "@contracts/reservations";
import {
  BLANK_IMAGE,
  storyBankTransfer,
  storyCartLine,
  storyCartOption,
  storyCoupons,
  storyReservation,
} from "@blocks/shop-kit";

export { BLANK_IMAGE, STORY_TOKEN } from "@blocks/shop-kit";

export const cartFixture: CartItem[] = [
  storyCartLine({
    id: 11,
    product_id: 31,
    product: { name: "Seoul Lantern Festival night walk", thumbnail: BLANK_IMAGE, kind: "festival" },
    options: [
      storyCartOption(111, 2, "USD", {
        id: 301,
        name: "Adult night pass",
        option_start_date: "2026-05-20",
        option_end_date: "2026-07-31",
        price: 49,
        departure_times: ["09:00", "19:00"],
      }),
    ],
    trip: null,
    created_at: "2026-05-10T10:00:00+09:00",
  }),
  storyCartLine({
    id: 12,
    product_id: 42,
    product: { name: "Jeju Olle Trail day tour", thumbnail: BLANK_IMAGE, kind: "tour" },
    options: [
      storyCartOption(121, 1, "USD", {
        id: 401,
        name: "Course 7 with guide",
        option_start_date: "2026-05-16",
        option_end_date: "2026-08-31",
        price: 45,
        // a guided course sold per group: two travellers take one group
        pricing: "per_group",
        group_size: 6,
        departure_times: ["09:00", "13:00"],
      }),
    ],
    trip: null,
    created_at: "2026-05-11T10:00:00+09:00",
  }),
];

export const productFixture: ProductDetail = {
  id: 31,
  kind: "festival",
  category: "festival",
  region: "seoul",
  name: "Seoul Lantern Festival night walk",
  summary: "Lanterns along the Cheonggyecheon stream.",
  thumbnail: BLANK_IMAGE,
  price_from: 49,
  currency: "USD",
  featured: true,
  bookable: true,
  images: [],
  description: "",
  location: "Cheonggyecheon, Seoul",
  min_date: "2026-05-18",
  max_date: "2026-07-31",
  unavailable_dates: ["2026-05-25"],
  options: [
    {
      id: 301,
      name: "Adult night pass",
      option_start_date: "2026-05-18",
      option_end_date: "2026-07-31",
      price: 49,
      currency: "USD",
      capacity: 40,
      remaining: 12,
      bookable: true,
      pricing: "per_person",
      group_size: null,
      departure_times: ["09:30", "19:00"],
    },
  ],
};

export const couponsFixture: Coupon[] = storyCoupons;

const base: Reservation = storyReservation;

/** One reservation per state the pages tell apart. */
export const reservations = {
  pendingCard: base,
  waitingTransfer: {
    ...base,
    id: 502,
    reservation_number: "R-20260515-0502",
    order_id: "ORD-20260515-0502",
    ...storyBankTransfer,
    // 97.3 x 1465, converted once
    deposit_krw: 142545,
    payment_due_at: null,
  },
  requested: {
    ...base,
    id: 503,
    reservation_number: "R-20260514-0503",
    status: "requested",
    status_group: "confirmed",
    paid_at: "2026-05-14T11:00:00+09:00",
    payment_due_at: null,
  },
  confirmed: {
    ...base,
    id: 504,
    reservation_number: "R-20260510-0504",
    status: "confirmed",
    status_group: "confirmed",
    paid_at: "2026-05-10T11:00:00+09:00",
    confirmed_at: "2026-05-12T09:00:00+09:00",
    payment_due_at: null,
  },
  cancelRequested: {
    ...base,
    id: 505,
    reservation_number: "R-20260508-0505",
    status: "cancel_requested",
    status_group: "cancel_requested",
    can_cancel: false,
    paid_at: "2026-05-08T11:00:00+09:00",
    cancel_requested_at: "2026-05-13T15:00:00+09:00",
    payment_due_at: null,
  },
  cancelled: {
    ...base,
    id: 506,
    reservation_number: "R-20260501-0506",
    status: "cancelled",
    status_group: "cancelled",
    cancel_reason: "member",
    can_cancel: false,
    cancelled_at: "2026-05-02T09:00:00+09:00",
    payment_due_at: null,
  },
  expired: {
    ...base,
    id: 507,
    reservation_number: "R-20260505-0507",
    status: "cancelled",
    status_group: "cancelled",
    cancel_reason: "deposit_expired",
    can_cancel: false,
    payment_method: "bank_transfer",
    cancelled_at: "2026-05-08T10:00:00+09:00",
    payment_due_at: null,
  },
} satisfies Record<string, Reservation>;

export const allReservations: Reservation[] = Object.values(reservations);

/** Trips that have started, kept out of the list stories (issue 18, item 3). */
export const pastTrips = {
  /** Departed on 18 May and paid: no cancellation, and its review is waiting (issue 18, item 3). */
  completed: {
    ...base,
    id: 508,
    reservation_number: "R-20260420-0508",
    status: "confirmed",
    status_group: "confirmed",
    can_cancel: false,
    departed: true,
    can_review: true,
    departure_date: "2026-05-18",
    departure_time: "10:00",
    paid_at: "2026-04-20T11:00:00+09:00",
    confirmed_at: "2026-04-21T09:00:00+09:00",
    payment_due_at: null,
  },
  /** Left this morning: no cancellation, and no review before the trip is over. */
  departedToday: {
    ...base,
    id: 509,
    reservation_number: "R-20260420-0509",
    status: "confirmed",
    status_group: "confirmed",
    can_cancel: false,
    departed: true,
    can_review: false,
    paid_at: "2026-04-20T11:00:00+09:00",
    confirmed_at: "2026-04-21T09:00:00+09:00",
    payment_due_at: null,
  },
} satisfies Record<string, Reservation>;

/** The Korean names the server gives with `?lang=ko` (the catalogue's names, as booked). */
const KOREAN_NAMES: Record<string, string> = {
  "Seoul Lantern Festival night walk": "서울 등불 축제 야간 산책",
  "Adult night pass": "성인 야간권",
};

/** A reservation as the server answers it in a language: product and option names in that language. */
export function reservationInLang(reservation: Reservation, lang: string | null): Reservation {
  if (lang !== "ko") return reservation;
  const ko = (name: string) => KOREAN_NAMES[name] ?? name;
  return {
    ...reservation,
    product_name: ko(reservation.product_name),
    items: reservation.items.map((item) => ({
      ...item,
      product_name: ko(item.product_name),
      option_name: ko(item.option_name),
    })),
  };
}
