import { useRecordWrites } from "@blocks/console";
import { sendForm } from "@blocks/feature-kit";
import {
  type AdminTour,
  AdminTourSchema,
  type DelegateBody,
  DelegateSchema,
  type StopsBody,
  type TourBody,
  type TourSummary,
  TourSummarySchema,
  type VehicleBody,
} from "@contracts/protocol";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./keys";
import { ADMIN_API } from "./paths";

/** `GET /admin/protocol/tours`: every tour, with where its window stands. */
export async function fetchTours(lang: Lang): Promise<TourSummary[]> {
  const res = await request(ADMIN_API.tours, {
    schema: z.array(TourSummarySchema),
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useTours(lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<TourSummary[], Error>(token ? [KEY_ROOT, "tours", token, lang] : null, () => fetchTours(lang), {
    keepPreviousData: true,
  });
}

const tourKey = (token: string | null, id: number) =>
  token && id > 0 ? ([KEY_ROOT, "tour", token, id] as const) : null;

/** `GET /admin/protocol/tours/{id}`: the tour in both languages, its stops, route and vehicles. */
export async function fetchTour(id: number): Promise<AdminTour> {
  const res = await request(ADMIN_API.tour(id), {
    schema: AdminTourSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** One tour to edit; nothing is read for a new one (id null). */
export function useAdminTour(id: number | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminTour, Error>(id === null ? null : tourKey(token, id), () => fetchTour(id ?? 0));
}

const remove = async (path: string): Promise<unknown> =>
  (await request(path, { method: "DELETE", schema: z.unknown(), auth: true, area: OPERATOR_AREA, errorToast: false }))
    .data;

/**
 * The operators' writes on a tour. Each answer that is the tour replaces the cached one; the tour, the list and the
 * arrivals are read again whatever the outcome (another operator may have moved).
 */
export function useTourWrites(tourId: number | null) {
  const after = useRecordWrites(isKeyOf("tours", "tour", "arrivals"), { schema: AdminTourSchema, key: tourKey });
  const id = tourId ?? 0;
  return {
    /** `POST /admin/protocol/tours` (new) or `PUT {id}`: the details, programme and route. */
    saveTour: (body: TourBody) =>
      after(() =>
        sendForm(tourId === null ? ADMIN_API.tours : ADMIN_API.tour(id), {
          method: tourId === null ? "POST" : "PUT",
          schema: AdminTourSchema,
          body,
          area: OPERATOR_AREA,
        }),
      ),
    /** `PUT {id}/stops`: the stops in order. */
    saveStops: (body: StopsBody) =>
      after(() => sendForm(ADMIN_API.stops(id), { method: "PUT", schema: AdminTourSchema, body, area: OPERATOR_AREA })),
    /** `POST {id}/vehicles` (new) or `PUT {id}/vehicles/{vehicle}`. */
    saveVehicle: (vehicleId: number | null, body: VehicleBody) =>
      after(() =>
        sendForm(vehicleId === null ? ADMIN_API.vehicles(id) : ADMIN_API.vehicle(id, vehicleId), {
          method: vehicleId === null ? "POST" : "PUT",
          schema: AdminTourSchema,
          body,
          area: OPERATOR_AREA,
        }),
      ),
    removeVehicle: (vehicleId: number) => after(() => remove(ADMIN_API.vehicle(id, vehicleId))),
    /** `POST {id}/delegates`: a person of the delegation (their e-mail links their member account). */
    addDelegate: (body: DelegateBody) =>
      after(() =>
        sendForm(ADMIN_API.delegates(id), { method: "POST", schema: DelegateSchema, body, area: OPERATOR_AREA }),
      ),
    /** `PUT {id}/delegates/{d}`: a person's name, title, link and coordinator flag (flights and marks stay). */
    updateDelegate: (delegateId: number, body: DelegateBody) =>
      after(() =>
        sendForm(ADMIN_API.delegate(id, delegateId), {
          method: "PUT",
          schema: DelegateSchema,
          body,
          area: OPERATOR_AREA,
        }),
      ),
    removeDelegate: (delegateId: number) => after(() => remove(ADMIN_API.delegate(id, delegateId))),
  };
}
