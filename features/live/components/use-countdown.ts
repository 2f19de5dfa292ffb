import type { LiveState } from "@contracts/live";
import { useSyncExternalStore } from "react";
import { serverTime } from "../model/clock";
import { type CountdownView, countdownView } from "../model/countdown";

/** Four ticks a second: a countdown shown in whole seconds is never more than a quarter second late. */
export const COUNTDOWN_TICK_MS = 250;

function subscribeTicks(onTick: () => void): () => void {
  const timer = setInterval(onTick, COUNTDOWN_TICK_MS);
  return () => clearInterval(timer);
}
const noTicks = () => () => undefined;
// the time in whole ticks: the same value for every read within one tick, as the store contract requires
const currentTick = () => Math.floor(Date.now() / COUNTDOWN_TICK_MS) * COUNTDOWN_TICK_MS;

/** A round's countdown by the server's clock, ticking while it runs (a paused or finished one stands still). */
export function useCountdown(round: LiveState["round"], offsetMs: number): CountdownView {
  const running = round?.state === "running";
  const now = useSyncExternalStore(running ? subscribeTicks : noTicks, currentTick);
  return countdownView(round, serverTime(offsetMs, now));
}
