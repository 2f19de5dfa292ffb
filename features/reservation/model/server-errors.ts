import { HttpError } from "@lib/http/client";
import { FIELD_STEP, RESERVATION_STEPS, type ReservationStep, type ReservationValues } from "./form-values";

/** The server's names for the lines: any of them lands on the schedule step's options. */
const LINE_FIELDS = new Set(["cart_item_ids", "product_id", "options"]);

export type MappedServerError = {
  /** The earliest step holding a field at fault; `null` when no issue names a field of the form. */
  step: ReservationStep | null;
  /** Issues that found their field (in the form's names). */
  fields: { field: keyof ReservationValues | "options"; message: string }[];
  /** What no field can show (the form's own alert). */
  rest: string[];
};

function formField(serverField: string): keyof ReservationValues | "options" | null {
  // "options.0.quantity" is still the options
  const head = serverField.split(".")[0] ?? "";
  if (LINE_FIELDS.has(head)) return "options";
  return Object.hasOwn(FIELD_STEP, head) ? (head as keyof ReservationValues) : null;
}

/**
 * Maps a failed create back to the form: each issue (or the single `field`) to its field and step, the earliest
 * step first so the person lands where the first fix is needed. Anything else is the form's message.
 */
export function mapServerError(error: unknown): MappedServerError {
  if (!(error instanceof HttpError)) return { step: null, fields: [], rest: [] };
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  const fields: MappedServerError["fields"] = [];
  const rest: string[] = [];
  for (const issue of issues) {
    const field = formField(issue.field);
    if (field) fields.push({ field, message: issue.message });
    else rest.push(issue.message);
  }
  if (issues.length === 0) rest.push(error.message);
  const steps = fields.map((issue) => RESERVATION_STEPS.indexOf(FIELD_STEP[issue.field]));
  const step = steps.length > 0 ? (RESERVATION_STEPS[Math.min(...steps)] ?? null) : null;
  return { step, fields, rest };
}
