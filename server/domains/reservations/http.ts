import { LangSchema } from "@contracts/settings";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ShopContext } from "./context";
import { type Lang, pickLang, type ReservationRow, toReservations } from "./view";

// What the shop's routes share (reservations, their operators' calls, payments): the language of the answer and
// a reservation shaped for the API.

export const LangQuerySchema = z.object({
  lang: LangSchema.optional().describe("Names in en or ko; default: Accept-Language, else en"),
});

export const langOf = (c: Context, query?: string): Lang => pickLang(query, c.req.header("accept-language"));

/** One reservation shaped for the API (items, thumbnail, deposit account). */
export async function reservationAnswer(ctx: ShopContext, row: ReservationRow, lang: Lang) {
  const [reservation] = await toReservations(ctx.db, [row], { lang, payments: ctx.payments, now: ctx.now() });
  if (!reservation) throw new Error("reservation vanished while shaping it");
  return reservation;
}

/** A page of reservations shaped for the API. */
export function reservationsAnswer(ctx: ShopContext, rows: readonly ReservationRow[], lang: Lang) {
  return toReservations(ctx.db, rows, { lang, payments: ctx.payments, now: ctx.now() });
}
