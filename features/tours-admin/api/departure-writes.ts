import { sendForm } from "@blocks/feature-kit";
import {
  type AddDeparturesBody,
  type AdminDeparture,
  AdminDepartureSchema,
  type DeparturePatchBody,
} from "@contracts/tours-admin";
import { useRefresh } from "@lib/http/use-refresh";
import { z } from "zod";
import { courseDeparturesPath, departurePath, isConsoleKey, OPERATOR_AREA } from "./paths";

/** `POST /admin/tours/courses/{slug}/departures`: one day or every chosen weekday of a range; all or none. */
export async function addDepartures(slug: string, body: AddDeparturesBody): Promise<AdminDeparture[]> {
  return sendForm(courseDeparturesPath(slug), {
    method: "POST",
    schema: z.array(AdminDepartureSchema),
    body,
    area: OPERATOR_AREA,
  });
}

/**
 * `PATCH /admin/tours/departures/{id}`: its seats (never below those booked), its price for bookings from now on,
 * on sale or closed.
 */
export async function changeDeparture(id: number, body: DeparturePatchBody): Promise<AdminDeparture> {
  return sendForm(departurePath(id), { method: "PATCH", schema: AdminDepartureSchema, body, area: OPERATOR_AREA });
}

/** `DELETE /admin/tours/departures/{id}`: only one nobody booked or waited for (409 otherwise). */
export async function deleteDeparture(id: number): Promise<{ id: number }> {
  return sendForm(departurePath(id), {
    method: "DELETE",
    schema: z.object({ id: z.number().int() }),
    area: OPERATOR_AREA,
  });
}

/** The departures' writes; whatever their outcome the course's departures, the list and the board read again. */
export function useDepartureWrites() {
  const refresh = useRefresh();
  const after = async <T>(write: Promise<T>) => {
    try {
      return await write;
    } finally {
      refresh(isConsoleKey);
    }
  };
  return {
    add: (slug: string, body: AddDeparturesBody) => after(addDepartures(slug, body)),
    change: (id: number, body: DeparturePatchBody) => after(changeDeparture(id, body)),
    remove: (id: number) => after(deleteDeparture(id)),
  };
}
