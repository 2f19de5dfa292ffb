import { MICE_MESSAGES } from "@contracts/mice";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The contract's messages in the page's language. They are worded once, in the visitors' namespace (`fair`,
 * `messages.<name>`), which the operators' screens load beside their own.
 */
export const { contractMessageKey, translateMessage } = contractMessages(keyed(MICE_MESSAGES, "fair:messages"));

/** A failed call in words: ours when the server never answered, else its message in the page's language. */
export const { failureText } = failureHelpers(translateMessage);
