// The booking block's only door: the parts of a booking form that the reservation and the quotation acceptance
// both ask (the representative traveller, the payment method, the terms' texts), with their texts in the `booking`
// namespace.
export { BOOKING_NAMESPACE } from "./components/use-booking-text";
export { TravelerFields } from "./components/traveler-fields";
export type { TravelerFieldsProps, TravelerLabels } from "./components/traveler-fields";
export { PaymentMethodFields } from "./components/payment-method-fields";
export type { PaymentMethodFieldsProps } from "./components/payment-method-fields";
export { PaymentSection } from "./components/payment-section";
export type { PaymentSectionProps } from "./components/payment-section";
export { TermsDialog } from "./components/terms-dialog";
export { TermsAgreements } from "./components/terms-agreements";
export type { TermsAgreementsProps } from "./components/terms-agreements";
export type { TermsKind } from "./components/terms-dialog";
export { DepositDetails } from "./components/deposit-details";
export type { DepositDetailsProps } from "./components/deposit-details";
export type { PaymentChoiceValues, TermsValues, TravelerValues } from "./model/values";
export { EMPTY_PAYMENT_CHOICE, EMPTY_TRAVELER, travelerBody } from "./model/values";
export { fetchPaymentMethods, usePaymentMethods } from "./api/payment-methods";
// For stories only: nothing in a site imports these, so the build leaves them (and msw) out.
export { bookingFieldHandlers, paymentMethodHandlers } from "./mocks/handlers";
