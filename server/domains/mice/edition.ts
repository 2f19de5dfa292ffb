import type { Fair } from "@contracts/editions";
import type { FairEdition } from "@contracts/mice";
import type { Lang } from "@contracts/settings";
import { addDays } from "@contracts/shop-calendar";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";
import { countApprovedSellers } from "../mart/business-directory";
import { editionRow, type EditionRow, registrationOpen } from "../mart/edition";
import { conferenceSessions } from "./tables";

export { type EditionRow, registrationOpen };

/** The fair's current edition (`FAIR_YEARS`), or 404 while none has been written. */
export async function currentEdition(db: DbOrTx, fair: Fair = "mice"): Promise<EditionRow> {
  const row = await editionRow(db, fair);
  if (!row) throw notFound("Edition");
  return row;
}

/** Every day of the edition, first to last (Korea days). */
export function editionDays(edition: Pick<EditionRow, "firstDay" | "lastDay">): string[] {
  const days: string[] = [];
  for (let day = edition.firstDay; day <= edition.lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The edition as the home page and the key visual show it, with its exhibitors (the sellers approved for it, as
 * the exhibitor list has them) and its sessions counted.
 */
export async function editionAnswer(db: Db, lang: Lang, now: Date): Promise<FairEdition> {
  const edition = await currentEdition(db);
  const exhibitors = await countApprovedSellers(db, edition.fair);
  const [sessions] = await db
    .select({ n: count() })
    .from(conferenceSessions)
    .where(and(eq(conferenceSessions.fair, edition.fair), eq(conferenceSessions.year, edition.year)));
  const ko = lang === "ko";
  return {
    fair: edition.fair,
    year: edition.year,
    name: ko ? edition.nameKo : edition.nameEn,
    days: editionDays(edition),
    opens: edition.opens,
    closes: edition.closes,
    venue: ko ? edition.venueKo : edition.venueEn,
    city: ko ? edition.cityKo : edition.cityEn,
    registration_closes_on: edition.registrationClosesOn,
    registration_open: registrationOpen(edition, now),
    exhibitors,
    sessions: sessions?.n ?? 0,
  };
}
