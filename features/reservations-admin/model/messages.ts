import { REQUIRED_MESSAGE } from "@contracts/fields";
import { PAYMENT_MESSAGES } from "@contracts/payments";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The server's messages these screens meet, each with its key (`reservations-admin:messages.*`). */
const MET = {
  reservationNotFound: RESERVATION_MESSAGES.reservationNotFound,
  notAwaitingDeposit: RESERVATION_MESSAGES.notAwaitingDeposit,
  notCancelRequested: RESERVATION_MESSAGES.notCancelRequested,
  notRefundable: RESERVATION_MESSAGES.notRefundable,
  departureRangeReversed: RESERVATION_MESSAGES.departureRangeReversed,
  providerUnavailable: PAYMENT_MESSAGES.providerUnavailable,
};

export const { translateMessage, issueText } = contractMessages([
  ...keyed(MET, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
