import { describe, expect, it } from "vitest";
import { EMPTY_MATCH, boothForSeller, matchBody } from "./match-form";

const t = (key: string, options?: Record<string, unknown>) =>
  typeof options?.max === "number" ? `${key}|${options.max}` : key;

describe("the match form", () => {
  it("sends numbers, and leaves an empty booth to the server", () => {
    expect(
      matchBody({ ...EMPTY_MATCH, buyerId: "11", sellerId: "22", slotId: "102", message: " See you " }, t),
    ).toEqual({
      ok: true,
      body: { buyer_id: 11, seller_id: 22, slot_id: 102, message: "See you" },
    });
    expect(matchBody({ buyerId: "11", sellerId: "22", slotId: "102", booth: " B-07 ", message: "" }, t)).toEqual({
      ok: true,
      body: { buyer_id: 11, seller_id: 22, slot_id: 102, booth_no: "B-07", message: "" },
    });
  });

  it("asks for the buyer, the seller and the slot", () => {
    expect(matchBody(EMPTY_MATCH, t)).toEqual({
      ok: false,
      issues: { buyer_id: "messages.required", seller_id: "messages.required", slot_id: "messages.required" },
    });
  });

  it("words a length limit with the limit", () => {
    expect(matchBody({ buyerId: "11", sellerId: "22", slotId: "102", booth: "B".repeat(21), message: "" }, t)).toEqual({
      ok: false,
      issues: { booth_no: "messages.tooLong|20" },
    });
  });

  it("lets the booth follow the seller until the operator types one", () => {
    expect(boothForSeller({ booth: "" }, false, { booth_no: "A-02" })).toBe("A-02");
    expect(boothForSeller({ booth: "A-02" }, false, { booth_no: "A-01" })).toBe("A-01");
    expect(boothForSeller({ booth: "A-02" }, false, { booth_no: null })).toBe("");
    expect(boothForSeller({ booth: "Lounge 3" }, true, { booth_no: "A-01" })).toBe("Lounge 3");
  });
});
