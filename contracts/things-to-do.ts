import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idParam } from "./fields";
import { VenueDistrictSchema } from "./passes";
import { LangSchema } from "./settings";
import { addDays, shopToday } from "./shop-calendar";

/**
 * The visitor pass site's "things to do" (`/seoulitepass/thingstodo`, issue 24): what is on in Seoul, day by day.
 * An event runs over Korean calendar days (`starts_on` to `ends_on`, both inclusive: a one-day event has both
 * equal); some are at a partner venue, where the pass gives something.
 */

export const THINGS_TO_DO_PATH = "/api/v1/things-to-do";

/** What a list reads when it names no days: today in Korea and the 30 days after it. */
export const DEFAULT_EVENT_DAYS = 31;
/** The widest list: two months of days between `from` and `to` (a month view with its edges fits). */
export const MAX_EVENT_RANGE_DAYS = 62;

export const THINGS_TO_DO_MESSAGES = {
  eventNotFound: "This event does not exist.",
  toBeforeFrom: "The last day comes before the first day.",
  rangeTooLong: `Ask for at most ${MAX_EVENT_RANGE_DAYS} days at a time.`,
} as const;

export const EVENT_CATEGORIES = ["festival", "exhibition", "performance", "market", "sports", "night"] as const;
export const EventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof EventCategorySchema>;

export const CityEventSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    category: EventCategorySchema,
    /** Its first Korean calendar day. */
    starts_on: IsoDateSchema,
    /** Its last Korean calendar day (inclusive); equal to `starts_on` for a one-day event. */
    ends_on: IsoDateSchema,
    /** Its daily hours in its organisers' words ("19:00–22:00"); null when it has none (an exhibition's are the venue's). */
    times: z.string().nullable(),
    place: z.string(),
    district: VenueDistrictSchema,
    /** The partner venue it is at, when it is at one. */
    venue_id: z.number().int().nullable(),
    /** Its price in words: "Free", "KRW 15,000", "From KRW 99,000". */
    price: z.string(),
    /** At a partner venue: the pass gives something there (free entry or a discount). */
    with_pass: z.boolean(),
    image: z.string(),
    /** The organisers' own page, when there is one. */
    link: z.string().nullable(),
  })
  .meta({ id: "CityEventSummary" });
export type CityEventSummary = z.infer<typeof CityEventSummarySchema>;

export const CityEventSchema = CityEventSummarySchema.extend({
  description: z.string(),
}).meta({ id: "CityEvent" });
export type CityEvent = z.infer<typeof CityEventSchema>;

/** The days a list covers, after its defaults: what it read, for the page to say. */
export const EventRangeSchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });
export type EventRange = z.infer<typeof EventRangeSchema>;

const DAY_MS = 86_400_000;
const daysApart = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What is wrong with a range of days (`to` is the field named), or undefined. */
export function eventRangeProblem(from: string, to: string): keyof typeof THINGS_TO_DO_MESSAGES | undefined {
  if (to < from) return "toBeforeFrom";
  if (daysApart(from, to) > MAX_EVENT_RANGE_DAYS) return "rangeTooLong";
  return undefined;
}

/**
 * The days a list reads: `from` (else today in Korea) to `to` (else 30 days after `from`). A `to` alone before
 * today is a range that ends before it starts, answered as such.
 */
export function resolveEventRange(
  query: { from?: string; to?: string },
  now: Date,
): { range: EventRange } | { problem: keyof typeof THINGS_TO_DO_MESSAGES } {
  const from = query.from ?? shopToday(now);
  const to = query.to ?? addDays(from, DEFAULT_EVENT_DAYS - 1);
  const problem = eventRangeProblem(from, to);
  return problem ? { problem } : { range: { from, to } };
}

/** `GET /things-to-do/events`: the events on at least one day of the range, of one category when asked. */
export const EventsQuerySchema = z
  .object({
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    category: EventCategorySchema.optional(),
    lang: LangSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const problem = eventRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: "custom", path: ["to"], message: THINGS_TO_DO_MESSAGES[problem] });
  });
export type EventsQuery = z.input<typeof EventsQuerySchema>;

export const EventListResponseSchema = envelopeSchema(z.array(CityEventSummarySchema), EventRangeSchema);

export const EventParamsSchema = z.object({ id: idParam({ missing: THINGS_TO_DO_MESSAGES.eventNotFound }) });
export const EventQuerySchema = z.object({ lang: LangSchema.optional() });
export const EventResponseSchema = envelopeSchema(CityEventSchema);
