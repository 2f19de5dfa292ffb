import { INT4_MAX } from "@contracts/fields";
import type { StreamClosedEvent } from "@contracts/tracking";
import { TRACKING_POLL_MS } from "@contracts/tracking";
import { trackingWindow } from "@contracts/tracking-rules";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import { createPollingHub, type PollingHub } from "../../platform/stream/polling-hub";
import { sseMessage, sseStream } from "../../platform/stream/sse";
import { eventsAfter, type TrackingMessage, tourEventSeq } from "./tracking-events";
import { loadTour } from "./tracking-state";
import { linkWithdrawn } from "./watch-keys";

// A tour's viewers' stream (ADR 0033): one SSE message per event (`event: position` / `event: trip`, `id:` the
// tour's seq), every one to every viewer in order, never folded away. Each server process polls each watched tour
// once (server/platform/stream/polling-hub.ts) and hands the new events to its viewers.

/** The hub's cursor: the tour's last event read. */
export type TrackingCursor = { seq: number };
export type TrackingHub = PollingHub<TrackingCursor, TrackingMessage>;

/** How often a stream looks whether its window closed or its share link expired. */
export const CLOSE_CHECK_MS = 1_000;
/** How long a process trusts what it read of a tour's times and a link's withdrawal. */
const REREAD_MS = 5_000;
/** Events read per query when a stream catches up from Last-Event-ID. */
const CATCH_UP_BATCH = 500;

export function createTrackingHub(db: Db, logger?: Logger, pollMs = TRACKING_POLL_MS): TrackingHub {
  return createPollingHub<TrackingCursor, TrackingMessage>({
    source: {
      load: async (channel) => ({ seq: (await tourEventSeq(db, Number(channel))) ?? 0 }),
      read: (channel, cursor, limit) => eventsAfter(db, Number(channel), cursor.seq, limit),
      fold: (cursor, rows) => ({ seq: rows.at(-1)?.seq ?? cursor.seq }),
    },
    pollMs,
    logger,
    name: "tracking",
  });
}

type Times = { startsAt: Date; endsAt: Date };

/** A value read again at most every REREAD_MS per key, shared by every stream of this process. */
function rereadCache<K, V>(read: (key: K) => Promise<V>) {
  const cache = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < REREAD_MS) return hit.value;
    const value = read(key);
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    if (cache.size > 1_000) cache.delete(cache.keys().next().value as K);
    return value;
  };
}

/** The viewers' side of one app instance: its hub and what its streams read again while open. */
export type TrackingWatch = {
  hub: TrackingHub;
  tourTimes: (tourId: number) => Promise<Times | undefined>;
  withdrawn: (linkId: number) => Promise<boolean>;
};

export function createTrackingWatch(db: Db, logger?: Logger): TrackingWatch {
  return {
    hub: createTrackingHub(db, logger),
    tourTimes: rereadCache(async (tourId: number) => {
      const tour = await loadTour(db, tourId);
      return tour ? { startsAt: tour.startsAt, endsAt: tour.endsAt } : undefined;
    }),
    withdrawn: rereadCache((linkId: number) => linkWithdrawn(db, linkId)),
  };
}

/** The event number a stream resumes after: Last-Event-ID when the browser sent one, else `?after=`. */
export function resumePoint(lastEventId: string | undefined, after: number | undefined): number | undefined {
  const id = lastEventId?.trim();
  if (id && /^\d{1,10}$/.test(id) && Number(id) <= INT4_MAX) return Number(id);
  return after;
}

export type WatchStreamOptions = {
  db: Db;
  watch: TrackingWatch;
  now: Clock;
  tourId: number;
  /** A share link's stream: it closes when the link expires or is withdrawn. */
  link: { id: number; expiresAt: Date } | null;
  /** The last event the viewer holds (Last-Event-ID or `?after=`); none: from now on. */
  after?: number;
  retryMs: number;
  heartbeatMs: number;
  signal?: AbortSignal;
  draining?: () => boolean;
  checkMs?: number;
};

const closedEvent = (reason: StreamClosedEvent["reason"]) =>
  sseMessage({ event: "closed", data: JSON.stringify({ reason } satisfies StreamClosedEvent) });

/**
 * The body of a viewer's stream: `retry:`, then the events after `after` read from the database (a reconnect loses
 * nothing and repeats nothing), then each new event as the hub reads it. Events are sent while the window is open;
 * `event: closed` with the reason ends the stream when the window closes or the share link expires or is withdrawn
 * (looked at every second while streaming).
 */
export function watchStream(options: WatchStreamOptions): ReadableStream<Uint8Array> {
  const { db, watch, now, tourId, link } = options;
  return sseStream({
    retryMs: options.retryMs,
    heartbeatMs: options.heartbeatMs,
    signal: options.signal,
    draining: options.draining,
    async open(writer) {
      let windowOpen = false;
      const finish = (reason: StreamClosedEvent["reason"]) => {
        writer.send(closedEvent(reason));
        writer.close();
      };
      /** Whether the stream goes on; ends it with `closed` when not. */
      const check = async (): Promise<boolean> => {
        const at = now();
        if (link && (at.getTime() >= link.expiresAt.getTime() || (await watch.withdrawn(link.id)))) {
          finish("link_expired");
          return false;
        }
        const times = await watch.tourTimes(tourId);
        const state = times ? trackingWindow(times.startsAt, times.endsAt, now()).state : "after";
        if (state === "after") {
          finish("window_closed");
          return false;
        }
        windowOpen = state === "open";
        return !writer.closed;
      };
      if (!(await check())) return undefined;

      let sent: number | undefined;
      let caughtUp = false;
      const pending: TrackingMessage[] = [];
      // a batch goes out as one write: a tick's events reach the viewer together
      const forward = (messages: readonly TrackingMessage[]) => {
        let text = "";
        for (const message of messages) {
          if (sent !== undefined && message.seq <= sent) continue;
          sent = message.seq;
          if (windowOpen) text += message.text;
        }
        if (text) writer.send(text);
      };
      const subscription = await watch.hub.subscribe(String(tourId), (_cursor, rows) => {
        if (caughtUp) forward(rows);
        else pending.push(...rows);
      });
      try {
        // the hub sends every event after its cursor; those from the viewer's point up to it come from the database
        const upTo = subscription.state.seq;
        let from = options.after ?? upTo;
        if (from > upTo && from > ((await tourEventSeq(db, tourId)) ?? 0)) from = upTo;
        sent = from;
        while (!writer.closed && sent < upTo) {
          const rows = await eventsAfter(db, tourId, sent, CATCH_UP_BATCH, upTo);
          if (rows.length === 0) break;
          forward(rows);
        }
        caughtUp = true;
        forward(pending.splice(0));
      } catch (error) {
        subscription.unsubscribe();
        throw error;
      }
      let checking = false;
      const timer = setInterval(() => {
        if (checking) return;
        checking = true;
        check()
          .catch(() => true)
          .finally(() => {
            checking = false;
          });
      }, options.checkMs ?? CLOSE_CHECK_MS);
      timer.unref?.();
      return () => {
        clearInterval(timer);
        subscription.unsubscribe();
      };
    },
  });
}
