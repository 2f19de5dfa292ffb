// The payment feature's only door (ARCHITECTURE.md rule 2): the payment result pages, and the calls the site
// makes after a reservation is created (checkout, then open the provider's window).
export { PaymentSuccessScreen } from "./screens/payment-success-screen";
export type { PaymentSuccessScreenProps } from "./screens/payment-success-screen";
export { PaymentFailScreen } from "./screens/payment-fail-screen";
export type { PaymentFailScreenProps } from "./screens/payment-fail-screen";
export { PaymentCompleteScreen } from "./screens/payment-complete-screen";
export type { PaymentCompleteScreenProps } from "./screens/payment-complete-screen";
export { checkout } from "./api/checkout";
export { confirmPayment } from "./api/confirm-payment";
export { TOSS_SDK_URL, startPayment } from "./model/start-payment";
export type { PaymentEnvironment } from "./model/start-payment";
