import type { Area } from "@lib/session/areas";

/** The console's pages use the admin token (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

export const ADMIN_RESERVATIONS_PATH = "/api/v1/admin/reservations";
export const adminReservationPath = (id: number) => `${ADMIN_RESERVATIONS_PATH}/${id}`;

/** The first element of every SWR key of these screens, so a decision reads the list and the detail again. */
export const KEY_ROOT = "reservations-admin";
export const isReservationsKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
