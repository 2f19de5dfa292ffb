import { readFileSync } from "node:fs";
import path from "node:path";
import {
  EDU_MESSAGES,
  EDU_STATUSES,
  EDU_TRANSITION_MESSAGES,
  EDU_TRANSITIONS,
  EduDecisionBodySchema,
  EduDraftBodySchema,
  ageOn,
  programmeIssues,
  reportState,
  submitIssues,
  windowState,
} from "@contracts/applications";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { describe, expect, it } from "vitest";
import { openText, sealText } from "../../../platform/crypto";
import { fullForm } from "./edu-fixtures";

const root = path.resolve(import.meta.dirname, "../../../../locales");
const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(root, lang, "applications.json"), "utf8")) as {
    messages: { edu: Record<string, unknown> & { from: Record<string, string> } };
    status: Record<string, string>;
  };

describe("the contract's messages", () => {
  it("have a text in English (the contract's own) and Korean", () => {
    const en = load("en");
    const ko = load("ko");
    for (const [key, text] of Object.entries(EDU_MESSAGES)) {
      expect([key, en.messages.edu[key]]).toEqual([key, text]);
      expect([key, typeof ko.messages.edu[key]]).toEqual([key, "string"]);
    }
    for (const status of EDU_STATUSES) {
      expect(en.messages.edu.from[status]).toBe(EDU_TRANSITION_MESSAGES[status]);
      expect(ko.messages.edu.from[status]).toBeTruthy();
      expect(ko.status[status]).toBeTruthy();
    }
  });
});

describe("the rules", () => {
  it("end in terminal statuses and reach every status", () => {
    for (const terminal of ["rejected", "withdrawn", "completed"] as const) {
      expect(EDU_TRANSITIONS[terminal]).toEqual({ applicant: [], operator: [] });
    }
    const reached = new Set(Object.values(EDU_TRANSITIONS).flatMap((moves) => [...moves.applicant, ...moves.operator]));
    expect([...reached, "draft"].sort()).toEqual([...EDU_STATUSES].sort());
  });

  it("checks a complete form, names missing fields and refused consents", () => {
    expect(submitIssues(fullForm())).toEqual([]);
    const issues = submitIssues(
      fullForm({ mobile: null, email: "nope", agree_terms: false, dietary_restriction: null }),
    );
    expect(issues).toEqual([
      { field: "email", message: EDU_MESSAGES.emailInvalid },
      { field: "mobile", message: REQUIRED_MESSAGE },
      { field: "agree_terms", message: EDU_MESSAGES.termsRequired },
    ]);
    expect(submitIssues(fullForm({ arrival_at: "2030-01-01T09:00:00+09:00" }))).toEqual([
      { field: "arrival_at", message: EDU_MESSAGES.arrivalBeforeDeparture },
    ]);
  });

  it("wants the passport valid after the return and 14 years on the first day", () => {
    const trip = { trip_start: "2027-03-10", trip_end: "2027-03-20" };
    expect(programmeIssues({ passport_expiry: "2027-03-21", birth_date: "2013-03-10" }, trip)).toEqual([]);
    expect(programmeIssues({ passport_expiry: "2027-03-20", birth_date: "2013-03-11" }, trip)).toEqual([
      { field: "passport_expiry", message: EDU_MESSAGES.passportExpiryTooSoon },
      { field: "birth_date", message: EDU_MESSAGES.tooYoung },
    ]);
    expect(ageOn("2000-02-29", "2014-02-28")).toBe(13);
    expect(ageOn("2000-02-29", "2014-03-01")).toBe(14);
  });

  it("derives the window and the report state", () => {
    const opens = new Date("2026-01-01T00:00:00Z");
    const closes = new Date("2026-02-01T00:00:00Z");
    expect(windowState(new Date("2025-12-31T23:59:59Z"), opens, closes)).toBe("upcoming");
    expect(windowState(opens, opens, closes)).toBe("open");
    expect(windowState(closes, opens, closes)).toBe("closed");
    const programme = { trip_end: "2026-05-10", report_due: "2026-06-10" };
    expect(reportState("submitted", false, "2026-07-01", programme)).toBeNull();
    expect(reportState("approved", false, "2026-05-10", programme)).toBe("not_due");
    expect(reportState("approved", false, "2026-06-10", programme)).toBe("due");
    expect(reportState("approved", false, "2026-06-11", programme)).toBe("overdue");
    expect(reportState("completed", true, "2026-06-11", programme)).toBe("submitted");
  });

  it("checks formats on drafts but not required-ness, and wants a message with a request for information", () => {
    expect(EduDraftBodySchema.safeParse({ version: 1 }).success).toBe(true);
    expect(EduDraftBodySchema.safeParse({ version: 1, mobile: null, email: null }).success).toBe(true);
    const bad = EduDraftBodySchema.safeParse({ version: 1, birth_date: "2009-02-30" });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path.join("."))).toEqual(["birth_date"]);
    const decision = EduDecisionBodySchema.safeParse({ status: "info_requested" });
    expect(decision.success ? [] : decision.error.issues.map((issue) => issue.message)).toEqual([
      EDU_MESSAGES.infoMessageRequired,
    ]);
  });
});

describe("sealed fields", () => {
  it("open with their key only, and differ each time", () => {
    const key = new Uint8Array(32).fill(7);
    const one = sealText(key, "M12345678");
    expect(sealText(key, "M12345678")).not.toBe(one);
    expect(openText(key, one)).toBe("M12345678");
    expect(() => openText(new Uint8Array(32).fill(8), one)).toThrow();
  });
});
