/** Where a scanner keeps what belongs to the device: the browser's local storage, or a stand-in. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A stand-in store held in memory (storage refused, and tests). */
export function memoryStore(): KeyValueStore & { keys: () => string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

/** The browser's local storage, or a store for this visit only when the browser refuses it (private modes). */
export function deviceStore(): KeyValueStore {
  try {
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

/** Where a scanner's name is kept and how it starts (`gate` makes `gate-3f2a9c`). */
export type DeviceNaming = { key: string; prefix: string };

/**
 * The scanner's name, made once and kept on the device: the server records it with each scan, so staff told
 * "already used" can learn which scanner let the code through.
 */
export function deviceName(
  store: KeyValueStore,
  { key, prefix }: DeviceNaming,
  makeId: () => string = () => crypto.randomUUID(),
): string {
  try {
    const kept = store.getItem(key);
    if (kept && new RegExp(`^${prefix}-[a-z0-9]{6}$`).test(kept)) return kept;
  } catch {
    // storage is off: a name for this visit only
  }
  const made = `${prefix}-${makeId()
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 6)
    .toLowerCase()}`;
  try {
    store.setItem(key, made);
  } catch {
    // as above
  }
  return made;
}

/**
 * A scan's one-time id: sent with the scan, so a request repeated after a lost answer (or uploaded after it did
 * reach the server) answers as the first time instead of counting twice.
 */
export const scanNonce = (): string => crypto.randomUUID();
