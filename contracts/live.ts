import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { REQUIRED_MESSAGE, text } from "./fields";

/**
 * The venue screens of the medical travel mart (`/sitmmt-update` pushes, `/sitmmt-viewer` and its timer show).
 * Operators write updates as rows; every server process reads new rows from the database and sends them to its
 * viewers as server-sent events, so a push reaches every screen whichever process it connects to. Each event carries
 * the whole current state (a screen that missed one is right again with the next) and the server's clock (countdowns
 * do not depend on the screen's own clock).
 */

export const LIVE_MESSAGES = {
  roundRange: "The round is a number from 1 to 99.",
  minutesRange: "The countdown is from 1 to 180 minutes.",
  noRound: "Start a round first.",
} as const;

export const LIVE_STREAM_PATH = "/api/v1/live/stream";
/** How often the server looks for new updates; a push reaches the screens within about this time. */
export const LIVE_POLL_MS = 250;
/** A comment line keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting after a drop (sent as the stream's `retry`). */
export const LIVE_RETRY_MS = 1_000;

export const TimerStateSchema = z.enum(["idle", "running", "paused", "finished"]);
export type TimerState = z.infer<typeof TimerStateSchema>;

export const LiveStateSchema = z
  .object({
    /** The id of the last update folded in (0 before any). */
    version: z.number().int(),
    announcement: z.object({ en: z.string(), ko: z.string(), at: z.string() }).nullable(),
    round: z
      .object({
        number: z.number().int(),
        /** The countdown's end while running; null when paused or stopped. */
        ends_at: z.string().nullable(),
        /** Milliseconds left while paused. */
        remaining_ms: z.number().int().nullable(),
        duration_ms: z.number().int(),
        state: TimerStateSchema,
      })
      .nullable(),
  })
  .meta({ id: "LiveState" });
export type LiveState = z.infer<typeof LiveStateSchema>;

export const EMPTY_LIVE_STATE: LiveState = { version: 0, announcement: null, round: null };

/** One stream message (`event: state`): the state and the server's clock when it was sent. */
export const LiveMessageSchema = z.object({ state: LiveStateSchema, server_now: z.string() });
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/** `GET /api/v1/live/state`: the same as the stream's first message. */
export const LiveStateResponseSchema = envelopeSchema(LiveMessageSchema);
export type LiveStateResponse = z.infer<typeof LiveStateResponseSchema>;

/** `POST /api/v1/admin/live/updates` (admin token). */
export const LiveUpdateBodySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("announcement"),
    /** Both empty clears the announcement. */
    en: text().trim().max(500).default(""),
    ko: text().trim().max(500).default(""),
  }),
  z.object({
    kind: z.literal("round"),
    number: z.coerce
      .number({ error: REQUIRED_MESSAGE })
      .int()
      .min(1, LIVE_MESSAGES.roundRange)
      .max(99, LIVE_MESSAGES.roundRange),
    minutes: z.coerce
      .number({ error: REQUIRED_MESSAGE })
      .min(1, LIVE_MESSAGES.minutesRange)
      .max(180, LIVE_MESSAGES.minutesRange),
  }),
  z.object({ kind: z.literal("timer"), action: z.enum(["pause", "resume", "stop"]) }),
]);
export type LiveUpdateBody = z.input<typeof LiveUpdateBodySchema>;
export type LiveUpdate = z.output<typeof LiveUpdateBodySchema>;

/**
 * Folds one stored update into the state (pure: the server folds the rows it reads, tests fold by hand).
 * `at` is when the update was written.
 */
export function applyLiveUpdate(state: LiveState, update: LiveUpdate, id: number, at: Date): LiveState {
  const next = { ...state, version: id };
  switch (update.kind) {
    case "announcement":
      return {
        ...next,
        announcement: update.en || update.ko ? { en: update.en, ko: update.ko, at: at.toISOString() } : null,
      };
    case "round": {
      const duration = Math.round(update.minutes * 60_000);
      return {
        ...next,
        round: {
          number: update.number,
          ends_at: new Date(at.getTime() + duration).toISOString(),
          remaining_ms: null,
          duration_ms: duration,
          state: "running",
        },
      };
    }
    case "timer": {
      const round = state.round;
      if (!round) return next;
      const left = remainingMs(round, at);
      if (update.action === "pause" && round.state === "running") {
        return {
          ...next,
          round: { ...round, ends_at: null, remaining_ms: left, state: left > 0 ? "paused" : "finished" },
        };
      }
      if (update.action === "resume" && round.state === "paused") {
        return {
          ...next,
          round: {
            ...round,
            ends_at: new Date(at.getTime() + left).toISOString(),
            remaining_ms: null,
            state: "running",
          },
        };
      }
      if (update.action === "stop")
        return { ...next, round: { ...round, ends_at: null, remaining_ms: 0, state: "finished" } };
      return next;
    }
  }
}

/** Milliseconds left of a round at `now` (never below zero). */
export function remainingMs(round: NonNullable<LiveState["round"]>, now: Date): number {
  if (round.state === "running" && round.ends_at) return Math.max(0, Date.parse(round.ends_at) - now.getTime());
  return Math.max(0, round.remaining_ms ?? 0);
}

/** "mm:ss" (or "h:mm:ss" from an hour), rounding up so 0:00 shows only when the time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
