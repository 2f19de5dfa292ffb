import { type LocalQuestion, type SurveySummary, localizePages } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import { PRELIMINARY_PAGES, surveySummary } from "../mocks/fixtures";
import {
  choiceFull,
  choiceHint,
  entryLinks,
  entryStatus,
  entryStatusText,
  koreaDay,
  openUntil,
  saveStatusKey,
  windowText,
} from "./status";
import type { Translate } from "@lib/i18n/feature-text";

/** Shows the key and its values, so a test reads which message was chosen. */
const t: Translate = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

const summary = (over: Partial<SurveySummary>): SurveySummary => ({
  ...surveySummary("preliminary", "seoul", "en", null),
  ...over,
});

describe("entry status", () => {
  it("says where a guest stands: start, continue, answered, opens on, closed", () => {
    expect(entryStatus(summary({ state: "open", my_status: "not_started" }))).toEqual({ kind: "start" });
    expect(entryStatus(summary({ state: "open", my_status: "in_progress" }))).toEqual({ kind: "continue" });
    expect(entryStatus(summary({ state: "open", my_status: "submitted" }))).toEqual({ kind: "answered" });
    expect(entryStatus(summary({ state: "upcoming", my_status: "not_started" }))).toEqual({
      kind: "opens",
      on: "2026-05-08T00:00:00+09:00",
    });
    expect(entryStatus(summary({ state: "closed", my_status: "in_progress" }))).toEqual({ kind: "closed" });
  });

  it("shows a guest's answer even after the survey closed", () => {
    expect(entryStatus(summary({ state: "closed", my_status: "submitted" }))).toEqual({ kind: "answered" });
  });

  it("shows an open survey to a visitor without a link", () => {
    expect(entryStatus(summary({ state: "open", my_status: null }))).toEqual({ kind: "open" });
  });

  it("links only where there is something to answer", () => {
    expect(entryLinks({ kind: "start" })).toBe(true);
    expect(entryLinks({ kind: "continue" })).toBe(true);
    expect(entryLinks({ kind: "open" })).toBe(true);
    expect(entryLinks({ kind: "answered" })).toBe(false);
    expect(entryLinks({ kind: "closed" })).toBe(false);
    expect(entryLinks({ kind: "opens", on: "2026-06-14T00:00:00+09:00" })).toBe(false);
  });

  it("names the opening day in Korea's calendar, whatever zone the moment is written in", () => {
    expect(koreaDay("2026-06-13T15:00:00Z")).toBe("2026-06-14");
    expect(koreaDay("2026-06-14T00:00:00+09:00")).toBe("2026-06-14");
    expect(entryStatusText({ kind: "opens", on: "2026-06-13T15:00:00Z" }, t, "en")).toBe(
      'entry.status.opens {"date":"June 14, 2026"}',
    );
    expect(entryStatusText({ kind: "answered" }, t, "ko")).toBe("entry.status.answered");
  });

  it("writes the window under the title", () => {
    expect(windowText(summary({ state: "upcoming" }), t, "en")).toBe(
      'window.upcoming {"from":"May 8, 2026","to":"July 13, 2026"}',
    );
    expect(windowText(summary({ state: "closed" }), t, "ko")).toBe('window.closed {"date":"2026년 7월 14일"}');
    expect(windowText(summary({ state: "open" }), t, "en")).toBe('window.open {"when":"July 13, 2026"}');
  });

  it("counts a close at midnight (Korea) as the end of the day before; any other close keeps its time", () => {
    expect(openUntil("2026-07-14T00:00:00+09:00", "en")).toBe("July 13, 2026");
    expect(openUntil("2026-07-13T15:00:00Z", "ko")).toBe("2026년 7월 13일");
    expect(openUntil("2026-07-14T18:00:00+09:00", "en")).toMatch(/^July 14, 2026 at 6:00\sPM$/);
  });
});

describe("saving line", () => {
  it("has a message for every state, with the waiting change read as saving", () => {
    expect(saveStatusKey("idle")).toBe("save.idle");
    expect(saveStatusKey("pending")).toBe("save.saving");
    expect(saveStatusKey("saving")).toBe("save.saving");
    expect(saveStatusKey("saved")).toBe("save.saved");
    expect(saveStatusKey("failed")).toBe("save.failed");
  });
});

describe("multiple-choice hint", () => {
  const [, interestsPage] = localizePages(PRELIMINARY_PAGES, "en");
  const interests = interestsPage?.questions[0] as Extract<LocalQuestion, { type: "multiple" }>;
  const variant = (over: Partial<typeof interests>) => ({ ...interests, ...over }) as LocalQuestion;

  it("says how many to choose", () => {
    expect(choiceHint(interests, t)).toBe('hint.between {"min":1,"max":3}');
    expect(choiceHint(variant({ min_choices: undefined }), t)).toBe('hint.upTo {"count":3}');
    expect(choiceHint(variant({ min_choices: 2, max_choices: undefined }), t)).toBe('hint.atLeast {"count":2}');
    expect(choiceHint(variant({ min_choices: 2, max_choices: 2 }), t)).toBe('hint.exactly {"count":2}');
    expect(choiceHint(variant({ min_choices: undefined, max_choices: undefined }), t)).toBe("hint.any");
    // a maximum of every option is no limit at all
    expect(choiceHint(variant({ min_choices: undefined, max_choices: 6 }), t)).toBe("hint.any");
  });

  it("has no hint for other types", () => {
    const [about] = localizePages(PRELIMINARY_PAGES, "en");
    expect(choiceHint(about?.questions[0] as LocalQuestion, t)).toBeNull();
  });

  it("is full once the maximum is chosen", () => {
    expect(choiceFull(interests, 2)).toBe(false);
    expect(choiceFull(interests, 3)).toBe(true);
    expect(choiceFull(variant({ max_choices: undefined }), 6)).toBe(false);
  });
});
