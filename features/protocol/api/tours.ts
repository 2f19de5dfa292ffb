import { sendForm } from "@blocks/feature-kit";
import {
  type Delegate,
  DelegateSchema,
  type FlightsBody,
  PROTOCOL_TOURS_PATH,
  type Tour,
  TourSchema,
  type TourSummary,
  TourSummarySchema,
} from "@contracts/protocol";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, MEMBER_AREA } from "./keys";

const tourPath = (id: number) => `${PROTOCOL_TOURS_PATH}/${id}`;

/** `GET /protocol/tours`: the tours the member's account is on, in their language. */
export async function fetchMyTours(lang: Lang): Promise<TourSummary[]> {
  const res = await request(PROTOCOL_TOURS_PATH, {
    schema: z.array(TourSummarySchema),
    query: { lang },
    auth: true,
    area: MEMBER_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useMyTours(lang: Lang) {
  const token = useToken(MEMBER_AREA);
  return useSWR<TourSummary[], Error>(token ? [KEY_ROOT, "tours", token, lang] : null, () => fetchMyTours(lang));
}

/** `GET /protocol/tours/{id}`: one tour's programme, stops and vehicles (404 for a tour the member is not on). */
export async function fetchTour(id: number, lang: Lang): Promise<Tour> {
  const res = await request(tourPath(id), {
    schema: TourSchema,
    query: { lang },
    auth: true,
    area: MEMBER_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useTour(id: number, lang: Lang) {
  const token = useToken(MEMBER_AREA);
  return useSWR<Tour, Error>(token && id > 0 ? [KEY_ROOT, "tour", token, id, lang] : null, () => fetchTour(id, lang));
}

/** `GET /protocol/tours/{id}/delegates`: the people the member may see (a coordinator: everyone; else themself). */
export async function fetchDelegates(id: number): Promise<Delegate[]> {
  const res = await request(`${tourPath(id)}/delegates`, {
    schema: z.array(DelegateSchema),
    auth: true,
    area: MEMBER_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useDelegates(id: number) {
  const token = useToken(MEMBER_AREA);
  return useSWR<Delegate[], Error>(token && id > 0 ? [KEY_ROOT, "delegates", token, id] : null, () =>
    fetchDelegates(id),
  );
}

/** `PUT /protocol/tours/{id}/delegates/{d}/flights`: one person's flights, with the version read (409 when stale). */
export function saveFlights(tourId: number, delegateId: number, body: FlightsBody): Promise<Delegate> {
  return sendForm(`${tourPath(tourId)}/delegates/${delegateId}/flights`, {
    method: "PUT",
    schema: DelegateSchema,
    body,
    area: MEMBER_AREA,
  });
}
