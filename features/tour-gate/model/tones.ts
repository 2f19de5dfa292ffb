import type { ScanResult } from "@contracts/tours";

/** One beep: pitch (Hz) and length (ms). */
export type Tone = { frequency: number; ms: number };

/**
 * A short sound per answer, so the person at the gate need not look: one high beep lets in, two middle ones say
 * "used already", a long low one refuses.
 */
export const VERDICT_TONES: Record<ScanResult, readonly Tone[]> = {
  valid: [{ frequency: 1320, ms: 120 }],
  already_used: [
    { frequency: 660, ms: 110 },
    { frequency: 660, ms: 110 },
  ],
  wrong_departure: [{ frequency: 220, ms: 420 }],
  invalid: [{ frequency: 220, ms: 420 }],
};

/** The gap between two beeps of one answer (ms). */
export const TONE_GAP_MS = 70;
