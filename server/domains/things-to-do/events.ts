import type { CityEvent, CityEventSummary, EventCategory, EventRange } from "@contracts/things-to-do";
import type { Lang } from "@contracts/settings";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { passVenues } from "../passes/venue-table";
import { cityEvents } from "./tables";

type EventRow = typeof cityEvents.$inferSelect;

// The event with whether its venue still takes the pass: a venue the operators unpublished gives nothing.
const withVenue = (db: Db) =>
  db
    .select({ event: cityEvents, venuePublished: passVenues.published })
    .from(cityEvents)
    .leftJoin(passVenues, eq(passVenues.id, cityEvents.venueId));

function summaryOf(
  { event: row, venuePublished }: { event: EventRow; venuePublished: boolean | null },
  lang: Lang,
): CityEventSummary {
  const ko = lang === "ko";
  return {
    id: row.id,
    title: ko ? row.titleKo : row.titleEn,
    summary: ko ? row.summaryKo : row.summaryEn,
    category: row.category,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    times: row.times,
    place: ko ? row.placeKo : row.placeEn,
    district: row.district,
    venue_id: row.venueId,
    price: ko ? row.priceKo : row.priceEn,
    // every partner venue gives a benefit (ADR 0030: free entry or a discount), so being at one is enough
    with_pass: venuePublished === true,
    image: row.image,
    link: row.link,
  };
}

/** The published events on at least one day of the range (one that starts before it or ends after it too). */
export async function listEvents(
  db: Db,
  { range, category, lang }: { range: EventRange; category?: EventCategory; lang: Lang },
): Promise<CityEventSummary[]> {
  const rows = await withVenue(db)
    .where(
      and(
        eq(cityEvents.published, true),
        lte(cityEvents.startsOn, range.to),
        gte(cityEvents.endsOn, range.from),
        category ? eq(cityEvents.category, category) : undefined,
      ),
    )
    .orderBy(asc(cityEvents.startsOn), asc(cityEvents.endsOn), asc(cityEvents.id));
  return rows.map((row) => summaryOf(row, lang));
}

/** One published event with its description; null when there is none. */
export async function eventDetail(db: Db, id: number, lang: Lang): Promise<CityEvent | null> {
  const [row] = await withVenue(db).where(and(eq(cityEvents.id, id), eq(cityEvents.published, true)));
  if (!row) return null;
  return { ...summaryOf(row, lang), description: lang === "ko" ? row.event.descriptionKo : row.event.descriptionEn };
}
