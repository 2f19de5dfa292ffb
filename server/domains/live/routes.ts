import {
  LIVE_HEARTBEAT_MS,
  LIVE_MESSAGES,
  LIVE_POLL_MS,
  LIVE_RETRY_MS,
  LIVE_STREAM_PATH,
  LiveStateResponseSchema,
  LiveUpdateBodySchema,
} from "@contracts/live";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { sseResponse } from "../../platform/stream/sse";
import { liveEventStream } from "./event-stream";
import { createLiveHub, type LiveHub } from "./live-hub";
import { LIVE_CHANNEL, loadLiveState, pushLiveUpdate } from "./live-state";
import type { AppContext } from "../../platform/context";

export const LIVE_STATE_PATH = "/api/v1/live/state";
export const LIVE_UPDATES_PATH = "/api/v1/admin/live/updates";

// Each app instance has its own hub; tests and diagnostics reach it through the app.
const hubs = new WeakMap<ApiApp, LiveHub>();

/** The live hub of an app built by createApp (its pollers and listeners), for tests and diagnostics. */
export function liveHubOf(app: ApiApp): LiveHub | undefined {
  return hubs.get(app);
}

const NO_STORE = "no-store";

/**
 * The venue screens: their state, the event stream that keeps them current, and the operators' pushes. Every
 * push is a row of live_updates; each process tails the table, so a screen hears of a push whichever process
 * took it (ADR 0015).
 */
export function registerLiveRoutes(app: ApiApp, { db, now, doors, logger, lifecycle }: AppContext): void {
  const hub = createLiveHub({ db, logger });
  hubs.set(app, hub);

  app.openapi(
    doors.open({
      method: "get",
      path: LIVE_STATE_PATH,
      tags: ["live"],
      summary: "What the venue screens show now",
      description:
        "The same message as the stream's first event: the state and the server's clock (countdowns are computed " +
        "against it, not the screen's own clock). Public: the venue screens need no sign-in.",
      responses: { 200: jsonContent(LiveStateResponseSchema, "The state and the server's clock") },
    }),
    async (c) => {
      const state = await loadLiveState(db, LIVE_CHANNEL);
      c.header("Cache-Control", NO_STORE);
      return c.json(ok({ state, server_now: now().toISOString() }), 200);
    },
  );

  // A plain route: the stream is not JSON, so it stays out of the JSON validation; it is documented below.
  app.get(LIVE_STREAM_PATH, (c) => {
    const body = liveEventStream({
      subscribe: (listener) => hub.subscribe(LIVE_CHANNEL, listener),
      now,
      lastEventId: c.req.header("last-event-id"),
      retryMs: LIVE_RETRY_MS,
      heartbeatMs: LIVE_HEARTBEAT_MS,
      signal: c.req.raw.signal,
      draining: lifecycle ? () => lifecycle.draining : undefined,
    });
    return sseResponse(body);
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: LIVE_STREAM_PATH,
    tags: ["live"],
    summary: "Server-sent events for the venue screens",
    description: [
      `\`text/event-stream\`. Starts with \`retry: ${LIVE_RETRY_MS}\`, then \`event: state\` messages whose \`data\``,
      "is a LiveMessage (`{ state, server_now }`, as from `GET /api/v1/live/state`) and whose `id` is the state's",
      "version. The current state comes at once, unless `Last-Event-ID` names the current version (a reconnecting",
      "screen that missed nothing): then the next message comes with the next change. A comment line every",
      `${LIVE_HEARTBEAT_MS / 1000} s keeps idle connections open. A stored update reaches the stream within about`,
      `${LIVE_POLL_MS} ms, whichever server process stored it. Public: the venue screens need no sign-in.`,
    ].join(" "),
    request: {
      headers: z.object({
        "last-event-id": z.string().optional().describe("The last event id the browser received (sent on reconnect)"),
      }),
    },
    responses: {
      200: {
        description: "The event stream: open until the client leaves or the server shuts down",
        content: { "text/event-stream": { schema: z.string() } },
      },
    },
  });

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: LIVE_UPDATES_PATH,
      tags: ["admin", "live"],
      summary: "Push an update to the venue screens (operators)",
      description:
        "An announcement in English and Korean (both empty clears it), a new round with its countdown, or a timer " +
        `action on the current round (409 \`${LIVE_MESSAGES.noRound}\` when there is none). Answers the state the ` +
        "update leads to; the screens receive the same state through the stream.",
      request: {
        body: { content: { "application/json": { schema: LiveUpdateBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(LiveStateResponseSchema, "Stored; the new state and the server's clock"),
        409: errorResponse("LIVE_NO_ROUND: a timer action before any round"),
      },
    }),
    async (c) => {
      const at = now();
      const state = await pushLiveUpdate(db, {
        channel: LIVE_CHANNEL,
        update: c.req.valid("json"),
        accountId: c.get("principal").accountId,
        at,
      });
      return c.json(ok({ state, server_now: at.toISOString() }), 201);
    },
  );
}
