import type { Area } from "@lib/session/areas";

/** The gate is an operators' page: the admin token, whatever site shows it (the API answers 401 to any other). */
export const GATE_AREA: Area = "admin";

/** The gate's addresses of the tours' API (contracts/tours.ts, tickets and check-in). */
const ADMIN_TOURS = "/api/v1/admin/tours";
export const DEPARTURES_PATH = `${ADMIN_TOURS}/departures`;
export const departureTicketsPath = (id: number) => `${ADMIN_TOURS}/departures/${id}/tickets`;
export const CHECK_IN_PATH = `${ADMIN_TOURS}/check-ins`;
export const CHECK_IN_BATCH_PATH = `${ADMIN_TOURS}/check-ins/batch`;
/** The pattern of the tickets' address, for the mocked API. */
export const DEPARTURE_TICKETS_PATTERN = `${ADMIN_TOURS}/departures/:id/tickets`;

/** The first element of every SWR key of the gate. */
export const KEY_ROOT = "tour-gate";
