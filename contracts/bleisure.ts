import { z } from "zod";
import { CategorySchema, IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { intParam, text } from "./fields";
import { CurrencySchema } from "./money";
import { DEPARTURE_TIME_PATTERN } from "./reservations";
import { LangSchema } from "./settings";

/**
 * Business leisure (spec point 2, `/bleisure`, ADR 0032): half-day and day programmes for business visitors. They are
 * products of the shop (booked through its product page, cart and payment); this read lists them by the visitor's
 * free time: a Korean calendar day, a start time and a number of hours.
 */

export const BLEISURE_PROGRAMMES_PATH = "/api/v1/bleisure/programmes";

/** The free time a visitor may name, in whole hours. */
export const FREE_HOURS = { min: 1, max: 12 } as const;

export const BLEISURE_MESSAGES = {
  time: "Use a start time such as 14:00 (HH:MM, 24-hour clock).",
  hours: `Choose from ${FREE_HOURS.min} to ${FREE_HOURS.max} hours.`,
  windowDate: "Choose the day of your free time.",
  windowFrom: "Choose when your free time starts.",
  windowHours: "Choose how many hours you have.",
} as const;

/** `HH:MM` as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** A free-time window: from `from` (`HH:MM`, Korean time) for `hours` hours, on one day. */
export type FreeTime = { from: string; hours: number };

/**
 * The fit rule, stated once: a departure fits when it leaves at or after the window's start and the programme is
 * over by the window's end (departure + length <= start + hours).
 */
export function fitsFreeTime(departure: string, durationMinutes: number, window: FreeTime): boolean {
  const start = minutesOf(window.from);
  const leave = minutesOf(departure);
  return leave >= start && leave + durationMinutes <= start + window.hours * 60;
}

const WINDOW_FIELDS = [
  ["date", BLEISURE_MESSAGES.windowDate],
  ["from", BLEISURE_MESSAGES.windowFrom],
  ["hours", BLEISURE_MESSAGES.windowHours],
] as const;

/**
 * `?date=&from=&hours=`: the three together name a window, none of them asks for every programme; a window with a
 * part missing is a 400 naming that part.
 */
export const FreeTimeQuerySchema = z
  .object({
    date: IsoDateSchema.optional(),
    from: text().regex(DEPARTURE_TIME_PATTERN, BLEISURE_MESSAGES.time).optional(),
    hours: intParam(FREE_HOURS.min, FREE_HOURS.max)
      .optional()
      .meta({ description: `Whole hours, ${FREE_HOURS.min} to ${FREE_HOURS.max}` }),
    lang: LangSchema.default("en"),
  })
  .superRefine((query, ctx) => {
    if (WINDOW_FIELDS.every(([field]) => query[field] === undefined)) return;
    for (const [field, message] of WINDOW_FIELDS) {
      if (query[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type FreeTimeQuery = z.input<typeof FreeTimeQuerySchema>;

export const BleisureProgrammeSchema = z
  .object({
    /** The shop product's id: its page is the shop's `/product/detail/{id}`. */
    id: z.number().int(),
    category: CategorySchema,
    name: z.string(),
    summary: z.string(),
    thumbnail: z.string(),
    /** How long the programme lasts from its departure. */
    duration_minutes: z.number().int().positive(),
    /** The cheapest open option's price (on the window's day when one is asked), in `currency`. */
    price_from: z.number(),
    currency: CurrencySchema,
    /**
     * With a window: the departures on its day, on options open that day, that fit it. Without: every departure an
     * option open from the first bookable day runs. Earliest first.
     */
    departure_times: z.array(z.string()),
  })
  .meta({ id: "BleisureProgramme" });
export type BleisureProgramme = z.infer<typeof BleisureProgrammeSchema>;

export const BleisureProgrammesResponseSchema = envelopeSchema(z.array(BleisureProgrammeSchema));
export type BleisureProgrammesResponse = z.infer<typeof BleisureProgrammesResponseSchema>;
