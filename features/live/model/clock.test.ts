import { EMPTY_LIVE_STATE } from "@contracts/live";
import { describe, expect, it } from "vitest";
import { clockOffset, readLiveMessage, serverTime } from "./clock";

describe("clockOffset and serverTime", () => {
  const server = "2026-05-15T01:00:00.000Z";

  it("is how far the server is ahead of the screen", () => {
    expect(clockOffset(server, Date.parse(server) - 1500)).toBe(1500);
    expect(clockOffset(server, Date.parse(server) + 90_000)).toBe(-90_000);
    expect(clockOffset(server, Date.parse(server))).toBe(0);
  });

  it("turns the screen's clock into the server's", () => {
    const local = Date.parse(server) + 90_000;
    expect(serverTime(clockOffset(server, local), local)).toBe(Date.parse(server));
    expect(serverTime(-90_000, local + 1000)).toBe(Date.parse(server) + 1000);
  });

  it("trusts the screen's clock when the server's time cannot be read", () => {
    expect(clockOffset("not a date", 123)).toBe(0);
  });
});

describe("readLiveMessage", () => {
  it("reads a LiveMessage and refuses anything else", () => {
    const message = { state: EMPTY_LIVE_STATE, server_now: "2026-05-15T01:00:00.000Z" };
    expect(readLiveMessage(JSON.stringify(message))).toEqual(message);
    expect(readLiveMessage("{not json")).toBeNull();
    expect(readLiveMessage(JSON.stringify({ state: {} }))).toBeNull();
    expect(readLiveMessage(undefined)).toBeNull();
  });
});
