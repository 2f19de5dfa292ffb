import { LIVE_POLL_MS, type LiveState } from "@contracts/live";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import { createPollingHub, type PollingHub, type PollingSubscription } from "../../platform/stream/polling-hub";
import { foldLiveRows, type LiveRow, liveRowsAfter, loadLiveState } from "./live-state";

export type LiveListener = (state: LiveState) => void;
export type LiveSubscription = PollingSubscription<LiveState>;
export type LiveHub = PollingHub<LiveState, LiveRow>;
export type LiveHubOptions = { db: Db; pollMs?: number; logger?: Logger };

/**
 * The venue screens' hub (server/platform/stream/polling-hub.ts): one poller per channel for this app instance,
 * reading the channel's rows newer than its state's version from live_updates every `pollMs` and handing each new
 * state to the channel's listeners. Another process on the same database reads the same rows.
 */
export function createLiveHub({ db, pollMs = LIVE_POLL_MS, logger }: LiveHubOptions): LiveHub {
  return createPollingHub<LiveState, LiveRow>({
    source: {
      load: (channel) => loadLiveState(db, channel),
      read: (channel, state, limit) => liveRowsAfter(db, channel, state.version, limit),
      fold: foldLiveRows,
    },
    pollMs,
    logger,
    name: "live",
  });
}
