import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever page shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The operators' addresses of the API (contracts/applications.ts, operators' part). */
export const SUMMARY_PATH = "/api/v1/admin/edu/summary";
export const APPLICATIONS_PATH = "/api/v1/admin/edu/applications";
export const APPLICATIONS_CSV_PATH = "/api/v1/admin/edu/applications.csv";
export const BULK_DECISIONS_PATH = "/api/v1/admin/edu/applications/decisions";
export const applicationPath = (id: number) => `${APPLICATIONS_PATH}/${id}`;
export const decisionPath = (id: number) => `${APPLICATIONS_PATH}/${id}/decision`;
export const notesPath = (id: number) => `${APPLICATIONS_PATH}/${id}/notes`;
export const REPORTS_PATH = "/api/v1/admin/edu/reports";
export const REPORTS_CSV_PATH = "/api/v1/admin/edu/reports.csv";
export const MEMBERS_PATH = "/api/v1/admin/edu/members";
export const memberPath = (id: number) => `${MEMBERS_PATH}/${id}`;
/** The programmes as operators open and edit them (every field in both languages, with their counts). */
export const ADMIN_PROGRAMMES_PATH = "/api/v1/admin/edu/programmes";
export const adminProgrammePath = (id: number) => `${ADMIN_PROGRAMMES_PATH}/${id}`;
/** The programmes are public: the filters read their names and years from the same list applicants see. */
export const PROGRAMMES_PATH = "/api/v1/edu/programmes";

/** The first element of every SWR key of these screens, so a write can revalidate what it touched. */
export const KEY_ROOT = "applications-admin";
export type KeyPart =
  | "summary"
  | "applications"
  | "application"
  | "reports"
  | "members"
  | "member"
  | "programmes"
  | "admin-programmes"
  | "admin-programme";

/** Matches the cached keys of some parts (every filter, every token). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
