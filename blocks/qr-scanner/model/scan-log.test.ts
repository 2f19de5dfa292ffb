import { describe, expect, it } from "vitest";
import { SCAN_LOG_SIZE, addToLog, settleInLog, shortCode } from "./scan-log";

type Entry = { id: number; answer: string | null };

describe("the session's log", () => {
  it("puts each scan on top and keeps the last few", () => {
    let log: Entry[] = [];
    for (let id = 1; id <= SCAN_LOG_SIZE + 2; id++) log = addToLog(log, { id, answer: null });
    expect(log).toHaveLength(SCAN_LOG_SIZE);
    expect(log[0]?.id).toBe(SCAN_LOG_SIZE + 2);
    expect(log.at(-1)?.id).toBe(3);
    expect(addToLog(log, { id: 99, answer: null }, 2).map((entry) => entry.id)).toEqual([99, SCAN_LOG_SIZE + 2]);
  });

  it("settles an answer in its own entry, whatever came back before it", () => {
    const log = addToLog<Entry>(addToLog<Entry>([], { id: 1, answer: null }), { id: 2, answer: null });
    const settled = settleInLog(log, 1, { answer: "valid" });
    expect(settled).toEqual([
      { id: 2, answer: null },
      { id: 1, answer: "valid" },
    ]);
    expect(settleInLog(settled, 7, { answer: "invalid" })).toEqual(settled);
  });
});

describe("shortCode", () => {
  it("shows a long token's head only", () => {
    expect(shortCode(`P1.12.${"A".repeat(43)}`)).toBe("P1.12.AAAAAAAA…");
    expect(shortCode("  SP-000012 ")).toBe("SP-000012");
  });
});
