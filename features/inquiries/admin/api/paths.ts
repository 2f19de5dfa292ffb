import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The operators' addresses of the inquiries (contracts/inquiries.ts, operators' part). */
export const ADMIN_INQUIRIES_PATH = "/api/v1/admin/inquiries";
export const adminInquiryPath = (id: number) => `${ADMIN_INQUIRIES_PATH}/${id}`;
export const replyPath = (id: number) => `${ADMIN_INQUIRIES_PATH}/${id}/reply`;

/** The first element of every SWR key of these screens, so a reply can revalidate what it touched. */
export const KEY_ROOT = "inquiries-admin";
export type KeyPart = "list" | "question";

/** Matches the cached keys of some parts (every filter, page and token). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
