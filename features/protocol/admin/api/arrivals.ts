import { type Delegate, DelegateSchema } from "@contracts/protocol";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./keys";
import { ADMIN_API } from "./paths";

/** `GET /admin/protocol/tours/{id}/arrivals`: everyone of the tour with their flights and marks. */
export async function fetchArrivals(tourId: number): Promise<Delegate[]> {
  const res = await request(ADMIN_API.arrivals(tourId), {
    schema: z.array(DelegateSchema),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useArrivals(tourId: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<Delegate[], Error>(
    token && tourId > 0 ? [KEY_ROOT, "arrivals", token, tourId] : null,
    () => fetchArrivals(tourId),
    // the board is watched at the airport: newer marks of another operator come in on their own
    { refreshInterval: 30_000 },
  );
}

export type Mark = "met" | "handed-over";

/** `POST` (mark) or `DELETE` (undo) `/admin/protocol/delegates/{d}/met` or `/handed-over`. */
export function setMark(delegateId: number, mark: Mark, on: boolean): Promise<unknown> {
  return request(ADMIN_API.mark(delegateId, mark), {
    method: on ? "POST" : "DELETE",
    schema: z.unknown(),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

/** A mark set or taken back; the board is read again whatever the outcome. */
export function useMarks() {
  const refresh = useRefresh();
  return async (delegateId: number, mark: Mark, on: boolean) => {
    try {
      await setMark(delegateId, mark, on);
    } finally {
      refresh(isKeyOf("arrivals"));
    }
  };
}
