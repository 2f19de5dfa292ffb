import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idParam, intField, REQUIRED_MESSAGE, requiredString, text } from "./fields";
import { HHMM_PATTERN } from "./mice";
import { CurrencySchema } from "./money";
import { MIN_TRAVELERS } from "./reservations";
import { CourseKeySchema, DepartureSeatsSchema, TourAreaSchema, TourCourseParamsSchema } from "./tours";

/**
 * The summit tours' operators' console (ADR 0027, issue 23): courses as data in both languages, each course's
 * departures (one day, one time, its seats) and whether they are on sale. A course is a product of the summit
 * channel; a departure is one of its options, so its price is the option's price in one currency, as a shop option
 * is priced, and the seats already booked are the option's places sold.
 */

export const ADMIN_TOURS_PATH = "/api/v1/admin/tours";

export const TOUR_ADMIN_MESSAGES = {
  slug: "Use lower-case letters, digits and single hyphens (at most 80), e.g. seoul-palaces.",
  slugTaken: "Another course or product already has this address.",
  parentNotFound: "There is no course with this address.",
  parentIsSelf: "A course cannot be a part of itself.",
  parentIsSubCourse: "A sub-course cannot have sub-courses of its own: choose a main course.",
  hasSubCourses: "This course has sub-courses, so it cannot become a sub-course itself.",
  time: "Use the time form HH:MM on a 24-hour clock.",
  languages: "Choose at least one guide language.",
  languageCode: "Use a language code such as en, ko or ja.",
  languageTwice: "Each guide language once.",
  itinerary: "Add at least one stop to the itinerary.",
  toBeforeFrom: "The last day cannot be before the first day.",
  rangeTooLong: "Add at most a year of departures at once.",
  noDays: "No day of this range falls on the weekdays chosen.",
  pastDate: "Departures start from tomorrow (Korea time): no same-day booking.",
  departureExists: "This course already departs at this time on one of these days.",
  seatsBelowBooked: "Seats cannot be fewer than the seats already booked.",
  departureNotFound: "This departure does not exist.",
  nothingToChange: "Send the seats, the price, whether it is on sale, or several of them.",
  departureInUse: "This departure has bookings or a waiting list, so it cannot be deleted: close it for sale instead.",
  imageAddress: "Use the address of a picture on this site, starting with /.",
  images: "Add at least one picture: the first is the course's thumbnail.",
} as const;

const hhmm = () => text().regex(HHMM_PATTERN, TOUR_ADMIN_MESSAGES.time);
/** A departure's price per traveller in its currency's major units. */
const priceField = () => z.number().min(0).max(100_000_000);

/**
 * A picture on this site (`/images/...`), never `//host` or a script's address: the pages' content security policy
 * shows pictures from this site only, so an address elsewhere would be a broken picture on the guests' pages.
 */
export function isImageAddress(value: string): boolean {
  return /^\/(?![/\\])\S+$/.test(value);
}

/** A course's picture: its address, as the shop's products keep theirs (no alt text: the name says what it shows). */
export const CourseImageSchema = text()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])\S+$/, TOUR_ADMIN_MESSAGES.imageAddress);
export const MAX_COURSE_IMAGES = 12;
/** A new course's picture until operators give their own: the tours' placeholder. */
export const DEFAULT_COURSE_IMAGE = "/images/catalog/tour-palace.svg";
/** A text of the page in one language: present, trimmed, and no longer than a column of its kind should hold. */
const words = (max: number) => requiredString().trim().min(1, REQUIRED_MESSAGE).max(max);

export const AdminItineraryStopSchema = z.object({
  time: hhmm(),
  title_en: words(120),
  title_ko: words(120),
  text_en: text().trim().max(1000).default(""),
  text_ko: text().trim().max(1000).default(""),
});
export type AdminItineraryStop = z.infer<typeof AdminItineraryStopSchema>;

export const CourseSlugSchema = text()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, TOUR_ADMIN_MESSAGES.slug)
  .max(80, TOUR_ADMIN_MESSAGES.slug);

/** `POST /admin/tours/courses` and `PUT /admin/tours/courses/{slug}`: the whole course, both languages. */
export const AdminCourseBodySchema = z.object({
  slug: CourseSlugSchema,
  area: TourAreaSchema,
  /** The main course this one is a sub-course of, by its address; null for a main course. */
  parent_slug: CourseSlugSchema.nullable().default(null),
  name_en: words(120),
  name_ko: words(120),
  summary_en: words(300),
  summary_ko: words(300),
  description_en: words(5000),
  description_ko: words(5000),
  itinerary: z.array(AdminItineraryStopSchema).min(1, TOUR_ADMIN_MESSAGES.itinerary).max(30),
  meeting_point_en: words(200),
  meeting_point_ko: words(200),
  duration_minutes: intField(15, 24 * 60),
  languages: z
    .array(text().regex(/^[a-z]{2,3}$/, TOUR_ADMIN_MESSAGES.languageCode))
    .min(1, TOUR_ADMIN_MESSAGES.languages)
    .max(10)
    .refine((list) => new Set(list).size === list.length, TOUR_ADMIN_MESSAGES.languageTwice),
  min_travelers: intField(MIN_TRAVELERS, 100),
  cancel_cutoff_hours: intField(0, 24 * 30),
  published: z.boolean(),
  sort_order: intField(0, 100_000),
  /**
   * The course's pictures in their order, the first its thumbnail. Left out, a new course has the tours' placeholder
   * and a saved one keeps its own.
   */
  images: z.array(CourseImageSchema).min(1, TOUR_ADMIN_MESSAGES.images).max(MAX_COURSE_IMAGES).optional(),
});
export type AdminCourseBody = z.input<typeof AdminCourseBodySchema>;

export const AdminCourseSchema = AdminCourseBodySchema.extend({
  id: z.number().int(),
  parent_slug: z.string().nullable(),
  itinerary: z.array(AdminItineraryStopSchema.required()),
  images: z.array(z.string()),
  /** Every departure the course has, past ones included. */
  departures: z.number().int(),
}).meta({ id: "AdminTourCourse" });
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

/** A course in the operators' list: published or not, with how many departures it has. */
export const AdminCourseSummarySchema = CourseKeySchema.extend({
  name_en: z.string(),
  name_ko: z.string(),
  published: z.boolean(),
  sort_order: z.number().int(),
  departures: z.number().int(),
  /** Departures from today on. */
  upcoming: z.number().int(),
}).meta({ id: "AdminTourCourseSummary" });
export type AdminCourseSummary = z.infer<typeof AdminCourseSummarySchema>;

export const AdminCourseListResponseSchema = envelopeSchema(z.array(AdminCourseSummarySchema));
export const AdminCourseResponseSchema = envelopeSchema(AdminCourseSchema);
/** A course's address in a path: the guests' pages and the console refuse a bad one alike. */
export const AdminCourseParamsSchema = TourCourseParamsSchema;

/** A departure as operators see it: its seats, the seats booked, on sale or not, and its price per traveller. */
export const AdminDepartureSchema = DepartureSeatsSchema.extend({
  /** On sale; false once an operator closed it. */
  bookable: z.boolean(),
  /** Called off (too few travellers at the decision time). */
  cancelled: z.boolean(),
  price: z.number(),
  currency: CurrencySchema,
}).meta({ id: "AdminTourDeparture" });
export type AdminDeparture = z.infer<typeof AdminDepartureSchema>;
export const AdminDepartureListResponseSchema = envelopeSchema(z.array(AdminDepartureSchema));
export const AdminDepartureResponseSchema = envelopeSchema(AdminDepartureSchema);

/** Sunday 0 to Saturday 6, as `Date.getUTCDay()` counts them. */
export const WeekdaySchema = z.number().int().min(0).max(6);

/** Whole days from `from` to `to`, both included (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The days of `from`..`to` (inclusive) that fall on one of `weekdays` (every day when none are given). */
export function departureDays(from: string, to: string, weekdays: readonly number[] = []): string[] {
  const days: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  while (day.getTime() <= last) {
    if (weekdays.length === 0 || weekdays.includes(day.getUTCDay())) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

export const MAX_DEPARTURE_RANGE_DAYS = 366;

/**
 * `POST /admin/tours/courses/{slug}/departures`: one day (`from` alone) or every chosen weekday of a range, at one
 * time, each with these seats at this price per traveller.
 */
export const AddDeparturesBodySchema = z
  .object({
    from: IsoDateSchema,
    /** The last day of the range; `from` alone adds that one day. */
    to: IsoDateSchema.optional(),
    /** Which days of the range (Sunday 0 ... Saturday 6); every day when empty. */
    weekdays: z.array(WeekdaySchema).max(7).default([]),
    time: hhmm(),
    seats: intField(1, 1000),
    price: priceField(),
    currency: CurrencySchema,
  })
  .superRefine((body, ctx) => {
    const to = body.to ?? body.from;
    if (to < body.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: TOUR_ADMIN_MESSAGES.toBeforeFrom });
    } else if (daysBetween(body.from, to) >= MAX_DEPARTURE_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: TOUR_ADMIN_MESSAGES.rangeTooLong });
    } else if (departureDays(body.from, to, body.weekdays).length === 0) {
      ctx.addIssue({ code: "custom", path: ["weekdays"], message: TOUR_ADMIN_MESSAGES.noDays });
    }
  });
export type AddDeparturesBody = z.input<typeof AddDeparturesBodySchema>;

/**
 * `PATCH /admin/tours/departures/{id}`: its seats (never below those booked or held), its price per traveller in its
 * own currency (for bookings from now on: a reservation keeps the price it was made at), on sale or closed.
 */
export const DeparturePatchBodySchema = z
  .object({
    seats: intField(1, 1000).optional(),
    price: priceField().optional(),
    bookable: z.boolean().optional(),
  })
  .refine((body) => body.seats !== undefined || body.price !== undefined || body.bookable !== undefined, {
    message: TOUR_ADMIN_MESSAGES.nothingToChange,
    path: ["seats"],
  });
export type DeparturePatchBody = z.input<typeof DeparturePatchBodySchema>;
export const AdminDepartureParamsSchema = z.object({ id: idParam() });
