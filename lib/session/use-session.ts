import { useSyncExternalStore } from "react";
import type { Area } from "./areas";
import { type Currency, getCurrency, getToken, isLoggedIn, subscribeSession } from "./session-store";

/** Whether the area has a session, kept current when a sign-in, sign-out or 401 changes it. */
export function useIsLoggedIn(area: Area): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => isLoggedIn(area),
    () => false,
  );
}

/** The area's token itself, for keys that must change when the person signing in changes. */
export function useToken(area: Area): string | null {
  return useSyncExternalStore(
    subscribeSession,
    () => getToken(area),
    () => null,
  );
}

export function useCurrency(): Currency {
  return useSyncExternalStore(subscribeSession, getCurrency, () => "USD" as const);
}
