import { loadCheckout, loadStartPayment } from "@features/payment";
import { withMessages } from "./with-messages";

/** The payment feature's piece `load` brings, with the payment's messages: loaded with the first page that pays. */
export const payment = <T>(load: () => Promise<T>) => withMessages(load, ["payment"]);

/** Checkout, then the provider's window (or our local payment page). */
export async function payOnline(reservationId: number) {
  const [checkout, startPayment] = await payment(() => Promise.all([loadCheckout(), loadStartPayment()]));
  await startPayment(await checkout(reservationId));
}
