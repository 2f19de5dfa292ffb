/** One beep: pitch (Hz) and length (ms). */
export type Tone = { frequency: number; ms: number };

/**
 * The scanners' sounds, so the person at a door need not look: one high beep lets in, two middle ones say "seen
 * already", a long low one refuses. A change of answer falls high to low over three beeps, unlike any answer, so
 * the person looks again at a guest they may have waved through. Each feature says which of its answers sounds how.
 */
export const SCAN_TONES = {
  accept: [{ frequency: 1320, ms: 120 }],
  caution: [
    { frequency: 660, ms: 110 },
    { frequency: 660, ms: 110 },
  ],
  refuse: [{ frequency: 220, ms: 420 }],
  changed: [
    { frequency: 1320, ms: 90 },
    { frequency: 660, ms: 90 },
    { frequency: 220, ms: 300 },
  ],
} as const satisfies Record<string, readonly Tone[]>;
export type ScanTone = keyof typeof SCAN_TONES;

/** The gap between two beeps of one answer (ms). */
export const TONE_GAP_MS = 70;

/** When each beep of `tones` starts, from the first (ms): a beep's length and the gap after it apart. */
export function toneStarts(tones: readonly Tone[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const tone of tones) {
    starts.push(at);
    at += tone.ms + TONE_GAP_MS;
  }
  return starts;
}
