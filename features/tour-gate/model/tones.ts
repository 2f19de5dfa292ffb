import { SCAN_TONES, type Tone } from "@blocks/qr-scanner";
import type { ScanResult } from "@contracts/tours";

/** What the gate may sound: an answer, or the server overruling the answer the device gave a moment before. */
export type GateSound = ScanResult | "conflict";

/**
 * The scanners' sounds for the gate's answers: a ticket let in, one used already, one refused (another departure's
 * or no ticket of this departure), and the server changing the device's answer.
 */
export const VERDICT_TONES: Record<GateSound, readonly Tone[]> = {
  valid: SCAN_TONES.accept,
  already_used: SCAN_TONES.caution,
  wrong_departure: SCAN_TONES.refuse,
  invalid: SCAN_TONES.refuse,
  conflict: SCAN_TONES.changed,
};
