import { EDU_MESSAGE_MAX, EDU_STATUSES, EDU_TRANSITIONS } from "@contracts/applications";
import { describe, expect, it } from "vitest";
import { decisionIssues, noteIssues } from "./decision-form";
import { decisionsFrom } from "./statuses";

const t = (key: string) => key;

describe("the decisions offered", () => {
  it("are exactly the contract's operator moves from each status", () => {
    for (const status of EDU_STATUSES) expect(decisionsFrom(status)).toEqual(EDU_TRANSITIONS[status].operator);
  });

  it("offer nothing from a closed application", () => {
    expect(decisionsFrom("rejected")).toEqual([]);
    expect(decisionsFrom("withdrawn")).toEqual([]);
    expect(decisionsFrom("draft")).toEqual([]);
  });
});

describe("the decision form", () => {
  it("needs a decision", () => {
    expect(decisionIssues({ status: "", message: "" }, t)).toEqual([
      { field: "status", message: "decision.chooseMove" },
    ]);
  });

  it("needs a message to ask for more information (the contract's words) or to reject (a reason)", () => {
    expect(decisionIssues({ status: "info_requested", message: "  " }, t)).toEqual([
      { field: "message", message: "applications:messages.edu.infoMessageRequired" },
    ]);
    expect(decisionIssues({ status: "rejected", message: "" }, t)).toEqual([
      { field: "message", message: "applications:messages.edu.rejectReasonRequired" },
    ]);
    expect(decisionIssues({ status: "approved", message: "" }, t)).toEqual([]);
  });

  it("keeps the message within the contract's limit", () => {
    expect(decisionIssues({ status: "approved", message: "x".repeat(EDU_MESSAGE_MAX + 1) }, t)).toHaveLength(1);
  });
});

describe("a note", () => {
  it("has something to say, within the limit", () => {
    expect(noteIssues({ body: " " }, t)).toEqual([{ field: "body", message: "applications:messages.required" }]);
    expect(noteIssues({ body: "ok" }, t)).toEqual([]);
    expect(noteIssues({ body: "x".repeat(EDU_MESSAGE_MAX + 1) }, t)).toHaveLength(1);
  });
});
