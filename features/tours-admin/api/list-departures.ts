import { type AdminDeparture, AdminDepartureSchema } from "@contracts/tours-admin";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { courseDeparturesPath, KEY_ROOT, OPERATOR_AREA } from "./paths";

/** `GET /admin/tours/courses/{slug}/departures`: the course's departures, past ones too, by day and time. */
export async function fetchCourseDepartures(slug: string): Promise<AdminDeparture[]> {
  const res = await request(courseDeparturesPath(slug), {
    schema: z.array(AdminDepartureSchema),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export function useCourseDepartures(slug: string) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminDeparture[], Error>(token ? [KEY_ROOT, "departures", token, slug] : null, () =>
    fetchCourseDepartures(slug),
  );
}
