import { apiError } from "@blocks/mock-api";
import {
  applyLiveUpdate,
  LIVE_MESSAGES,
  type LiveState,
  type LiveUpdateBody,
  LiveUpdateBodySchema,
} from "@contracts/live";
import { delay, HttpResponse, http } from "msw";
import { LIVE_UPDATES_PATH } from "../api/push-live-update";
import { STORY_SERVER_NOW } from "./fixtures";

/**
 * The push endpoint as the server answers it: the contract's checks (400 with the field), 409 for a timer action
 * with no round, else the folded state. Every body is remembered.
 */
export function liveUpdateApi(initial: LiveState) {
  let state = initial;
  const bodies: LiveUpdateBody[] = [];
  return {
    bodies,
    /** Back to the initial state with no bodies (each story starts afresh). */
    reset: () => {
      state = initial;
      bodies.length = 0;
    },
    handlers: [
      http.post(LIVE_UPDATES_PATH, async ({ request }) => {
        const body = (await request.json()) as LiveUpdateBody;
        bodies.push(body);
        await delay(50);
        const parsed = LiveUpdateBodySchema.safeParse(body);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
          const first = issues[0] ?? { field: "body", message: "is invalid" };
          return apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues });
        }
        if (parsed.data.kind === "timer" && !state.round) return apiError(409, "LIVE_NO_ROUND", LIVE_MESSAGES.noRound);
        state = applyLiveUpdate(state, parsed.data, state.version + 1, new Date(STORY_SERVER_NOW));
        return HttpResponse.json({ data: { state, server_now: STORY_SERVER_NOW }, meta: {} }, { status: 201 });
      }),
    ],
  };
}

/** The server is down for a moment: every push answers 503. */
export const unavailableHandlers = [
  http.post(LIVE_UPDATES_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The service is restarting. Please try again in a minute."),
  ),
];
