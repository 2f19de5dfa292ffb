import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MICE_MESSAGES } from "@contracts/mice";
import { HttpError } from "@lib/http/client";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The contract's messages in the page's language: each has a key in `locales/<lang>/fair.json`
 * (`MICE_MESSAGES.alreadyRegistered` is `messages.alreadyRegistered`). Asked with `?lang=ko` the server answers in
 * Korean already, and a message no contract knows is shown as it came.
 */
export const { contractMessageKey, translateMessage, issueText } = contractMessages([
  ...keyed(MICE_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

/** A failed call in words, and a refused write split into its fields and the form's alert. */
export const { failureText, serverFailure } = failureHelpers(translateMessage);

/** A buyer's or seller's account asked for a visitor's page: they take part with their company instead. */
export function isNotVisitor(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && error.code === "NOT_VISITOR";
}

/** The server refused a registration for a reason the page shows as a state of its own (not beside a field). */
export function refusalOf(error: unknown): "already_registered" | "closed" | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  if (error.code === "ALREADY_REGISTERED") return "already_registered";
  if (error.code === "REGISTRATION_CLOSED") return "closed";
  return null;
}
