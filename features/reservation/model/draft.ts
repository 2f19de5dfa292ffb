import { IsoDateSchema } from "@contracts/catalog";
import { ReservationOptionLineSchema } from "@contracts/reservations";
import { z } from "zod";

/**
 * The reservation in progress, kept in session storage (as the rest of the session, spec point 4) so a reload on
 * any step loses nothing, and a new tab starts clean. `request_id` is made once per draft: however often the last
 * step is submitted (double click, retry after a failure), the server creates one reservation.
 */

export const DRAFT_STORAGE_KEY = "RESERVATION_DRAFT";

export const ReservationSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("cart"), cart_item_ids: z.array(z.number().int().positive()) }),
  z.object({
    kind: z.literal("product"),
    product_id: z.number().int().positive(),
    options: z.array(ReservationOptionLineSchema),
  }),
]);
export type ReservationSource = z.infer<typeof ReservationSourceSchema>;

/** What the cart or the product page hands over: the lines, and what the product page already chose. */
export const ReservationStartSchema = z.object({
  source: ReservationSourceSchema,
  departure_date: IsoDateSchema.optional(),
  departure_time: z.string().optional(),
  travelers: z.number().int().min(0).optional(),
  luggage: z.number().int().min(0).optional(),
});
export type ReservationStart = z.infer<typeof ReservationStartSchema>;

export const ReservationDraftSchema = ReservationStartSchema.extend({
  request_id: z.string().min(1),
  /** What was typed so far, step by step (the form's values, as strings and flags; the QR pass's pass per traveller). */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).default({}),
});
export type ReservationDraft = z.infer<typeof ReservationDraftSchema>;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** Starts a new reservation (replacing any earlier draft) and returns it; the site then opens the first step. */
export function startReservation(start: ReservationStart, storage = defaultStorage()): ReservationDraft {
  const draft: ReservationDraft = { ...ReservationStartSchema.parse(start), request_id: newRequestId(), values: {} };
  storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  return draft;
}

/** The draft in progress; `null` when there is none or what is stored is not a draft any more. */
export function readReservationDraft(storage = defaultStorage()): ReservationDraft | null {
  const raw = storage?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = ReservationDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers what was typed; the request id and the lines stay as they were. */
export function saveDraftValues(values: ReservationDraft["values"], storage = defaultStorage()): void {
  const draft = readReservationDraft(storage);
  if (!draft) return;
  storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, values }));
}

/** Forgets the draft (after the reservation is created, or when the person starts over). */
export function clearReservationDraft(storage = defaultStorage()): void {
  storage?.removeItem(DRAFT_STORAGE_KEY);
}
