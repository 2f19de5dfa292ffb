import type { PostSummary } from "@contracts/boards";
import { shopToday } from "@contracts/shop-calendar";

/**
 * Where an event stands on a Korean calendar day: not started, running (with the days left, 0 on its last day),
 * or over. The server decides current and past the same way (ends_on >= today in Korea); this adds the words a
 * card shows. A post without days is not an event.
 */
export type EventTiming =
  | { kind: "upcoming"; startsOn: string; endsOn: string }
  | { kind: "ongoing"; daysLeft: number; startsOn: string; endsOn: string }
  | { kind: "ended"; startsOn: string; endsOn: string }
  | { kind: "undated" };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day to another (both `YYYY-MM-DD`; negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function eventTiming(post: Pick<PostSummary, "starts_on" | "ends_on">, now: Date): EventTiming {
  const startsOn = post.starts_on ?? post.ends_on;
  const endsOn = post.ends_on ?? post.starts_on;
  if (!startsOn || !endsOn) return { kind: "undated" };
  const today = shopToday(now);
  if (endsOn < today) return { kind: "ended", startsOn, endsOn };
  if (startsOn > today) return { kind: "upcoming", startsOn, endsOn };
  return { kind: "ongoing", daysLeft: daysBetween(today, endsOn), startsOn, endsOn };
}
