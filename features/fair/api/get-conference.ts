import { ConferenceResponseSchema, type ConferenceSession } from "@contracts/mice";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { CONFERENCE_PATH } from "./paths";

/** The programme: its sessions by day and start, the zone their times are in and the edition's days. */
export type ConferenceProgramme = { sessions: ConferenceSession[]; timeZone: string; days: string[] };

export const conferenceKey = (lang: Lang) => [CONFERENCE_PATH, lang] as const;

/**
 * `GET /api/v1/mice/conference` (public): every day's sessions at once. The days are a few tabs of one page, so
 * switching between them asks nothing more of the server.
 */
export async function fetchConference(lang: Lang): Promise<ConferenceProgramme> {
  const res = await request(CONFERENCE_PATH, {
    schema: ConferenceResponseSchema.shape.data,
    query: { lang },
    errorToast: false,
  });
  const meta = ConferenceResponseSchema.shape.meta.parse(res.meta);
  return { sessions: res.data, timeZone: meta.time_zone, days: meta.days };
}

export function useConference(lang: Lang) {
  return useSWR<ConferenceProgramme, Error>(conferenceKey(lang), () => fetchConference(lang));
}
