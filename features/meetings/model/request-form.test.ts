import { MEETING_MESSAGE_MAX } from "@contracts/meetings";
import { describe, expect, it } from "vitest";
import {
  type RequestFormValues,
  emptyRequest,
  initialBooth,
  requestIssues,
  toRequestBody,
  toRequestValues,
} from "./request-form";

const t = (key: string) => `t:${key}`;
const check = (values: RequestFormValues) => requestIssues(values, 21, t);

describe("initialBooth", () => {
  it("starts from the seller's booth: the counterpart's, or mine when I am the seller", () => {
    expect(initialBooth({ role: "seller", booth_no: "A-01" }, null)).toBe("A-01");
    expect(initialBooth({ role: "buyer", booth_no: null }, "B-07")).toBe("B-07");
    expect(initialBooth({ role: "seller", booth_no: null }, "B-07")).toBe("");
    expect(initialBooth({ role: "buyer", booth_no: null }, undefined)).toBe("");
  });
});

describe("toRequestBody", () => {
  it("sends the chosen slot and leaves an empty booth to the server", () => {
    const values = { ...emptyRequest(""), slot_id: "202", attendees: " 3 ", message: "Hello" };
    expect(toRequestBody(values, 21)).toEqual({ counterpart_id: 21, slot_id: 202, attendees: "3", message: "Hello" });
    expect(toRequestBody({ ...values, booth_no: " A-01 " }, 21)).toMatchObject({ booth_no: "A-01" });
  });
});

describe("requestIssues", () => {
  it("passes a complete request as the contract's body", () => {
    const values = { ...emptyRequest("A-01"), slot_id: "202", attendees: "2", message: " Hi " };
    expect(check(values)).toEqual([]);
    expect(toRequestValues(values, 21)).toEqual({
      counterpart_id: 21,
      slot_id: 202,
      attendees: 2,
      booth_no: "A-01",
      message: "Hi",
    });
  });

  it("asks for a time, and for 1 to 5 attendees, in the page's language", () => {
    expect(check({ ...emptyRequest(""), attendees: "" })).toEqual([
      { field: "slot_id", message: "t:request.errors.slotRequired" },
      { field: "attendees", message: "t:messages.meeting.attendeesRange" },
    ]);
    expect(check({ ...emptyRequest(""), slot_id: "202", attendees: "6" })).toEqual([
      { field: "attendees", message: "t:messages.meeting.attendeesRange" },
    ]);
    expect(check({ ...emptyRequest(""), slot_id: "202", attendees: "two" })).toEqual([
      { field: "attendees", message: "t:messages.meeting.attendeesRange" },
    ]);
  });

  it("keeps the message within 500 characters", () => {
    const long = "x".repeat(MEETING_MESSAGE_MAX + 1);
    expect(check({ ...emptyRequest(""), slot_id: "202", message: long })).toEqual([
      { field: "message", message: "t:messages.meeting.messageTooLong" },
    ]);
  });
});
