import { templatePattern } from "@contracts/message-template";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { HttpError } from "@lib/http/client";
import { FIELD_STEP, RESERVATION_STEPS, type ReservationStep, type ReservationValues } from "./form-values";
import type { Translate } from "@lib/i18n/feature-text";

/** The contract's messages this page says in its own language (`validation.<key>`), templates included. */
const LOCAL_KEYS = [
  "couponUnavailable",
  "pointsUnavailable",
  "totalChanged",
  "qrPassNotOffered",
  "passRequired",
  "passTwice",
  "passNotYours",
  "passCannotPay",
  "passAlreadyPaying",
  "passPaysEntryOnly",
] as const;

const PATTERNS = LOCAL_KEYS.map((key) => ({ key, pattern: templatePattern(RESERVATION_MESSAGES[key]) }));

/**
 * The server writes the contract's English messages (the amounts of a template filled in); one this page knows is
 * said in the page's language with the same values, any other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`validation.${key}`, { ...match.groups });
  }
  return message;
}

/** 409 `TOTAL_CHANGED`: the order no longer costs what the page showed, and nothing was booked. */
export function isTotalChanged(error: unknown): boolean {
  return error instanceof HttpError && error.code === "TOTAL_CHANGED";
}

/** The server's names for the lines: any of them lands on the schedule step's options. */
const LINE_FIELDS = new Set(["cart_item_ids", "product_id", "options"]);

export type MappedServerError = {
  /** The earliest step holding a field at fault; `null` when no issue names a field of the form. */
  step: ReservationStep | null;
  /** Issues that found their field (in the form's names). */
  fields: { field: ServerField; message: string }[];
  /** What no field can show (the form's own alert). */
  rest: string[];
};

export type ServerField = keyof ReservationValues | "options" | `pass_ids.${number}`;

function formField(serverField: string): ServerField | null {
  // "options.0.quantity" is still the options
  const head = serverField.split(".")[0] ?? "";
  if (LINE_FIELDS.has(head)) return "options";
  // a traveller's pass is its own select; the passes as a whole land on the first one
  if (head === "pass_ids") {
    const index = Number(serverField.split(".")[1] ?? 0);
    return `pass_ids.${Number.isInteger(index) ? index : 0}`;
  }
  return Object.hasOwn(FIELD_STEP, head) ? (head as keyof ReservationValues) : null;
}

/**
 * Maps a failed create back to the form: each issue (or the single `field`) to its field and step, the earliest
 * step first so the person lands where the first fix is needed. Anything else is the form's message.
 */
export function mapServerError(
  error: unknown,
  say: (message: string) => string = (message) => message,
): MappedServerError {
  if (!(error instanceof HttpError)) return { step: null, fields: [], rest: [] };
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  const fields: MappedServerError["fields"] = [];
  const rest: string[] = [];
  for (const issue of issues) {
    const field = formField(issue.field);
    if (field) fields.push({ field, message: say(issue.message) });
    else rest.push(say(issue.message));
  }
  if (issues.length === 0) rest.push(say(error.message));
  const steps = fields.map((issue) =>
    RESERVATION_STEPS.indexOf(FIELD_STEP[issue.field.split(".")[0] as keyof typeof FIELD_STEP]),
  );
  const step = steps.length > 0 ? (RESERVATION_STEPS[Math.min(...steps)] ?? null) : null;
  return { step, fields, rest };
}
