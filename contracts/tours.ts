import { z } from "zod";
import { EmailSchema } from "./auth";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, idParam, isoDateTime, requiredString, text } from "./fields";
import { CurrencySchema } from "./money";
import {
  checkPaymentChoice,
  PartySchema,
  PaymentChoiceSchema,
  ReservationSchema,
  TravelerDetailsSchema,
} from "./reservations";
import { departureMoment } from "./reservation-deadlines";
import { LangSchema } from "./settings";
import { TOUR_AREAS } from "./tour-areas";

/**
 * The summit tours (`/apec2025`, `/apec2025korea`; ADR 0027). A course is a product of its own channel and each
 * departure is one of its dated options (one day, one time, its seats the option's places), so booking, places,
 * statuses and payments are the shop's. A guest books with an e-mail and no account; the reservation number and
 * that e-mail find it again, and a key signed by the server lets that browser act on that one reservation.
 */

export { TOUR_AREAS };
export const TourAreaSchema = z.enum(TOUR_AREAS);
export type TourArea = z.infer<typeof TourAreaSchema>;

/** Free cancellation until this many hours before departure (Korea time) unless a course says otherwise. */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 48;
/** Where the number of a departure's travellers is counted: below the minimum at this many hours, it is called off. */
export const DEPARTURE_DECISION_HOURS = 24;
/**
 * Seats freed on a full departure are held this long for the next waiting guest whose party fits (long enough for
 * a guest abroad to wake up to the mail, short enough for the seats to reach the next one well before departure).
 */
export const WAITLIST_OFFER_HOURS = 12;

export const TOURS_PATH = "/api/v1/tours";
/** The header that carries a guest's reservation key (from the booking or the lookup). */
export const RESERVATION_KEY_HEADER = "X-Reservation-Key";

export const TOUR_MESSAGES = {
  departureRequired: "Select a departure date and time.",
  departureNotFound: "This departure is not offered.",
  departureFull: "This departure is full. Choose another date or join the waiting list.",
  departureClosed: "This departure can no longer be booked.",
  emailRequired: "Enter the e-mail address the confirmation goes to.",
  lookupFailed: "No reservation matches this number and e-mail address.",
  keyInvalid: "This link has expired. Find the reservation again with its number and e-mail address.",
  courseNotFound: "This course does not exist.",
  tooManyBookings: "Too many bookings have been made from here in a short time. Please try again later.",
} as const;

/** How a departure stands for a visitor choosing one. */
export const DepartureStateSchema = z.enum(["open", "full", "closed", "cancelled", "departed"]);
export type DepartureState = z.infer<typeof DepartureStateSchema>;

/**
 * What a visitor may do with a departure: `closed` is the operator's (or past the booking day rule), `cancelled`
 * is a departure called off (too few travellers at the decision time), `full` has no seat left.
 */
export function departureState(
  departure: { date: string; time: string; seats: number; booked: number; bookable: boolean; cancelled: boolean },
  minDate: string,
  now: Date,
): DepartureState {
  if (departure.cancelled) return "cancelled";
  if (departureMoment(departure.date, departure.time).getTime() <= now.getTime()) return "departed";
  if (!departure.bookable || departure.date < minDate) return "closed";
  if (departure.booked >= departure.seats) return "full";
  return "open";
}

/** Until when a booking of a departure may be cancelled free of charge (an instant in time, Korea's clock). */
export function freeCancellationUntil(date: string, time: string, cutoffHours: number): Date {
  return new Date(departureMoment(date, time).getTime() - cutoffHours * 3_600_000);
}

export const TourItineraryStopSchema = z.object({
  /** `HH:MM`, Korea time. */
  time: z.string(),
  title: z.string(),
  text: z.string(),
});

/** A departure as both the guests' pages and the operators' console name it: its day, time and seats. */
export const DepartureSeatsSchema = z.object({
  /** The departure's option id: what a booking names. */
  id: z.number().int(),
  date: IsoDateSchema,
  time: z.string(),
  seats: z.number().int(),
  booked: z.number().int(),
});

export const TourDepartureSchema = DepartureSeatsSchema.extend({
  seats_left: z.number().int(),
  state: DepartureStateSchema,
  price: z.number(),
  currency: CurrencySchema,
  /** When free cancellation ends for a booking of this departure (ISO instant). */
  free_cancellation_until: z.string(),
}).meta({ id: "TourDeparture" });
export type TourDeparture = z.infer<typeof TourDepartureSchema>;

/** What names a course in every list of them: its id, its address, its area and the main course it is a part of. */
export const CourseKeySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  area: TourAreaSchema,
  /** The course this one is a part of (a sub-course), by slug. */
  parent_slug: z.string().nullable(),
});

export const TourCourseSummarySchema = CourseKeySchema.extend({
  name: z.string(),
  summary: z.string(),
  thumbnail: z.string(),
  duration_minutes: z.number().int(),
  /** Guide languages (`en`, `ko`, ...). */
  languages: z.array(z.string()),
  /** The lowest price of a departure still open, in its currency; null when none is open. */
  from_price: z.number().nullable(),
  currency: CurrencySchema,
  next_departure: IsoDateSchema.nullable(),
}).meta({ id: "TourCourseSummary" });
export type TourCourseSummary = z.infer<typeof TourCourseSummarySchema>;

export const TourCourseSchema = TourCourseSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  meeting_point: z.string(),
  itinerary: z.array(TourItineraryStopSchema),
  min_travelers: z.number().int(),
  cancel_cutoff_hours: z.number().int(),
  sub_courses: z.array(TourCourseSummarySchema),
  departures: z.array(TourDepartureSchema),
  /** The first day a departure may be booked (tomorrow in Korea: no same-day booking). */
  min_date: IsoDateSchema,
}).meta({ id: "TourCourse" });
export type TourCourse = z.infer<typeof TourCourseSchema>;

export const TourCoursesQuerySchema = z.object({
  area: TourAreaSchema.optional(),
  lang: LangSchema.optional(),
});
export const TourCourseParamsSchema = z.object({
  slug: text().regex(/^[a-z0-9-]{1,80}$/, TOUR_MESSAGES.courseNotFound),
});
export const TourCourseListResponseSchema = envelopeSchema(z.array(TourCourseSummarySchema));
export const TourCourseResponseSchema = envelopeSchema(TourCourseSchema);

/**
 * `POST /tours/reservations`: one departure, the travellers and their luggage, the representative's details and the
 * payment choice of the shop's form (spec point 3), and the e-mail the confirmation goes to (a guest's only key).
 */
export const CreateTourReservationBodySchema = z
  .object({
    request_id: z.uuid().optional(),
    departure_id: idField({ missing: TOUR_MESSAGES.departureRequired }),
    email: EmailSchema,
    currency: CurrencySchema,
    ...PartySchema.shape,
    ...TravelerDetailsSchema.shape,
    expected_total: z.number().min(0).optional(),
    lang: LangSchema.default("en"),
    ...PaymentChoiceSchema.shape,
    /** The waitlist offer's token (the mail's link): the booking takes the seats held for it. */
    offer: text()
      .regex(/^[A-Za-z0-9_-]{43}$/, "This offer link is not one of ours.")
      .optional(),
  })
  .superRefine(checkPaymentChoice);
export type CreateTourReservationBody = z.input<typeof CreateTourReservationBodySchema>;

/** The shop's reservation, with the course it books and until when it may be cancelled free of charge. */
export const TourReservationSchema = ReservationSchema.extend({
  course_slug: z.string(),
  course_name: z.string(),
  area: TourAreaSchema,
  meeting_point: z.string(),
  email: z.string(),
  free_cancellation_until: z.string(),
  /** Cancelling now ends it at once (and refunds a payment); false: the operators decide on a request. */
  cancels_free: z.boolean(),
}).meta({ id: "TourReservation" });
export type TourReservation = z.infer<typeof TourReservationSchema>;

/** A reservation with the key that lets this browser open, pay and cancel it (valid for a limited time). */
export const TourReservationAccessSchema = z.object({
  reservation: TourReservationSchema,
  key: z.string(),
  key_expires_at: z.string(),
});
export type TourReservationAccess = z.infer<typeof TourReservationAccessSchema>;
export const TourReservationAccessResponseSchema = envelopeSchema(TourReservationAccessSchema);
export const TourReservationResponseSchema = envelopeSchema(TourReservationSchema);

export const TourLookupBodySchema = z.object({
  reservation_number: requiredString()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^R\d{6}-[A-Z2-9]{6}$/, TOUR_MESSAGES.lookupFailed)),
  email: EmailSchema,
});
export type TourLookupBody = z.input<typeof TourLookupBodySchema>;

export const TourReservationParamsSchema = z.object({
  number: text().regex(/^R\d{6}-[A-Z2-9]{6}$/, TOUR_MESSAGES.lookupFailed),
});
export const TourLangQuerySchema = z.object({ lang: LangSchema.optional() });
export const TourCancelBodySchema = z.object({ reason: text().trim().max(500).default("") });

/** `POST /tours/payments/checkout`: the guest's reservation to pay (its key in the header). */
export const TourCheckoutBodySchema = z.object({
  reservation_number: text().regex(/^R\d{6}-[A-Z2-9]{6}$/, TOUR_MESSAGES.lookupFailed),
});

// ---------------------------------------------------------------------------------------------------------------
// Tickets and check-in (pretix's model: a ticket is valid once per check-in list; here the list is the departure)

/** `/apec2025/qrcode/{token}`: the page a ticket's QR code opens; the scanner reads the token from it. */
export const TICKET_PAGE_PREFIX = "/apec2025/qrcode/";
/** A ticket's token: `T1.<reservation id>.<traveller>.<signature>`, signed by the server, not a guessable number. */
export const TICKET_TOKEN_PATTERN = /^T1\.\d{1,10}\.\d{1,2}\.[A-Za-z0-9_-]{43}$/;

/** The token inside what a scanner read: the token itself, or a ticket page's address that carries it. */
export function ticketTokenIn(scanned: string): string | null {
  const text = scanned.trim();
  const candidate = text.includes(TICKET_PAGE_PREFIX) ? (text.split(TICKET_PAGE_PREFIX)[1] ?? "") : text;
  const token = decodeURIComponent(candidate.split(/[?#]/)[0] ?? "");
  return TICKET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * How a ticket stands for its holder: `valid` passes the gate, `unpaid` waits for its payment, `cancelled` never
 * passes, `used` has passed (its passage's time in `checked_in_at`).
 */
export const TicketStateSchema = z.enum(["valid", "unpaid", "cancelled", "used"]);
export type TicketState = z.infer<typeof TicketStateSchema>;

/** A ticket's state from its reservation and its passage: a passage first, then a cancellation, then payment. */
export function ticketState(
  reservation: { paid: boolean; cancelled: boolean },
  checkedInAt: string | null,
): TicketState {
  if (checkedInAt) return "used";
  if (reservation.cancelled) return "cancelled";
  return reservation.paid ? "valid" : "unpaid";
}

/** The address a ticket's QR code carries: its page, which a scanner reads the token from (`ticketTokenIn`). */
export const ticketPageUrl = (origin: string, token: string) => `${origin}${TICKET_PAGE_PREFIX}${token}`;

export const TicketSchema = z
  .object({
    /** `<reservation id>.<traveller>`: the ticket's name in lists. */
    id: z.string(),
    reservation_number: z.string(),
    /** 1 for the representative, then 2, 3... */
    traveler: z.number().int(),
    /** How many travellers (tickets) the reservation has: ticket `traveler` of `travelers`. */
    travelers: z.number().int(),
    holder: z.string(),
    token: z.string(),
    course_name: z.string(),
    departure_id: z.number().int(),
    departure_date: IsoDateSchema,
    departure_time: z.string(),
    meeting_point: z.string(),
    /** Paid and not cancelled: it passes the gate. */
    valid: z.boolean(),
    state: TicketStateSchema,
    checked_in_at: z.string().nullable(),
  })
  .meta({ id: "Ticket" });
export type Ticket = z.infer<typeof TicketSchema>;
export const TicketListResponseSchema = envelopeSchema(z.array(TicketSchema));
export const TicketResponseSchema = envelopeSchema(TicketSchema);
export const TicketTokenParamsSchema = z.object({
  token: text().regex(TICKET_TOKEN_PATTERN, "This is not a ticket of ours."),
});

/** What a scan decides, within the 300 ms the gate allows. */
export const ScanResultSchema = z.enum(["valid", "already_used", "wrong_departure", "invalid"]);
export type ScanResult = z.infer<typeof ScanResultSchema>;

/** A device's name (the scanner's own id, kept on the phone) and a scan's one-time id (uploads deduplicate by it). */
const DeviceSchema = text().trim().min(1).max(64);
const NonceSchema = text().regex(/^[A-Za-z0-9_-]{8,64}$/, "A scan's id is 8 to 64 letters, digits, - or _.");

export const CheckInBodySchema = z.object({
  /** What the scanner read: the token or the ticket page's address. */
  scanned: text().trim().min(1).max(500),
  departure_id: idField(),
  device: DeviceSchema,
  nonce: NonceSchema,
  /** When it was scanned (an offline device's clock); now when left out. */
  scanned_at: isoDateTime().optional(),
});
export type CheckInBody = z.input<typeof CheckInBodySchema>;

export const CheckInAnswerSchema = z
  .object({
    result: ScanResultSchema,
    nonce: z.string(),
    ticket: TicketSchema.nullable(),
    /** For `already_used`: the first check-in, when and by which device. */
    first: z.object({ at: z.string(), device: z.string() }).nullable(),
  })
  .meta({ id: "CheckInAnswer" });
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;
export const CheckInResponseSchema = envelopeSchema(CheckInAnswerSchema);

/** An offline device's queue, sent when it is back: each scan answered as if sent alone, once per nonce. */
export const CheckInBatchBodySchema = z.object({
  device: DeviceSchema,
  scans: z
    .array(CheckInBodySchema.omit({ device: true }).extend({ scanned_at: isoDateTime() }))
    .min(1)
    .max(500),
});
export const CheckInBatchResponseSchema = envelopeSchema(z.array(CheckInAnswerSchema));

/** A departure's tickets for a scanner to decide offline: each token's hash, never the token itself. */
export const OfflineTicketSchema = z.object({
  id: z.string(),
  /** SHA-256 of the token, base64url: the device hashes what it reads and looks it up. */
  token_hash: z.string(),
  reservation_number: z.string(),
  holder: z.string(),
  valid: z.boolean(),
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export const DepartureTicketsSchema = z
  .object({
    departure_id: z.number().int(),
    course_name: z.string(),
    date: IsoDateSchema,
    time: z.string(),
    fetched_at: z.string(),
    tickets: z.array(OfflineTicketSchema),
  })
  .meta({ id: "DepartureTickets" });
export type DepartureTickets = z.infer<typeof DepartureTicketsSchema>;
export const DepartureTicketsResponseSchema = envelopeSchema(DepartureTicketsSchema);
export const DepartureParamsSchema = z.object({ id: idParam() });

export const DepartureCountsSchema = z
  .object({
    departure_id: z.number().int(),
    course_name: z.string(),
    date: IsoDateSchema,
    time: z.string(),
    seats: z.number().int(),
    /** Travellers of live reservations. */
    booked: z.number().int(),
    checked_in: z.number().int(),
    /** After departure: booked travellers of paid reservations who never checked in. */
    no_show: z.number().int(),
  })
  .meta({ id: "DepartureCounts" });
export const DepartureCountsQuerySchema = z.object({ date: IsoDateSchema, lang: LangSchema.optional() });
export const DepartureCountsResponseSchema = envelopeSchema(z.array(DepartureCountsSchema));
