import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The contract's messages in the page's language: each has a key of the same name in the locale files
 * (`messages.meeting.buyerBusy`), so an operator reads it in the page's language.
 */
export const { contractMessageKey, translateMessage } = contractMessages([
  ...keyed(MEETING_MESSAGES, "messages.meeting"),
  [REQUIRED_MESSAGE, "messages.required"],
]);
