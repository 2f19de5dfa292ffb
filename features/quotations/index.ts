// The quotations feature's only door (ARCHITECTURE.md rule 2): the member's quotations and the page that answers
// one. Paying an accepted quotation is the site's part (the payment feature), reached through `onAccepted`.
export { MyQuotationsScreen } from "./screens/my-quotations-screen";
export type { MyQuotationsScreenProps } from "./screens/my-quotations-screen";
export { QuotationScreen } from "./screens/quotation-screen";
export type { AcceptedReservation, QuotationPaths, QuotationScreenProps } from "./screens/quotation-screen";
