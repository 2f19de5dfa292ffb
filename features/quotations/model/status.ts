import { QUOTATION_MESSAGES, type QuotationDisplayStatus } from "@contracts/quotations";
import { HttpError } from "@lib/http/client";

export type StatusTone = "neutral" | "primary" | "success" | "danger" | "info" | "warning";

/** How each status looks: the words carry it (locale key `status.<status>`), the colour only repeats them. */
export const STATUS_TONES: Record<QuotationDisplayStatus, StatusTone> = {
  sent: "info",
  accepted: "success",
  declined: "neutral",
  changes_requested: "warning",
  withdrawn: "neutral",
  expired: "danger",
};

/** Why an answer could not be taken: the quotation moved on since the page was loaded. */
export type Conflict = "expired" | "revised" | "alreadyAnswered" | "withdrawn";

const CONFLICT_MESSAGES: Record<Conflict, string> = {
  expired: QUOTATION_MESSAGES.expired,
  revised: QUOTATION_MESSAGES.revised,
  alreadyAnswered: QUOTATION_MESSAGES.alreadyAnswered,
  withdrawn: QUOTATION_MESSAGES.withdrawn,
};

const CONFLICT_CODES: Record<string, Conflict> = {
  QUOTATION_EXPIRED: "expired",
  QUOTATION_REVISED: "revised",
  QUOTATION_ALREADY_ANSWERED: "alreadyAnswered",
  QUOTATION_WITHDRAWN: "withdrawn",
};

/** Which conflict a 409 answer reports (by the contract's message, or the server's code), else `null`. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const byMessage = (Object.keys(CONFLICT_MESSAGES) as Conflict[]).find((k) => CONFLICT_MESSAGES[k] === error.message);
  return byMessage ?? CONFLICT_CODES[error.code] ?? null;
}
