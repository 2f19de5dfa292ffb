import { MEETING_MESSAGE_MAX } from "@contracts/meetings";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { type RequestFormValues, emptyRequest, initialBooth, requestResolver, toRequestBody } from "./request-form";

const t = (key: string) => `t:${key}`;
const options = {} as ResolverOptions<RequestFormValues>;
const check = (values: RequestFormValues) => requestResolver(21, () => t)(values, undefined, options);

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

describe("requestResolver", () => {
  it("passes a complete request as the contract's body", async () => {
    const result = await check({ ...emptyRequest("A-01"), slot_id: "202", attendees: "2", message: " Hi " });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ counterpart_id: 21, slot_id: 202, attendees: 2, booth_no: "A-01", message: "Hi" });
  });

  it("asks for a time, and for 1 to 5 attendees, in the page's language", async () => {
    const result = await check({ ...emptyRequest(""), attendees: "" });
    expect(result.errors).toEqual({
      slot_id: { type: "validation", message: "t:request.errors.slotRequired" },
      attendees: { type: "validation", message: "t:messages.meeting.attendeesRange" },
    });
    expect((await check({ ...emptyRequest(""), slot_id: "202", attendees: "6" })).errors).toEqual({
      attendees: { type: "validation", message: "t:messages.meeting.attendeesRange" },
    });
    expect((await check({ ...emptyRequest(""), slot_id: "202", attendees: "two" })).errors).toEqual({
      attendees: { type: "validation", message: "t:messages.meeting.attendeesRange" },
    });
  });

  it("keeps the message within 500 characters", async () => {
    const long = "x".repeat(MEETING_MESSAGE_MAX + 1);
    expect((await check({ ...emptyRequest(""), slot_id: "202", message: long })).errors).toEqual({
      message: { type: "validation", message: "t:messages.meeting.messageTooLong" },
    });
  });
});
