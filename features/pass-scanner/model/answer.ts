import { SCAN_TONES, type Tone, type VerdictTone } from "@blocks/qr-scanner";
import type { PassScanAnswer } from "@contracts/passes";
import {
  PASS_MESSAGES,
  type PassMessageKey,
  type PassScanResult,
  type VenueBenefit,
  benefitMessageKey,
  resultMessageKey,
} from "@contracts/pass-rules";

/** Where one scan stands on the page: on its way, answered, not checkable without the server, or failed. */
export type EntryState = "checking" | "answered" | "unchecked" | "failed";

/** One scan of this session: what was read, when, and what became of it. */
export type PassEntry = {
  id: number;
  at: Date;
  text: string;
  state: EntryState;
  answer: PassScanAnswer | null;
  /** A failure in words (the server's, or the page's own). */
  detail: string | null;
};

/**
 * The colour of each answer: green lets in, amber is a pass already seen here (as the summit's gate shows a second
 * passage), red refuses (no uses left, expired, not yet valid, invalid or refunded).
 */
export const RESULT_TONES: Record<PassScanResult, VerdictTone> = {
  valid: "accept",
  already_used: "caution",
  no_uses_left: "refuse",
  expired: "refuse",
  not_yet_valid: "refuse",
  invalid: "refuse",
};

/** The colour of an entry: a scan that could not be checked is amber (look, decide nothing), a failure red. */
export function entryTone(entry: Pick<PassEntry, "state" | "answer">): VerdictTone {
  if (entry.state === "checking") return "idle";
  if (entry.state === "unchecked") return "caution";
  if (entry.state === "failed" || !entry.answer) return "refuse";
  return RESULT_TONES[entry.answer.result];
}

/** What the scanner may sound: an answer, or a pass it could not check. */
export type PassSound = PassScanResult | "unchecked";

/** The scanners' beeps for the pass's answers (a pass not checked sounds like one to look at again). */
export const PASS_TONES: Record<PassSound, readonly Tone[]> = {
  valid: SCAN_TONES.accept,
  already_used: SCAN_TONES.caution,
  no_uses_left: SCAN_TONES.refuse,
  expired: SCAN_TONES.refuse,
  not_yet_valid: SCAN_TONES.refuse,
  invalid: SCAN_TONES.refuse,
  unchecked: SCAN_TONES.caution,
};

const isMessageKey = (key: string): key is PassMessageKey => Object.hasOwn(PASS_MESSAGES, key);

/** The key of the answer's words in `pass.json`'s `messages`: the server's, or the result's when it names none. */
export function messageKeyOf(answer: Pick<PassScanAnswer, "result" | "message_key" | "activates">): PassMessageKey {
  if (isMessageKey(answer.message_key)) return answer.message_key;
  return resultMessageKey(answer.result, answer);
}

/** One detail of an answer, in the order the panel shows them. */
export type AnswerLine =
  | { kind: "benefit"; key: PassMessageKey; percent: number | null }
  | { kind: "usesLeft"; count: number }
  | { kind: "validUntil"; at: string }
  | { kind: "firstVisit"; at: string }
  | { kind: "validFrom"; day: string };

const benefitLine = (benefit: VenueBenefit): AnswerLine => ({
  kind: "benefit",
  key: benefitMessageKey(benefit),
  percent: benefit.kind === "discount" ? benefit.percent : null,
});

/**
 * What the staff need beyond the answer: for a valid pass what the holder gets, a count pass's uses left and until
 * when it is valid; for a pass used here before the first visit's time; for one not valid yet its first day.
 */
export function answerLines(answer: PassScanAnswer): AnswerLine[] {
  const lines: AnswerLine[] = [];
  switch (answer.result) {
    case "valid":
      if (answer.benefit) lines.push(benefitLine(answer.benefit));
      if (answer.uses_left !== null) lines.push({ kind: "usesLeft", count: answer.uses_left });
      if (answer.valid_until) lines.push({ kind: "validUntil", at: answer.valid_until });
      break;
    case "already_used":
      if (answer.first_used_at) lines.push({ kind: "firstVisit", at: answer.first_used_at });
      break;
    case "not_yet_valid":
      if (answer.valid_from) lines.push({ kind: "validFrom", day: answer.valid_from });
      break;
    default:
      break;
  }
  return lines;
}

/**
 * The answer to what is no pass at all (a poster's link, another product's ticket): `invalid` on the device,
 * without a request, in the server's shape so the panel and the log show it as any other answer.
 */
export function notAPass(nonce: string, venueId: number, at: Date): PassScanAnswer {
  return {
    result: "invalid",
    nonce,
    message_key: "invalid",
    message: PASS_MESSAGES.invalid,
    venue_id: venueId,
    pass: null,
    benefit: null,
    activates: false,
    uses_left: null,
    valid_until: null,
    first_used_at: null,
    valid_from: null,
    scanned_at: at.toISOString(),
  };
}
