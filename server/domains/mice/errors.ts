import { MICE_MESSAGES } from "@contracts/mice";
import { AppError } from "../../platform/http/errors";

type MessageKey = keyof typeof MICE_MESSAGES;

/** The error codes of the domain, by message (the code a screen may branch on). */
const CODES: Partial<Record<MessageKey, string>> = {
  alreadyRegistered: "ALREADY_REGISTERED",
  notVisitor: "NOT_VISITOR",
  registrationClosed: "REGISTRATION_CLOSED",
  badgeNotFound: "BADGE_NOT_FOUND",
  exhibitorNotFound: "NOT_FOUND",
};

/** An error of the domain in the contract's words (the browser shows them from `locales/<lang>/mice.json`). */
export function miceError(status: 403 | 404 | 409, key: MessageKey): AppError {
  return new AppError(status, CODES[key] ?? "CONFLICT", MICE_MESSAGES[key]);
}
