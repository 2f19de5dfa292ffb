import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever page shows them (the API answers 401 to any other). */
export const OPERATOR_AREA: Area = "admin";

/** The operator addresses of the API (contracts/meetings.ts, operators' part). */
export const ADMIN_SLOTS_PATH = "/api/v1/admin/mart/slots";
export const adminSlotPath = (id: number) => `${ADMIN_SLOTS_PATH}/${id}`;
export const ADMIN_MEETINGS_PATH = "/api/v1/admin/mart/meetings";
export const meetingStatusPath = (id: number) => `${ADMIN_MEETINGS_PATH}/${id}/status`;
export const ADMIN_RECORDS_PATH = "/api/v1/admin/mart/meeting-records";
export const RECORDS_CSV_PATH = "/api/v1/admin/mart/meeting-records.csv";
/** The name the server gives the export (its Content-Disposition); the page saves it under the same. */
export { RECORDS_CSV_FILE_NAME } from "@contracts/meetings";
/** The mart's approved companies (contracts/mart.ts); the admin token may read it too. */
export const BUSINESSES_PATH = "/api/v1/mart/businesses";

/**
 * The first element of every SWR key of these screens, so a write can revalidate what it touched; the second names
 * the part, the last the fair (a write reads its part again, whichever fair; only the one on screen is asked).
 */
export const KEY_ROOT = "meetings-admin";
export type KeyPart = "slots" | "meetings" | "businesses" | "records";

/** Matches the cached keys of one part (every day, every token). */
export const isKeyOf = (part: KeyPart) => (key: unknown) =>
  Array.isArray(key) && key[0] === KEY_ROOT && key[1] === part;
