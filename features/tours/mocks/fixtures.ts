import { storyReservation } from "@blocks/shop-kit";
import type { Ticket, TourCourse, TourCourseSummary, TourDeparture, TourReservation } from "@contracts/tours";

// Stories see 15 May 2026, 10:00 in Seoul (.storybook/fixed-date.ts): the first bookable day is the 16th.

export const STORY_KEY = "story-reservation-key";
export const STORY_NUMBER = "R260515-ABC234";
export const STORY_EMAIL = "alex@example.com";
export const KEY_EXPIRES_AT = "2026-05-15T12:00:00+09:00";

const departure = (patch: Partial<TourDeparture> & Pick<TourDeparture, "id" | "date">): TourDeparture => ({
  time: "09:00",
  seats: 12,
  booked: 4,
  seats_left: 8,
  state: "open",
  price: 80,
  currency: "USD",
  free_cancellation_until: `${patch.date}T09:00:00+09:00`,
  ...patch,
});

/** One of each state a visitor may meet, in date order. */
export const DEPARTURES: TourDeparture[] = [
  departure({ id: 41, date: "2026-05-20", free_cancellation_until: "2026-05-18T09:00:00+09:00" }),
  departure({ id: 42, date: "2026-05-22", booked: 12, seats_left: 0, state: "full" }),
  departure({ id: 43, date: "2026-05-24", time: "14:00", state: "closed" }),
  departure({ id: 44, date: "2026-05-27", booked: 1, seats_left: 11, state: "cancelled" }),
  departure({
    id: 45,
    date: "2026-05-29",
    time: "14:00",
    booked: 10,
    seats_left: 2,
    free_cancellation_until: "2026-05-27T14:00:00+09:00",
  }),
];

export const palaceSummary: TourCourseSummary = {
  id: 1,
  slug: "seoul-palaces",
  area: "seoul",
  parent_slug: null,
  name: "Royal palaces of Seoul",
  summary: "Gyeongbokgung, the changing of the guard and the Bukchon hanok village with a licensed guide.",
  thumbnail: "/images/catalog/tour-palace.svg",
  duration_minutes: 240,
  languages: ["en", "ko", "zh"],
  from_price: 80,
  currency: "USD",
  next_departure: "2026-05-20",
};

export const nightSummary: TourCourseSummary = {
  id: 2,
  slug: "seoul-palaces-night",
  area: "seoul",
  parent_slug: "seoul-palaces",
  name: "Changdeokgung by moonlight",
  summary: "The palace's evening opening, with traditional music in the secret garden.",
  thumbnail: "/images/catalog/festival-lanterns.svg",
  duration_minutes: 150,
  languages: ["en", "ko"],
  from_price: 65,
  currency: "USD",
  next_departure: "2026-05-22",
};

export const busanSummary: TourCourseSummary = {
  id: 3,
  slug: "busan-harbour",
  area: "busan",
  parent_slug: null,
  name: "Busan harbour and Gamcheon",
  summary: "The fish market, the harbour by boat and the painted lanes of Gamcheon Culture Village.",
  thumbnail: "/images/catalog/activity-sea.svg",
  duration_minutes: 390,
  languages: ["en", "ja"],
  from_price: null,
  currency: "USD",
  next_departure: null,
};

export const COURSES: TourCourseSummary[] = [palaceSummary, nightSummary, busanSummary];

export const palaceCourse: TourCourse = {
  ...palaceSummary,
  description:
    "Walk through five centuries of the Joseon dynasty: the throne hall of Gyeongbokgung, the royal guard's ceremony at the main gate, and the alleys of Bukchon where families still live in hanok houses.",
  images: ["/images/catalog/tour-palace.svg", "/images/catalog/culture-hanok.svg"],
  meeting_point: "Gwanghwamun Gate, in front of the ticket office",
  itinerary: [
    { time: "09:00", title: "Gwanghwamun Gate", text: "Meet the guide; the changing of the royal guard." },
    { time: "09:40", title: "Gyeongbokgung Palace", text: "The throne hall, the banquet pavilion and the gardens." },
    { time: "11:30", title: "Bukchon hanok village", text: "A walk through the lanes, with a stop for tea." },
    { time: "13:00", title: "End at Anguk station", text: "Line 3, exit 2." },
  ],
  min_travelers: 2,
  cancel_cutoff_hours: 48,
  sub_courses: [nightSummary],
  departures: DEPARTURES,
  min_date: "2026-05-16",
};

export const busanCourse: TourCourse = {
  ...busanSummary,
  description: "A day by the sea: Jagalchi fish market, a harbour cruise and the hillside village of Gamcheon.",
  images: ["/images/catalog/activity-sea.svg"],
  meeting_point: "Busan Station, main exit",
  itinerary: [{ time: "09:30", title: "Jagalchi market", text: "Breakfast among the stalls." }],
  min_travelers: 2,
  cancel_cutoff_hours: 72,
  sub_courses: [],
  departures: [DEPARTURES[1] as TourDeparture, DEPARTURES[3] as TourDeparture],
  min_date: "2026-05-16",
};

/** Alex's reservation of the palace course on 20 May, paid by card and free to cancel until the 18th. */
export const tourReservation: TourReservation = {
  ...storyReservation,
  id: 901,
  reservation_number: STORY_NUMBER,
  order_id: "ORD-R260515-ABC234",
  status: "pending",
  status_group: "pending",
  product_name: palaceCourse.name,
  thumbnail: palaceCourse.thumbnail,
  items: [],
  departure_date: "2026-05-20",
  departure_time: "09:00",
  travelers: 2,
  luggage: 5,
  representative_name: "Alex Morgan",
  nationality: "US",
  coupon_discount: 0,
  coupon_name: null,
  points_used: 0,
  points_value: 0,
  subtotal: 160,
  luggage_fee: 10,
  total: 170,
  course_slug: palaceCourse.slug,
  course_name: palaceCourse.name,
  area: "seoul",
  meeting_point: palaceCourse.meeting_point,
  email: STORY_EMAIL,
  free_cancellation_until: "2026-05-18T09:00:00+09:00",
  cancels_free: true,
};

/** The same reservation paid and confirmed. */
export const paidReservation: TourReservation = {
  ...tourReservation,
  status: "confirmed",
  status_group: "confirmed",
  payment_due_at: null,
  paid_at: "2026-05-15T10:05:00+09:00",
  confirmed_at: "2026-05-15T10:05:00+09:00",
};

/** The same, by bank transfer: the account, the amount in won and the deadline. */
export const transferReservation: TourReservation = {
  ...tourReservation,
  status: "waiting",
  status_group: "pending",
  payment_method: "bank_transfer",
  account_holder: "Alex Morgan",
  bank: "kb",
  deposit_account: { bank: "Shinhan Bank", number: "110-555-012345", holder: "Seoul Trip Co." },
  deposit_krw: 249_050,
  deposit_due_at: "2026-05-17T09:00:00+09:00",
  payment_due_at: null,
};

/** Past the free-cancellation cut-off: cancelling asks the operators. */
export const lateReservation: TourReservation = {
  ...paidReservation,
  free_cancellation_until: "2026-05-14T09:00:00+09:00",
  cancels_free: false,
};

// A ticket's token is `T1.<reservation>.<traveller>.<43 characters of signature>`; these only look the part.
const signature = (seed: string) => seed.repeat(43).slice(0, 43);
export const STORY_TICKET_TOKEN = `T1.901.1.${signature("Ab3_")}`;
/** Shaped like a token but not signed by the server: the ticket page's 404. */
export const UNKNOWN_TICKET_TOKEN = `T1.999.1.${signature("Zz9-")}`;

const ticket = (traveler: number, patch: Partial<Ticket> = {}): Ticket => ({
  id: `901.${traveler}`,
  reservation_number: STORY_NUMBER,
  traveler,
  travelers: 2,
  holder: traveler === 1 ? "Alex Morgan" : `Alex Morgan, guest ${traveler - 1}`,
  token: traveler === 1 ? STORY_TICKET_TOKEN : `T1.901.${traveler}.${signature("Qr7x")}`,
  course_name: palaceCourse.name,
  departure_id: 41,
  departure_date: "2026-05-20",
  departure_time: "09:00",
  meeting_point: palaceCourse.meeting_point,
  valid: true,
  state: "valid",
  checked_in_at: null,
  ...patch,
});

/** Alex's two tickets, paid: both pass at the gate. */
export const validTickets: Ticket[] = [ticket(1), ticket(2)];
/** Not paid yet: they do not pass until the payment is received. */
export const unpaidTickets: Ticket[] = validTickets.map((one) => ({ ...one, valid: false, state: "unpaid" }));
/** The reservation was cancelled. */
export const cancelledTickets: Ticket[] = validTickets.map((one) => ({ ...one, valid: false, state: "cancelled" }));
/** The first ticket passed the gate on the morning of the departure. */
export const usedTicket: Ticket = { ...ticket(1), state: "used", checked_in_at: "2026-05-20T08:52:00+09:00" };
/** The same tickets as the server writes them for a Korean page. */
export const koreanTickets: Ticket[] = [
  ticket(1, { course_name: "서울의 궁궐", meeting_point: "광화문 매표소 앞" }),
  ticket(2, { holder: "Alex Morgan 일행 1", course_name: "서울의 궁궐", meeting_point: "광화문 매표소 앞" }),
];

/** The origin the stories' QR codes name, whatever port the test server has. */
export const STORY_ORIGIN = "https://tours.example";
