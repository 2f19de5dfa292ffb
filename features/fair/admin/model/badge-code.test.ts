import { describe, expect, it } from "vitest";
import { readScannedText } from "./badge-code";

describe("readScannedText", () => {
  it("takes a badge's code as its QR carries it", () => {
    expect(readScannedText("vb_7Qm2xK9pLr4TnW8s")).toEqual({ kind: "code", code: "vb_7Qm2xK9pLr4TnW8s" });
    // a random code is 24 URL-safe characters
    expect(readScannedText("Ab-_0123456789xyzXYZ-_ab")).toEqual({ kind: "code", code: "Ab-_0123456789xyzXYZ-_ab" });
  });

  it("drops the whitespace and line end a keyboard-wedge scanner adds", () => {
    expect(readScannedText("  vb_7Qm2xK9pLr4TnW8s\r\n")).toEqual({ kind: "code", code: "vb_7Qm2xK9pLr4TnW8s" });
  });

  it("says when nothing was entered", () => {
    expect(readScannedText("")).toEqual({ kind: "empty" });
    expect(readScannedText(" \t\n")).toEqual({ kind: "empty" });
  });

  it("refuses what no badge carries: links, short or long codes, other characters", () => {
    expect(readScannedText("https://k-travel.example/mice")).toEqual({
      kind: "foreign",
      text: "https://k-travel.example/mice",
    });
    expect(readScannedText("abc1234")).toEqual({ kind: "foreign", text: "abc1234" });
    expect(readScannedText("a".repeat(65)).kind).toBe("foreign");
    expect(readScannedText("a".repeat(64)).kind).toBe("code");
    expect(readScannedText("badge code 1")).toEqual({ kind: "foreign", text: "badge code 1" });
  });
});
