import { SURVEY_KEY_PARAM } from "@contracts/survey";

/** Where the personal link's key is kept between visits (one guest per browser; a new link replaces it). */
export const SURVEY_KEY_STORAGE = "rok-us.survey-key";

/** Keys are 43 characters of base64url; anything far longer is not a key and is not kept. */
const MAX_KEY_LENGTH = 200;

/** The key of the personal link in an address's query (`?key=...`), or null when there is none worth keeping. */
export function keyFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(SURVEY_KEY_PARAM)?.trim() ?? "";
  return value && value.length <= MAX_KEY_LENGTH ? value : null;
}

/** The same query without the key (`"?a=1"`, or `""`), for the address the guest may copy and share. */
export function searchWithoutKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SURVEY_KEY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyStorage | null {
  try {
    return window.localStorage;
  } catch {
    // storage can be disabled (privacy mode): the key then lasts as long as the page
    return null;
  }
}

export function readStoredKey(storage: KeyStorage | null = browserStorage()): string | null {
  try {
    const value = storage?.getItem(SURVEY_KEY_STORAGE) ?? null;
    return value && value.length <= MAX_KEY_LENGTH ? value : null;
  } catch {
    return null;
  }
}

export function storeKey(key: string, storage: KeyStorage | null = browserStorage()): void {
  try {
    storage?.setItem(SURVEY_KEY_STORAGE, key);
  } catch {
    // not fatal: the key still works for this page
  }
}

/**
 * Forgets a key the server no longer knows. Only that key: another tab may meanwhile have stored a newer link,
 * which must not be thrown away with the old one.
 */
export function forgetKey(key: string, storage: KeyStorage | null = browserStorage()): void {
  try {
    if (storage?.getItem(SURVEY_KEY_STORAGE) === key) storage.removeItem(SURVEY_KEY_STORAGE);
  } catch {
    // nothing stored, nothing to forget
  }
}
