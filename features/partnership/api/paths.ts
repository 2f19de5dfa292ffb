import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a decision can read again what it touched. */
export const KEY_ROOT = "partnership";
export type KeyPart = "list" | "application";

/** Matches the cached keys of some parts (every filter, page and token). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
