import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { MICE_EDITOR_MESSAGES } from "@contracts/mice";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The editor's contract messages (contracts/mice.ts MICE_EDITOR_MESSAGES and the shared field rules), each with its
 * key in `fair-editor` (`messages.<name>`), so the edition's and the programme's refusals read in the page's
 * language, from the form's own check or from the server.
 */
export const { contractMessageKey, translateMessage, issueText } = contractMessages([
  ...keyed(MICE_EDITOR_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
  [FIELD_MESSAGES.date, "messages.date"],
  [FIELD_MESSAGES.dateNotADay, "messages.dateNotADay"],
]);

/** A failed call in words, and a failed write split into its fields' issues and the form's alert. */
export const { failureText, serverFailure } = failureHelpers(translateMessage);
