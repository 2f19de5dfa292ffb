import { REQUIRED_MESSAGE } from "@contracts/fields";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages } from "@lib/i18n/contract-messages";

// The contract's and the board service's messages (contracts/boards.ts, the attachments' checks), each with its key
// in `board-admin`, so a refusal reads in the page's language.
export const { translateMessage, issueText } = contractMessages([
  [REQUIRED_MESSAGE, "messages.required"],
  ["Use a path on this site, such as /product/search/festival/all.", "messages.linkPath"],
  ["The last day cannot be before the first day.", "messages.endsBeforeStart"],
  ["Attach PDF, PNG, JPEG or WebP files only.", "messages.files.type"],
  ["Each file must be 10 MB or smaller.", "messages.files.size"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
