import type { ConferenceResponse, ConferenceSession } from "@contracts/mice";
import type { Lang } from "@contracts/settings";
import { SHOP_TIME_ZONE } from "@contracts/shop-calendar";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { currentEdition, editionDays } from "./edition";
import { conferenceSessions } from "./tables";

type SessionRow = typeof conferenceSessions.$inferSelect;

function sessionOf(row: SessionRow, lang: Lang): ConferenceSession {
  const ko = lang === "ko";
  return {
    id: row.id,
    day: row.day,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    room: ko ? row.roomKo : row.roomEn,
    track: ko ? row.trackKo : row.trackEn,
    title: ko ? row.titleKo : row.titleEn,
    summary: ko ? row.summaryKo : row.summaryEn,
    speakers: row.speakers.map((speaker) => ({
      name: ko ? speaker.name_ko : speaker.name_en,
      role: ko ? speaker.role_ko : speaker.role_en,
      organisation: ko ? speaker.organisation_ko : speaker.organisation_en,
    })),
  };
}

/**
 * The current edition's programme by day, start and the order of parallel rooms; times are Korea time, which
 * `meta.time_zone` says so a page can show the reader's own beside them. A day outside the fair has no sessions.
 */
export async function conferenceProgramme(db: Db, query: { lang: Lang; day?: string }): Promise<ConferenceResponse> {
  const edition = await currentEdition(db);
  const conditions: SQL[] = [eq(conferenceSessions.fair, edition.fair), eq(conferenceSessions.year, edition.year)];
  if (query.day) conditions.push(eq(conferenceSessions.day, query.day));
  const rows = await db
    .select()
    .from(conferenceSessions)
    .where(and(...conditions))
    .orderBy(
      asc(conferenceSessions.day),
      asc(conferenceSessions.startsAt),
      asc(conferenceSessions.sort),
      asc(conferenceSessions.id),
    );
  return {
    data: rows.map((row) => sessionOf(row, query.lang)),
    meta: { time_zone: SHOP_TIME_ZONE, days: editionDays(edition) },
  };
}
