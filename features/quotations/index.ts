// The quotations feature's only door (ARCHITECTURE.md rule 2): the member's quotations and the page that answers
// one. Paying an accepted quotation is the site's part (the payment feature), reached through `onAccepted`.
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the quotations' messages) before it renders.
export type { MyQuotationsScreenProps } from "./screens/my-quotations-screen";
export type { AcceptedReservation, QuotationPaths, QuotationScreenProps } from "./screens/quotation-screen";
export const loadMyQuotationsScreen = async () => (await import("./screens/my-quotations-screen")).MyQuotationsScreen;
export const loadQuotationScreen = async () => (await import("./screens/quotation-screen")).QuotationScreen;
