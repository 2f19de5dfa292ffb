import { describe, expect, it } from "vitest";
import { SCAN_TONES, TONE_GAP_MS, toneStarts } from "./tones";

describe("SCAN_TONES", () => {
  it("sounds each kind of answer differently", () => {
    const patterns = Object.values(SCAN_TONES).map((tones) => JSON.stringify(tones));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("lets in high and refuses low", () => {
    expect(SCAN_TONES.accept[0].frequency).toBeGreaterThan(SCAN_TONES.refuse[0].frequency);
    expect(SCAN_TONES.changed.map((tone) => tone.frequency)).toEqual([1320, 660, 220]);
  });
});

describe("toneStarts", () => {
  it("starts each beep after the last one and a gap", () => {
    expect(toneStarts(SCAN_TONES.caution)).toEqual([0, 110 + TONE_GAP_MS]);
    expect(toneStarts(SCAN_TONES.accept)).toEqual([0]);
    expect(toneStarts([])).toEqual([]);
  });
});
