import { PASS_API_MESSAGES } from "@contracts/passes";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

export type PassApiMessageKey = keyof typeof PASS_API_MESSAGES;

const CODES: Record<PassApiMessageKey, string> = {
  optionRequired: "VALIDATION_ERROR",
  optionNotFound: "PASS_OPTION_NOT_FOUND",
  holdersRequired: "VALIDATION_ERROR",
  holderRequired: "VALIDATION_ERROR",
  tooManyHolders: "VALIDATION_ERROR",
  passNotFound: "PASS_NOT_FOUND",
  venueNotFound: "PASS_VENUE_NOT_FOUND",
  holderLocked: "PASS_HOLDER_LOCKED",
  venueRequired: "VALIDATION_ERROR",
  notPartnerStaff: "FORBIDDEN",
  qrPassNotAccepted: "VALIDATION_ERROR",
  refundActivated: "PASS_REFUND_ACTIVATED",
  refundWindowClosed: "PASS_REFUND_WINDOW_CLOSED",
  alreadyRefunded: "PASS_ALREADY_REFUNDED",
};

/** A visitor pass rule broken: the contract's message, a stable code, and the field it concerns. */
export function passError(status: ContentfulStatusCode, key: PassApiMessageKey, field?: string): AppError {
  const message = PASS_API_MESSAGES[key];
  // a refusal of what was sent reads like the schema's own: the field named in `issues` too
  const issues = CODES[key] === "VALIDATION_ERROR" && field ? [{ field, message }] : undefined;
  return new AppError(status, CODES[key], message, field, issues);
}
