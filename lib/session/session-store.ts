import type { Currency } from "@contracts/money";
import type { Area } from "./areas";

/**
 * Session storage keys (spec point 4): one token per area, the member's social sign-in, the accreditation
 * test-mode flag, and the visitor's currency. Logged in means the area's token is present. Session storage is
 * per tab by design (ADR 0006).
 */
export const SESSION_KEYS = {
  member: "MEMBER_TOKEN",
  social: "SOCIAL_TOKEN",
  admin: "ADMIN_TOKEN",
  travel: "TRAVEL_TOKEN",
  accreditation: "BIZ_TOKEN",
  accreditationTestMode: "BIZ_TEST_MODE",
  currency: "CURRENCY",
} as const;

// The type comes from the contract; the values stay here, so the shell does not load the schema library for them.
export type { Currency } from "@contracts/money";
export const DEFAULT_CURRENCY: Currency = "USD";

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function getToken(area: Area): string | null {
  return read(SESSION_KEYS[area]);
}

export function isLoggedIn(area: Area): boolean {
  return Boolean(getToken(area));
}

/** Stores a fresh token after sign-in (the server issues a new one on every sign-in). */
export function setToken(area: Area, token: string, options: { social?: string; testMode?: boolean } = {}): void {
  write(SESSION_KEYS[area], token);
  if (area === "member" && options.social !== undefined) write(SESSION_KEYS.social, options.social);
  if (area === "accreditation" && options.testMode !== undefined) {
    write(SESSION_KEYS.accreditationTestMode, options.testMode ? "true" : null);
  }
  changed();
}

/** Forgets an area's session (sign-out, or a 401): its token and what belongs to it, nothing of other areas. */
export function clearArea(area: Area): void {
  write(SESSION_KEYS[area], null);
  if (area === "member") write(SESSION_KEYS.social, null);
  if (area === "accreditation") write(SESSION_KEYS.accreditationTestMode, null);
  changed();
}

export function isAccreditationTestMode(): boolean {
  return read(SESSION_KEYS.accreditationTestMode) === "true";
}

export function getCurrency(): Currency {
  const stored = read(SESSION_KEYS.currency);
  return stored === "USD" || stored === "KRW" ? stored : DEFAULT_CURRENCY;
}

export function setCurrency(currency: Currency): void {
  write(SESSION_KEYS.currency, currency);
  changed();
}

/** For `useSyncExternalStore`: called after any change made through this module. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
