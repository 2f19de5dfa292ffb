import { describe, expect, it } from "vitest";
import { dueProgramme, overdueProgramme, storyApplication, summaryOf } from "../mocks/fixtures";
import { needsAttention } from "./status";

describe("what needs the member", () => {
  it("lists an overdue report first, then information requested, a report due and a draft", () => {
    const rows = [
      summaryOf(storyApplication("draft", { id: 1 })),
      summaryOf(storyApplication("approved", { id: 2, programme: dueProgramme })),
      summaryOf(storyApplication("info_requested", { id: 3 })),
      summaryOf(storyApplication("approved", { id: 4, programme: overdueProgramme })),
      summaryOf(storyApplication("under_review", { id: 5 })),
    ];
    expect(needsAttention(rows).map(({ kind, application }) => [kind, application.id])).toEqual([
      ["report_overdue", 4],
      ["info_requested", 3],
      ["report_due", 2],
      ["draft", 1],
    ]);
    expect(needsAttention([])).toEqual([]);
  });
});
