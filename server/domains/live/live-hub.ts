import { LIVE_POLL_MS, type LiveState } from "@contracts/live";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import { foldLiveRows, liveRowsAfter, loadLiveState } from "./live-state";

export type LiveListener = (state: LiveState) => void;
export type LiveSubscription = { state: LiveState; unsubscribe: () => void };

/** Rows read per query; a longer backlog is read in several ticks without waiting in between. */
const BATCH = 200;

type Poller = {
  listeners: Set<LiveListener>;
  /** The channel's state folded so far; its version is the read cursor. */
  state: LiveState;
  ready: Promise<void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
};

export type LiveHub = {
  /**
   * Joins a channel: starts its poller for the first listener and answers the current state with the listener
   * registered, so no change can fall between the two.
   */
  subscribe: (channel: string, listener: LiveListener) => Promise<LiveSubscription>;
  /** Channels polled now (one poller each). */
  activeChannels: () => string[];
  /** Listeners of a channel in this process. */
  listenerCount: (channel: string) => number;
};

export type LiveHubOptions = { db: Db; pollMs?: number; logger?: Logger };

/**
 * One poller per channel for this app instance: it reads rows newer than its state from the database every
 * `pollMs` and hands each new state to the channel's listeners. It starts with the first listener and stops with
 * the last; its timer never holds the process open. Nothing lives only here: another process on the same database
 * reads the same rows.
 */
export function createLiveHub({ db, pollMs = LIVE_POLL_MS, logger }: LiveHubOptions): LiveHub {
  const pollers = new Map<string, Poller>();

  function stop(channel: string, poller: Poller) {
    poller.stopped = true;
    clearTimeout(poller.timer);
    poller.timer = undefined;
    if (pollers.get(channel) === poller) pollers.delete(channel);
  }

  function schedule(channel: string, poller: Poller, delay: number) {
    if (poller.stopped) return;
    poller.timer = setTimeout(() => void tick(channel, poller), delay);
    poller.timer.unref?.();
  }

  async function tick(channel: string, poller: Poller) {
    let full = false;
    try {
      const rows = await liveRowsAfter(db, channel, poller.state.version, BATCH);
      if (poller.stopped || rows.length === 0) return;
      full = rows.length === BATCH;
      poller.state = foldLiveRows(poller.state, rows);
      for (const listener of [...poller.listeners]) {
        try {
          listener(poller.state);
        } catch (error) {
          logger?.error("live: a listener failed", { channel, error });
        }
      }
    } catch (error) {
      // a database hiccup: the next tick tries again from the same version
      logger?.warn("live: poll failed", { channel, error });
    } finally {
      schedule(channel, poller, full ? 0 : pollMs);
    }
  }

  function start(channel: string): Poller {
    const poller: Poller = {
      listeners: new Set(),
      state: { version: 0, announcement: null, round: null },
      ready: Promise.resolve(),
      timer: undefined,
      stopped: false,
    };
    poller.ready = loadLiveState(db, channel).then(
      (state) => {
        poller.state = state;
        schedule(channel, poller, pollMs);
      },
      (error: unknown) => {
        // the next subscriber starts afresh
        stop(channel, poller);
        throw error;
      },
    );
    pollers.set(channel, poller);
    return poller;
  }

  return {
    async subscribe(channel, listener) {
      const poller = pollers.get(channel) ?? start(channel);
      poller.listeners.add(listener);
      const unsubscribe = () => {
        if (!poller.listeners.delete(listener)) return;
        if (poller.listeners.size === 0) stop(channel, poller);
      };
      try {
        await poller.ready;
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return { state: poller.state, unsubscribe };
    },
    activeChannels: () => [...pollers.keys()],
    listenerCount: (channel) => pollers.get(channel)?.listeners.size ?? 0,
  };
}
