import { FAIR_YEARS, type Fair } from "@contracts/editions";
import { shopToday } from "@contracts/shop-calendar";
import { and, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { fairEditions } from "../mice/tables";
import { martApplications } from "./tables";

/**
 * Both fairs share the companies, their profiles and the applications' rules (ADR 0026): a call names its fair
 * (`?fair=`, the mart's by default) and works on that fair's current edition.
 */

/** The current edition of a fair. */
export function editionOf(fair: Fair = "sitmmt"): { fair: Fair; year: number } {
  return { fair, year: FAIR_YEARS[fair] };
}

/** The applications of a fair's current edition. */
export function inEdition(fair: Fair): SQL {
  const edition = editionOf(fair);
  return and(eq(martApplications.fair, edition.fair), eq(martApplications.eventYear, edition.year)) as SQL;
}

export type EditionRow = typeof fairEditions.$inferSelect;

/**
 * The row of a fair's current edition, or null while none is written (the mart has none: its dates are still
 * texts). Here rather than in the MICE domain, which reads the mart's exhibitors, so both may read it without a
 * cycle. A lock holds the row until the caller's transaction ends: `share` for a write that depends on the edition
 * (an application, a session on its days), `update` for the operators' edit of it.
 */
export async function editionRow(db: DbOrTx, fair: Fair, lock?: "share" | "update"): Promise<EditionRow | null> {
  const { year } = editionOf(fair);
  const query = db
    .select()
    .from(fairEditions)
    .where(and(eq(fairEditions.fair, fair), eq(fairEditions.year, year)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** Open through the whole of its last day in Korea, wherever the caller is. */
export function registrationOpen(edition: Pick<EditionRow, "registrationClosesOn">, now: Date): boolean {
  return shopToday(now) <= edition.registrationClosesOn;
}
