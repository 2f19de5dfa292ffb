import { TONE_GAP_MS, type Tone } from "../model/tones";

let context: AudioContext | null = null;

/**
 * Plays an answer's beeps with the Web Audio API (no sound files to fetch, so it works offline). A browser that
 * refuses audio before a tap on the page stays silent: the colours and words still say everything.
 */
export function playTones(tones: readonly Tone[]): void {
  try {
    if (typeof AudioContext === "undefined") return;
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === "suspended") void audio.resume().catch(() => undefined);
    let start = audio.currentTime;
    for (const tone of tones) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "square";
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = 0.08;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.ms / 1000);
      start += (tone.ms + TONE_GAP_MS) / 1000;
    }
  } catch {
    // no audio on this device: the answer is on the screen
  }
}
