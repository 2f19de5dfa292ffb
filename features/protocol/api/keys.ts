import type { Area } from "@lib/session/areas";

/** The delegation's pages use the member's token (their account is linked to a delegate of the tour). */
export const MEMBER_AREA: Area = "member";

/** The first element of every SWR key of these screens, so a write can read again what it touched. */
export const KEY_ROOT = "protocol";
export type KeyPart = "tours" | "tour" | "delegates";

/** Matches the cached keys of some parts (every tour, language and token). */
export const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);
