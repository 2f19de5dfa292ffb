import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { TOUR_MESSAGES } from "@contracts/tours";
import { TOUR_ADMIN_MESSAGES } from "@contracts/tours-admin";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, type IssueLike, keyed } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * The console's contract messages (contracts/tours-admin.ts and the shared field rules), each with its key in
 * `tours-admin` (`messages.<name>`), so the form's own check and the server's refusals read in the page's language.
 */
const contract = contractMessages([
  ...keyed(TOUR_ADMIN_MESSAGES, "messages"),
  [TOUR_MESSAGES.courseNotFound, "messages.courseNotFound"],
  [REQUIRED_MESSAGE, "messages.required"],
  [FIELD_MESSAGES.date, "messages.date"],
  [FIELD_MESSAGES.dateNotADay, "messages.dateNotADay"],
]);
export const { contractMessageKey, translateMessage } = contract;

/**
 * A failed rule of a contract schema in words; a number left blank reads "required", as the server says it (zod's
 * own words for it are about types).
 */
export function issueText(issue: IssueLike, t: Translate): string {
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return t("messages.required");
  return contract.issueText(issue, t);
}

/** A failed call in words, and a failed write split into its fields' issues and the form's alert. */
export const { failureText, serverFailure } = failureHelpers(translateMessage);
