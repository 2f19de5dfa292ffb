import {
  type CityEventSummary,
  CityEventSummarySchema,
  type EventCategory,
  type EventRange,
} from "@contracts/things-to-do";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { EVENTS_PATH } from "./paths";

const EventListSchema = z.array(CityEventSummarySchema);

export type EventsFilter = EventRange & { category?: EventCategory };

export const eventsKey = ({ from, to, category }: EventsFilter, lang: Lang) =>
  [EVENTS_PATH, from, to, category ?? "all", lang] as const;

/** `GET /things-to-do/events?from=&to=&category=&lang=` (public): the events on at least one day of the range. */
export async function fetchEvents({ from, to, category }: EventsFilter, lang: Lang): Promise<CityEventSummary[]> {
  const res = await request(EVENTS_PATH, {
    schema: EventListSchema,
    query: { from, to, category, lang },
    errorToast: false,
  });
  return res.data;
}

/** The days and the language are part of the key: another month or category is another list. */
export function useEvents(filter: EventsFilter, lang: Lang) {
  return useSWR<CityEventSummary[], Error>(eventsKey(filter, lang), () => fetchEvents(filter, lang), {
    keepPreviousData: true,
  });
}
