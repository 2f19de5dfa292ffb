import { REQUIRED_MESSAGE } from "@contracts/fields";
import { EDU_MESSAGES, EDU_PROGRAMME_MESSAGES, EDU_TRANSITION_MESSAGES } from "@contracts/applications";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The contract's messages in the page's language. Their words live once, in the `applications` namespace
 * (`messages.edu.capacityFull`, `messages.edu.from.submitted`), which these screens load beside their own; the
 * programme editor's are in `applications-admin` (`messages.programme.codeTaken`).
 */
export const { translateMessage } = contractMessages([
  ...keyed(EDU_MESSAGES, "applications:messages.edu"),
  ...keyed(EDU_TRANSITION_MESSAGES, "applications:messages.edu.from"),
  // the programme editor's rules are the operators' alone: their words live in this door's namespace
  ...keyed(EDU_PROGRAMME_MESSAGES, "applications-admin:messages.programme"),
  [REQUIRED_MESSAGE, "applications:messages.required"],
]);
