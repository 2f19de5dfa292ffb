import type { PageMeta } from "@contracts/envelope";
import { type AdminVenue, VENUE_ADMIN_MESSAGES, type VenueAdminInput } from "@contracts/pass-venues-admin";
import type { VenueCategory } from "@contracts/passes";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { uniqueViolation } from "../auth/errors";
import { passVenues } from "./venue-table";
import type { VenueRow } from "./venues";
import { pageMeta, pageOffset } from "../../platform/db/paging";

// The operators' side of the partner venues (ADR 0030, "Operators' venue pages"): every venue, published or not,
// written whole. Unpublishing only hides a venue from the public: its scans, payments and partner products stay.

export const adminVenueNotFound = () => new AppError(404, "NOT_FOUND", VENUE_ADMIN_MESSAGES.notFound);
export const venueSlugTaken = () => new AppError(409, "SLUG_TAKEN", VENUE_ADMIN_MESSAGES.slugTaken, "slug");

export function toAdminVenue(row: VenueRow): AdminVenue {
  return {
    id: row.id,
    slug: row.slug,
    name_en: row.nameEn,
    name_ko: row.nameKo,
    category: row.category,
    district: row.district,
    benefit: row.benefit,
    repeat_visits: row.repeatVisits,
    reservation_required: row.reservationRequired,
    opening_hours_en: row.openingHoursEn,
    opening_hours_ko: row.openingHoursKo,
    description_en: row.descriptionEn,
    description_ko: row.descriptionKo,
    address_en: row.addressEn,
    address_ko: row.addressKo,
    directions_en: row.directionsEn,
    directions_ko: row.directionsKo,
    phone: row.phone,
    thumbnail: row.thumbnail,
    lat: row.lat,
    lng: row.lng,
    sort_order: row.sortOrder,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const columns = (input: VenueAdminInput) => ({
  slug: input.slug,
  nameEn: input.name_en,
  nameKo: input.name_ko,
  category: input.category,
  district: input.district,
  benefit: input.benefit,
  repeatVisits: input.repeat_visits,
  reservationRequired: input.reservation_required,
  openingHoursEn: input.opening_hours_en,
  openingHoursKo: input.opening_hours_ko,
  descriptionEn: input.description_en,
  descriptionKo: input.description_ko,
  addressEn: input.address_en,
  addressKo: input.address_ko,
  directionsEn: input.directions_en,
  directionsKo: input.directions_ko,
  phone: input.phone,
  thumbnail: input.thumbnail,
  lat: input.lat,
  lng: input.lng,
  sortOrder: input.sort_order,
  published: input.published,
});

/** A taken slug (also the second of two operators writing the same one at once) is a 409 naming `slug`. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw venueSlugTaken();
    throw error;
  }
}

/** Operators: the venues in the public list's order, published, unpublished or all, of a category, a page at a time. */
export async function listAdminVenues(
  db: Db,
  query: { published?: boolean; category?: VenueCategory; page: number; per_page: number },
): Promise<{ rows: AdminVenue[]; meta: PageMeta }> {
  const where: SQL[] = [];
  if (query.published !== undefined) where.push(eq(passVenues.published, query.published));
  if (query.category !== undefined) where.push(eq(passVenues.category, query.category));
  const filter = where.length ? and(...where) : undefined;
  const [counted] = await db.select({ n: count() }).from(passVenues).where(filter);
  const rows = await db
    .select()
    .from(passVenues)
    .where(filter)
    .orderBy(asc(passVenues.sortOrder), asc(passVenues.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const total = counted?.n ?? 0;
  return {
    rows: rows.map(toAdminVenue),
    meta: pageMeta(query, total),
  };
}

/** Operators: one venue, published or not. */
export async function getAdminVenue(db: Db, id: number): Promise<AdminVenue> {
  const [row] = await db.select().from(passVenues).where(eq(passVenues.id, id));
  if (!row) throw adminVenueNotFound();
  return toAdminVenue(row);
}

export async function createVenue(db: Db, input: VenueAdminInput, now: Date): Promise<AdminVenue> {
  const [row] = await slugChecked(() =>
    db
      .insert(passVenues)
      .values({ ...columns(input), createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!row) throw new Error("venue not inserted");
  return toAdminVenue(row);
}

/** The whole venue as sent; its id, scans and history stay. */
export async function updateVenue(db: Db, id: number, input: VenueAdminInput, now: Date): Promise<AdminVenue> {
  const [row] = await slugChecked(() =>
    db
      .update(passVenues)
      .set({ ...columns(input), updatedAt: now })
      .where(eq(passVenues.id, id))
      .returning(),
  );
  if (!row) throw adminVenueNotFound();
  return toAdminVenue(row);
}

/** Shows or hides a venue on the public pages; nothing else of it changes. */
export async function setVenuePublished(db: Db, id: number, published: boolean, now: Date): Promise<AdminVenue> {
  const [row] = await db.update(passVenues).set({ published, updatedAt: now }).where(eq(passVenues.id, id)).returning();
  if (!row) throw adminVenueNotFound();
  return toAdminVenue(row);
}
