import { withMessages } from "../shell/with-messages";

/** The payment feature with its messages, loaded with the first page that pays. */
export const payment = () => withMessages(() => import("@features/payment"), ["payment"]);

/** Checkout, then the provider's window (or our local payment page). */
export async function payOnline(reservationId: number) {
  const { checkout, startPayment } = await payment();
  await startPayment(await checkout(reservationId));
}
