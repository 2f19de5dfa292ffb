// The payment feature's only door (ARCHITECTURE.md rule 2): the payment result pages, and the calls the site
// makes after a reservation is created (checkout, then open the provider's window).
//
// The door is small and imported statically; each screen and each call is its own chunk behind a loader, which
// the site awaits (with the payment's messages) when a page shows or pays.
export type { PaymentSuccessScreenProps } from "./screens/payment-success-screen";
export type { PaymentFailScreenProps } from "./screens/payment-fail-screen";
export type { PaymentCompleteScreenProps } from "./screens/payment-complete-screen";
export const loadPaymentSuccessScreen = async () =>
  (await import("./screens/payment-success-screen")).PaymentSuccessScreen;
export const loadPaymentFailScreen = async () => (await import("./screens/payment-fail-screen")).PaymentFailScreen;
export const loadPaymentCompleteScreen = async () =>
  (await import("./screens/payment-complete-screen")).PaymentCompleteScreen;
export const loadCheckout = async () => (await import("./api/checkout")).checkout;
export const loadConfirmPayment = async () => (await import("./api/confirm-payment")).confirmPayment;
export const loadStartPayment = async () => (await import("./model/start-payment")).startPayment;
export type { PaymentEnvironment } from "./model/start-payment";
