import type { AdminSession } from "@contracts/mice";
import { describe, expect, it } from "vitest";
import {
  EMPTY_SPEAKER,
  type SessionValues,
  emptySession,
  sessionBody,
  sessionFieldNames,
  sessionIssues,
  sessionValues,
  sessionsByDay,
} from "./conference-form";

const t = (key: string) => key;

const saved: AdminSession = {
  id: 7,
  day: "2026-12-08",
  starts_at: "10:00",
  ends_at: "10:45",
  room_en: "Hall A",
  room_ko: "A홀",
  track_en: "Trends",
  track_ko: "트렌드",
  title_en: "The year ahead",
  title_ko: "내년 전망",
  summary_en: "",
  summary_ko: "",
  speakers: [{ ...EMPTY_SPEAKER, name_en: "Kim Do-yun", name_ko: "김도윤" }],
  sort: 2,
};

const filled = (overrides: Partial<SessionValues> = {}): SessionValues => ({ ...sessionValues(saved), ...overrides });

describe("a session's form", () => {
  it("starts from a saved session and sends it back with its place among parallel sessions", () => {
    const { id: _id, ...body } = saved;
    expect(sessionBody(filled(), saved.sort)).toEqual(body);
    expect(sessionBody({ ...filled(), title_en: "  The year ahead " }).title_en).toBe("The year ahead");
    expect(emptySession("2026-12-09")).toMatchObject({ day: "2026-12-09", speakers: [] });
  });

  it("says each rule on its field, a speaker's by its place", () => {
    expect(sessionIssues(filled(), t)).toEqual([]);
    expect(sessionIssues(filled({ title_ko: "" }), t)).toEqual([{ field: "title_ko", message: "messages.required" }]);
    expect(sessionIssues(filled({ starts_at: "11:00", ends_at: "10:00" }), t)).toEqual([
      { field: "ends_at", message: "messages.endsBeforeStart" },
    ]);
    expect(sessionIssues(filled({ speakers: [EMPTY_SPEAKER] }), t)).toEqual([
      { field: "speakers.0.name_en", message: "messages.required" },
      { field: "speakers.0.name_ko", message: "messages.required" },
    ]);
    expect(sessionIssues(emptySession(""), t).map((issue) => issue.field)).toEqual(
      expect.arrayContaining(["day", "starts_at", "ends_at", "title_en", "room_ko"]),
    );
    expect(sessionFieldNames(filled())).toContain("speakers.0.organisation_ko");
  });

  it("lists every day of the edition, a day without sessions too", () => {
    const other = { ...saved, id: 8, day: "2026-12-09" };
    expect(sessionsByDay([saved, other], ["2026-12-08", "2026-12-09", "2026-12-10"])).toEqual([
      { day: "2026-12-08", sessions: [saved] },
      { day: "2026-12-09", sessions: [other] },
      { day: "2026-12-10", sessions: [] },
    ]);
  });
});
