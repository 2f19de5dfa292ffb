import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them. */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a write can read again what it touched. */
export const KEY_ROOT = "protocol-admin";
export type KeyPart = "tours" | "tour" | "arrivals" | "links";

/** Matches the cached keys of some parts (every tour and token). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
