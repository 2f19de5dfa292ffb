import { ok } from "@blocks/mock-api";
import { nationalityHandlers } from "@blocks/countries";
import { memberHandlers } from "@blocks/member";
import { PAYMENT_METHODS } from "@contracts/payment-methods";
import { PAYMENT_METHODS_PATH } from "@contracts/payments";
import { HttpResponse, delay, http } from "msw";

/** What the server lets this visitor pay with. */
export const paymentMethodHandlers = {
  all: http.get(PAYMENT_METHODS_PATH, () => ok([...PAYMENT_METHODS])),
  /** A reachable server without card keys: only the methods paid later. */
  laterOnly: http.get(PAYMENT_METHODS_PATH, () =>
    ok(PAYMENT_METHODS.filter((method) => method === "bank_transfer" || method === "qr_pass")),
  ),
  /** No answer yet: every method stays open. */
  loading: http.get(PAYMENT_METHODS_PATH, async () => {
    await delay("infinite");
    return HttpResponse.json({});
  }),
};

/** What the booking fields read: who is signed in and their profile, the nationality codes, the methods on offer. */
export const bookingFieldHandlers = [
  memberHandlers.signedIn,
  memberHandlers.profile,
  nationalityHandlers.success,
  paymentMethodHandlers.all,
];
