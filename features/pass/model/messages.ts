import { REQUIRED_MESSAGE } from "@contracts/fields";
import { PASS_API_MESSAGES, PASS_MAX_HOLDERS } from "@contracts/passes";
import { PAYMENT_MESSAGES } from "@contracts/payments";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";
import { failureHelpers } from "@lib/http/server-failure";
import { templatePattern } from "@contracts/message-template";

/** The contact rule's words (contracts/passes.ts writes them inline); a unit test proves they still match. */
export const CONTACT_MESSAGE = "Enter the contact number with digits only, without hyphens.";

/** The shop's messages a pass order can meet: its payment choice, its terms and a total that moved. */
const SHOP_KEYS = [
  "paymentMethodRequired",
  "paymentMethodUnavailable",
  "bankRequired",
  "cancellationPolicyRequired",
  "domesticTermsRequired",
] as const satisfies readonly (keyof typeof RESERVATION_MESSAGES)[];

const { translateMessage } = contractMessages([
  ...keyed(PASS_API_MESSAGES, "apiMessages"),
  ...keyed(Object.fromEntries(SHOP_KEYS.map((key) => [key, RESERVATION_MESSAGES[key]])), "shopMessages"),
  // a refund the card service could not make
  [PAYMENT_MESSAGES.providerUnavailable, "paymentMessages.providerUnavailable"],
  [CONTACT_MESSAGE, "purchase.fields.contact"],
  [REQUIRED_MESSAGE, "shared.required"],
]);

/** The shop's total-changed template as a pattern that gives back its `{{total}}` and `{{shown}}`. */
const TOTAL_CHANGED = templatePattern(RESERVATION_MESSAGES.totalChanged);

/**
 * The server writes the contracts' English messages; one this feature knows is said in the page's language (a
 * template's amounts kept), any other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  const changed = TOTAL_CHANGED.exec(message);
  if (changed) return t("shopMessages.totalChanged", { ...changed.groups });
  // the limit is a template literal in the contract: its number is the contract's own
  if (message === PASS_API_MESSAGES.tooManyHolders) return t("apiMessages.tooManyHolders", { max: PASS_MAX_HOLDERS });
  return translateMessage(message, t);
}

export const { failureText, serverFailure } = failureHelpers(localMessage);
