import { useCallback, useSyncExternalStore } from "react";
import { forgetReservationKey, payingNumber, readReservationKey, storeReservationKey } from "./reservation-key";

// Session storage is outside React: the hooks read it as an external store, told of the changes made here.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());
/** What the server's render (no storage) and the browser's take-over of it see: nothing read yet. */
const UNREAD = "\u0000unread";

/**
 * The key this tab holds for a reservation (null: none), with ways to keep a new one and drop a refused one.
 * `read` is false until the browser has looked, so the server's render and the take-over agree.
 */
export function useReservationKey(number: string | null) {
  const stored = useSyncExternalStore(
    subscribe,
    () => (number ? readReservationKey(number) : null),
    () => UNREAD,
  );
  const keep = useCallback((forNumber: string, access: { key: string; key_expires_at: string }) => {
    storeReservationKey(forNumber, access);
    notify();
  }, []);
  const forget = useCallback(() => {
    if (number && stored && stored !== UNREAD) forgetReservationKey(number, stored);
    notify();
  }, [number, stored]);
  return { key: stored === UNREAD ? null : stored, read: stored !== UNREAD, keep, forget };
}

/** The reservation this tab set out to pay for (the provider's return names only the order). */
export function usePayingNumber(): string | null {
  return useSyncExternalStore(subscribe, payingNumber, () => null);
}
