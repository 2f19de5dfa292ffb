import { useSyncExternalStore } from "react";

function subscribeSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1_000);
  return () => clearInterval(timer);
}
// the time in whole seconds: the same value for every read within one second, as the store contract requires
const currentSecond = () => Math.floor(Date.now() / 1_000) * 1_000;

/**
 * The server's "now", ticking every second: this device's clock corrected by how far it was from the server's when
 * the state was read (`offsetMs`, from its `server_now`), so "updated 12 s ago" is right on a phone whose clock is
 * off.
 */
export function useServerNow(offsetMs: number): number {
  return useSyncExternalStore(subscribeSeconds, currentSecond, currentSecond) + offsetMs;
}
