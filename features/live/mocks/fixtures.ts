import { EMPTY_LIVE_STATE, type LiveMessage, type LiveState } from "@contracts/live";

/** The stories' "now" (.storybook/fixed-date.ts): the server's clock in every fixture agrees with it. */
export const STORY_SERVER_NOW = "2026-05-15T01:00:00.000Z";
const at = (seconds: number) => new Date(Date.parse(STORY_SERVER_NOW) + seconds * 1000).toISOString();

export const STORY_ADMIN_TOKEN = "story-admin-token";

export const announcementFixture: NonNullable<LiveState["announcement"]> = {
  en: "Lunch is served in Hall C from 12:00. Meetings resume at 13:30.",
  ko: "점심 식사는 12시부터 C홀에서 제공됩니다. 상담은 13시 30분에 재개됩니다.",
  at: at(-300),
};

/** Round 3 of 20 minutes, 12:34 left at the story's now, with the lunch announcement. */
export const runningState: LiveState = {
  version: 12,
  announcement: announcementFixture,
  round: {
    number: 3,
    ends_at: at(12 * 60 + 34),
    remaining_ms: null,
    duration_ms: 20 * 60_000,
    state: "running",
  },
};

export const pausedState: LiveState = {
  ...runningState,
  version: 13,
  round: { number: 3, ends_at: null, remaining_ms: 7 * 60_000 + 5_000, duration_ms: 20 * 60_000, state: "paused" },
};

/** Round 4 ran out (its end has passed) and no announcement is on. */
export const finishedState: LiveState = {
  version: 20,
  announcement: null,
  round: { number: 4, ends_at: at(-2), remaining_ms: null, duration_ms: 20 * 60_000, state: "running" },
};

export const emptyState: LiveState = EMPTY_LIVE_STATE;

export const message = (state: LiveState): LiveMessage => ({ state, server_now: STORY_SERVER_NOW });
