import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { registrationFixture } from "../../mocks/fixtures";
import {
  SCAN_LOG_SIZE,
  type ScanEntry,
  answerOutcome,
  logScan,
  refusalOutcome,
  scanClock,
  settleScan,
} from "./scan-log";

const entry = (id: number, outcome: ScanEntry["outcome"] = "checking"): ScanEntry => ({
  id,
  text: `badge-code-${id}`,
  outcome,
  at: new Date("2026-12-30T00:42:05Z"),
  registration: null,
  detail: null,
});

describe("the session's scans", () => {
  it("puts the newest first and keeps only the last few", () => {
    let log: ScanEntry[] = [];
    for (let id = 1; id <= SCAN_LOG_SIZE + 3; id++) log = logScan(log, entry(id));
    expect(log).toHaveLength(SCAN_LOG_SIZE);
    expect(log[0]?.id).toBe(SCAN_LOG_SIZE + 3);
    expect(log.at(-1)?.id).toBe(4);
  });

  it("settles a scan where it stands, whatever came after it", () => {
    const log = logScan(logScan([], entry(1)), entry(2));
    const settled = settleScan(log, 1, { outcome: "welcome", registration: registrationFixture });
    expect(settled.map((e) => [e.id, e.outcome])).toEqual([
      [2, "checking"],
      [1, "welcome"],
    ]);
    expect(settled[1]?.registration?.name).toBe("Emma Laurent");
    expect(settleScan(log, 99, { outcome: "failed" })).toEqual(log);
  });

  it("tells a first scan from a later one", () => {
    expect(answerOutcome({ registration: registrationFixture, first_scan: true })).toBe("welcome");
    expect(answerOutcome({ registration: registrationFixture, first_scan: false })).toBe("already");
  });

  it("tells an unknown badge and an ended session from other failures", () => {
    const failure = (status: number, code: string) => new HttpError({ status, code, message: code });
    expect(refusalOutcome(failure(404, "BADGE_NOT_FOUND"))).toBe("notFound");
    expect(refusalOutcome(failure(401, "UNAUTHORIZED"))).toBe("signedOut");
    expect(refusalOutcome(failure(400, "VALIDATION_ERROR"))).toBe("failed");
    expect(refusalOutcome(failure(0, "NETWORK_ERROR"))).toBe("failed");
    expect(refusalOutcome(new Error("boom"))).toBe("failed");
  });

  it("writes a scan's time on Korea's clock, to the second", () => {
    expect(scanClock(new Date("2026-12-30T00:42:05Z"), "en")).toBe("09:42:05");
    expect(scanClock(new Date("2026-12-30T14:02:09Z"), "ko")).toBe("23:02:09");
  });
});
