import { formatCountdown, type LiveState, remainingMs } from "@contracts/live";

/** What a countdown shows: no round yet, a running or paused clock, or the time is up. */
export type CountdownPhase = "none" | "running" | "paused" | "finished";

export type CountdownView = { phase: CountdownPhase; remaining: number; text: string };

/** The countdown of a round at the server's time `now` (milliseconds); a running round at zero is finished. */
export function countdownView(round: LiveState["round"], now: number): CountdownView {
  if (!round) return { phase: "none", remaining: 0, text: formatCountdown(0) };
  const remaining = remainingMs(round, new Date(now));
  const phase: CountdownPhase =
    round.state === "finished" || round.state === "idle" || remaining <= 0
      ? "finished"
      : round.state === "paused"
        ? "paused"
        : "running";
  return { phase, remaining, text: formatCountdown(remaining) };
}
