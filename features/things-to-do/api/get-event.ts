import { type CityEvent, CityEventSchema } from "@contracts/things-to-do";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { eventPath } from "./paths";

export const eventKey = (id: number, lang: Lang) => [eventPath(id), lang] as const;

/** `GET /things-to-do/events/{id}?lang=` (public): the event with its description; 404 when unknown. */
export async function fetchEvent(id: number, lang: Lang): Promise<CityEvent> {
  const res = await request(eventPath(id), { schema: CityEventSchema, query: { lang }, errorToast: false });
  return res.data;
}

/** Waits (null key) while no event is open. */
export function useEvent(id: number | null, lang: Lang) {
  return useSWR<CityEvent, Error>(id === null ? null : eventKey(id, lang), () => fetchEvent(id ?? 0, lang));
}
