/**
 * A guest's key to one reservation (from the booking or the lookup), kept in this tab's session storage under the
 * reservation's number: the completion page and myreservation open the reservation again after a reload, and the
 * key is gone with the tab. A key past its expiry is not offered to the server.
 */
export const RESERVATION_KEY_STORAGE = "apec2025.reservation-key.";

type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type StoredKey = { key: string; expires_at: string };

/** Keys are short signed tokens; anything far longer is not one and is not kept. */
const MAX_KEY_LENGTH = 500;

function browserStorage(): KeyStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // storage can be disabled (privacy mode) or absent (the server's render): the key then lasts as long as the page
    return null;
  }
}

const slot = (number: string) => `${RESERVATION_KEY_STORAGE}${number.toUpperCase()}`;

function parse(raw: string | null): StoredKey | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredKey>;
    if (typeof value.key !== "string" || typeof value.expires_at !== "string") return null;
    if (!value.key || value.key.length > MAX_KEY_LENGTH) return null;
    return { key: value.key, expires_at: value.expires_at };
  } catch {
    return null;
  }
}

export function storeReservationKey(
  number: string,
  access: { key: string; key_expires_at: string },
  storage: KeyStorage | null = browserStorage(),
): void {
  try {
    storage?.setItem(slot(number), JSON.stringify({ key: access.key, expires_at: access.key_expires_at }));
  } catch {
    // not fatal: the key still works for this page
  }
}

/** The reservation's key, or null when there is none or it has expired (an expired one is forgotten). */
export function readReservationKey(
  number: string,
  now: Date = new Date(),
  storage: KeyStorage | null = browserStorage(),
): string | null {
  try {
    const stored = parse(storage?.getItem(slot(number)) ?? null);
    if (!stored) return null;
    const expires = new Date(stored.expires_at).getTime();
    if (Number.isNaN(expires) || expires <= now.getTime()) {
      storage?.removeItem(slot(number));
      return null;
    }
    return stored.key;
  } catch {
    return null;
  }
}

/**
 * Forgets a key the server refused. Only that key: another tab of the session may meanwhile have stored a newer
 * one for the same reservation (a fresh lookup), which must not be thrown away with the old.
 */
export function forgetReservationKey(number: string, key: string, storage: KeyStorage | null = browserStorage()): void {
  try {
    if (parse(storage?.getItem(slot(number)) ?? null)?.key === key) storage?.removeItem(slot(number));
  } catch {
    // nothing stored, nothing to forget
  }
}

/** The reservation this tab is paying for: the provider's return address names the order, not the reservation. */
export const PAYING_STORAGE = "apec2025.paying";

export function rememberPaying(number: string, storage: KeyStorage | null = browserStorage()): void {
  try {
    storage?.setItem(PAYING_STORAGE, number.toUpperCase());
  } catch {
    // the completion page then asks for the number
  }
}

export function payingNumber(storage: KeyStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(PAYING_STORAGE) || null;
  } catch {
    return null;
  }
}
