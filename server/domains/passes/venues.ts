import type { Venue, VenueSummary, VenuesQuery } from "@contracts/passes";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import type { Lang } from "../reservations/view";
import { passVenues } from "./venue-table";

export type VenueRow = typeof passVenues.$inferSelect;

const say = (lang: Lang, en: string, ko: string) => (lang === "ko" ? ko : en);

export function toVenueSummary(row: VenueRow, lang: Lang): VenueSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: say(lang, row.nameEn, row.nameKo),
    category: row.category,
    district: row.district,
    benefit: row.benefit,
    reservation_required: row.reservationRequired,
    repeat_visits: row.repeatVisits,
    opening_hours: say(lang, row.openingHoursEn, row.openingHoursKo),
    thumbnail: row.thumbnail,
    lat: row.lat,
    lng: row.lng,
  };
}

export function toVenue(row: VenueRow, lang: Lang): Venue {
  return {
    ...toVenueSummary(row, lang),
    description: say(lang, row.descriptionEn, row.descriptionKo),
    address: say(lang, row.addressEn, row.addressKo),
    directions: say(lang, row.directionsEn, row.directionsKo),
    phone: row.phone,
    images: row.images,
  };
}

/** The published venues (of a category, of a district when asked), in the operators' order. */
export async function listVenueRows(db: DbOrTx, filter: Omit<VenuesQuery, "lang"> = {}): Promise<VenueRow[]> {
  const where: SQL[] = [eq(passVenues.published, true)];
  if (filter.category) where.push(eq(passVenues.category, filter.category));
  if (filter.district) where.push(eq(passVenues.district, filter.district));
  return db
    .select()
    .from(passVenues)
    .where(and(...where))
    .orderBy(asc(passVenues.sortOrder), asc(passVenues.id));
}

/** One published venue; undefined when there is none by that id. */
export async function venueRow(db: DbOrTx, id: number): Promise<VenueRow | undefined> {
  const [row] = await db
    .select()
    .from(passVenues)
    .where(and(eq(passVenues.id, id), eq(passVenues.published, true)));
  return row;
}
