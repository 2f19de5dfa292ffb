import { FAIR_YEARS, type Fair } from "@contracts/editions";
import { and, eq, type SQL } from "drizzle-orm";
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
