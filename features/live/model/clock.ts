import { type LiveMessage, LiveMessageSchema } from "@contracts/live";

/**
 * How far the server's clock is ahead of this screen's (negative when behind), from a message's `server_now` and
 * the local time it arrived. Countdowns use the server's time, so screens with wrong clocks still agree. The
 * message's travel time (well under a second) counts as clock difference; that is within the countdown's tick.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The server's time now, in milliseconds, given the offset and this screen's clock. */
export function serverTime(offsetMs: number, localNow: number): number {
  return localNow + offsetMs;
}

/** A stream message's data, or null when it is not a LiveMessage (a message that cannot be read is skipped). */
export function readLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = LiveMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
