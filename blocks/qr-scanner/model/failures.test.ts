import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { isForbidden, isNetworkFailure, isSignedOut } from "./failures";

const failure = (status: number) => new HttpError({ status, code: "X", message: "x" });

describe("scan failures", () => {
  it("counts a dead network and an aborted or timed-out call as offline, an answer as not", () => {
    expect(isNetworkFailure(failure(0))).toBe(true);
    expect(isNetworkFailure(new DOMException("stop", "AbortError"))).toBe(true);
    expect(isNetworkFailure(new DOMException("late", "TimeoutError"))).toBe(true);
    expect(isNetworkFailure(failure(500))).toBe(false);
    expect(isNetworkFailure(new Error("boom"))).toBe(false);
  });

  it("tells an ended session from an account that may not scan", () => {
    expect(isSignedOut(failure(401))).toBe(true);
    expect(isForbidden(failure(401))).toBe(false);
    expect(isForbidden(failure(403))).toBe(true);
    expect(isSignedOut(failure(403))).toBe(false);
  });
});
