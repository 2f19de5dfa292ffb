import { describe, expect, it } from "vitest";
import { WEDGE_KEY_GAP_MS, WEDGE_START, feedWedge } from "./wedge";

const type = (text: string, start: number, gap: number) => {
  let state = WEDGE_START;
  let at = start;
  const codes: (string | null)[] = [];
  for (const key of [...text.split(""), "Enter"]) {
    const fed = feedWedge(state, key, at);
    state = fed.state;
    codes.push(fed.code);
    at += gap;
  }
  return codes.filter(Boolean);
};

describe("feedWedge", () => {
  it("takes a fast burst ended by Enter as one scan", () => {
    expect(type("T1.12.1.abcdefgh", 1000, 8)).toEqual(["T1.12.1.abcdefgh"]);
  });

  it("ignores a person's typing and a short burst", () => {
    expect(type("T1.12.1.abcdefgh", 1000, WEDGE_KEY_GAP_MS + 30)).toEqual([]);
    expect(type("abc", 1000, 5)).toEqual([]);
  });

  it("starts again after a pause, and passes over keys that type nothing", () => {
    let state = feedWedge(WEDGE_START, "x", 0).state;
    state = feedWedge(state, "Shift", 5).state;
    for (const [index, key] of [..."T1.9.2.zzzzzz"].entries()) state = feedWedge(state, key, 500 + index * 5).state;
    expect(feedWedge(state, "Enter", 570).code).toBe("T1.9.2.zzzzzz");
  });
});
