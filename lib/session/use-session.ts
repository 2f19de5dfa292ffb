import { useSyncExternalStore } from "react";
import type { Area } from "./areas";
import { type Currency, getCurrency, isLoggedIn, subscribeSession } from "./session-store";

/** Whether the area has a session, kept current when a sign-in, sign-out or 401 changes it. */
export function useIsLoggedIn(area: Area): boolean {
  return useSyncExternalStore(
    subscribeSession,
    () => isLoggedIn(area),
    () => false,
  );
}

export function useCurrency(): Currency {
  return useSyncExternalStore(subscribeSession, getCurrency, () => "USD" as const);
}
