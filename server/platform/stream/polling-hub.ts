import type { Logger } from "../http/logger";

/**
 * Where a hub's channel reads from: its starting state (which carries the read cursor), the rows stored after that
 * cursor, and the state those rows lead to. Rows are read in the order they were stored, and a writer must make them
 * visible in that order (a lock held to the commit), so a cursor that moves past a row never skips one committed
 * late.
 */
export type PollingSource<S, R> = {
  /** The channel's state when its poller starts. */
  load: (channel: string) => Promise<S>;
  /** Rows stored after the state's cursor, oldest first, at most `limit`. */
  read: (channel: string, state: S, limit: number) => Promise<readonly R[]>;
  /** The state after `rows` (its cursor past the last of them). */
  fold: (state: S, rows: readonly R[]) => S;
};

/** Hears of every batch of new rows of a channel, with the state they lead to. */
export type PollingListener<S, R> = (state: S, rows: readonly R[]) => void;
export type PollingSubscription<S> = { state: S; unsubscribe: () => void };

export type PollingHub<S, R> = {
  /**
   * Joins a channel: starts its poller for the first listener and answers the current state with the listener
   * registered, so no row can fall between the two.
   */
  subscribe: (channel: string, listener: PollingListener<S, R>) => Promise<PollingSubscription<S>>;
  /** Channels polled now (one poller each). */
  activeChannels: () => string[];
  /** Listeners of a channel in this process. */
  listenerCount: (channel: string) => number;
  /**
   * Reads the channel now rather than at its next tick (this process has just stored a row): its listeners hear
   * of it at once. Other processes still hear of it at their next tick. Nothing happens for a channel not polled.
   */
  wake: (channel: string) => void;
};

export type PollingHubOptions<S, R> = {
  source: PollingSource<S, R>;
  pollMs: number;
  /** Rows read per query; a longer backlog is read in several ticks without waiting in between. */
  batch?: number;
  logger?: Logger;
  /** The log lines' prefix (the domain). */
  name?: string;
};

type Poller<S, R> = {
  listeners: Set<PollingListener<S, R>>;
  /** The channel's state folded so far (set once loaded); its cursor is where the next read starts. */
  state: S | undefined;
  ready: Promise<void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
  /** A read is under way; `again` asks for another right after it. */
  reading: boolean;
  again: boolean;
};

/**
 * One poller per channel for this app instance: it reads rows newer than its state from the database every
 * `pollMs` and hands each batch, with the state it leads to, to the channel's listeners. It starts with the first
 * listener and stops with the last; its timer never holds the process open. Nothing lives only here: another
 * process on the same database reads the same rows, so a change reaches every process's listeners whichever process
 * stored it.
 */
export function createPollingHub<S, R>({
  source,
  pollMs,
  batch = 200,
  logger,
  name = "stream",
}: PollingHubOptions<S, R>): PollingHub<S, R> {
  const pollers = new Map<string, Poller<S, R>>();

  function stop(channel: string, poller: Poller<S, R>) {
    poller.stopped = true;
    clearTimeout(poller.timer);
    poller.timer = undefined;
    if (pollers.get(channel) === poller) pollers.delete(channel);
  }

  function schedule(channel: string, poller: Poller<S, R>, delay: number) {
    if (poller.stopped) return;
    poller.timer = setTimeout(() => void tick(channel, poller), delay);
    poller.timer.unref?.();
  }

  async function tick(channel: string, poller: Poller<S, R>) {
    let full = false;
    poller.timer = undefined;
    poller.reading = true;
    poller.again = false;
    try {
      const current = poller.state;
      if (current === undefined) return;
      const rows = await source.read(channel, current, batch);
      if (poller.stopped || rows.length === 0) return;
      full = rows.length === batch;
      const state = source.fold(current, rows);
      poller.state = state;
      for (const listener of [...poller.listeners]) {
        try {
          listener(state, rows);
        } catch (error) {
          logger?.error(`${name}: a listener failed`, { channel, error });
        }
      }
    } catch (error) {
      // a database hiccup: the next tick tries again from the same cursor
      logger?.warn(`${name}: poll failed`, { channel, error });
    } finally {
      poller.reading = false;
      schedule(channel, poller, full || poller.again ? 0 : pollMs);
    }
  }

  function start(channel: string): Poller<S, R> {
    const poller: Poller<S, R> = {
      listeners: new Set(),
      state: undefined,
      ready: Promise.resolve(),
      timer: undefined,
      stopped: false,
      reading: false,
      again: false,
    };
    poller.ready = source.load(channel).then(
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
      const state = poller.state;
      if (state === undefined) {
        unsubscribe();
        throw new Error(`${name}: the channel's state was not loaded`);
      }
      return { state, unsubscribe };
    },
    activeChannels: () => [...pollers.keys()],
    listenerCount: (channel) => pollers.get(channel)?.listeners.size ?? 0,
    wake(channel) {
      const poller = pollers.get(channel);
      if (!poller || poller.stopped || poller.state === undefined) return;
      if (poller.reading) {
        poller.again = true;
        return;
      }
      clearTimeout(poller.timer);
      schedule(channel, poller, 0);
    },
  };
}
