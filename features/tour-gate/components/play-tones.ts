import { playTones } from "@blocks/qr-scanner";
import { type GateSound, VERDICT_TONES } from "../model/tones";

/** Plays a gate answer's beeps (the scanners' Web Audio player: silent where the browser refuses audio). */
export const playGateSound = (sound: GateSound): void => playTones(VERDICT_TONES[sound]);
