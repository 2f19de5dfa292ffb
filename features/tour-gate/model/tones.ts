import type { ScanResult } from "@contracts/tours";

/** One beep: pitch (Hz) and length (ms). */
export type Tone = { frequency: number; ms: number };

/** What the gate may sound: an answer, or the server overruling the answer the device gave a moment before. */
export type GateSound = ScanResult | "conflict";

/**
 * A short sound per answer, so the person at the gate need not look: one high beep lets in, two middle ones say
 * "used already", a long low one refuses. A change of answer falls high to low over three beeps, unlike any answer,
 * so the person looks again at a guest they may have waved through.
 */
export const VERDICT_TONES: Record<GateSound, readonly Tone[]> = {
  valid: [{ frequency: 1320, ms: 120 }],
  already_used: [
    { frequency: 660, ms: 110 },
    { frequency: 660, ms: 110 },
  ],
  wrong_departure: [{ frequency: 220, ms: 420 }],
  invalid: [{ frequency: 220, ms: 420 }],
  conflict: [
    { frequency: 1320, ms: 90 },
    { frequency: 660, ms: 90 },
    { frequency: 220, ms: 300 },
  ],
};

/** The gap between two beeps of one answer (ms). */
export const TONE_GAP_MS = 70;
