import { describe, expect, it } from "vitest";
import { connectionAfter, RECONNECT_MAX_MS, reconnectDelay } from "./connection";

describe("connectionAfter", () => {
  it("is live once a state arrives", () => {
    expect(connectionAfter("message", false)).toBe("live");
    expect(connectionAfter("message", true)).toBe("live");
  });

  it("stays connecting on open until the first state, and is live on a reopen with a state shown", () => {
    expect(connectionAfter("open", false)).toBe("connecting");
    // a reconnect whose Last-Event-ID matched: the server sends nothing, the screen is current
    expect(connectionAfter("open", true)).toBe("live");
  });

  it("says connecting after an error before any state, reconnecting after one", () => {
    expect(connectionAfter("error", false)).toBe("connecting");
    expect(connectionAfter("error", true)).toBe("reconnecting");
  });
});

describe("reconnectDelay", () => {
  it("waits 1, 2, 4, 8 seconds, then never more than 10", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER)).toBe(RECONNECT_MAX_MS);
  });

  it("treats odd attempts as the first", () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(1.7)).toBe(2000);
  });
});
