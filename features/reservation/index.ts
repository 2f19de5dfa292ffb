// The reservation feature's only door (ARCHITECTURE.md rule 2): the form in steps, the detail and the member's
// list, and the draft helpers the site calls from the cart and the product page.
export { ReservationScreen } from "./screens/reservation-screen";
export type { ReservationPaths, ReservationScreenProps } from "./screens/reservation-screen";
export { clearReservationDraft, startReservation } from "./model/draft";
export type { ReservationDraft, ReservationSource, ReservationStart } from "./model/draft";
export { RESERVATION_STEPS, isReservationStep } from "./model/form-values";
export type { ReservationStep } from "./model/form-values";
export { ReservationDetailScreen } from "./screens/reservation-detail-screen";
export type { ReservationDetailScreenProps } from "./screens/reservation-detail-screen";
export { MyReservationsScreen } from "./screens/my-reservations-screen";
export type { MyReservationsScreenProps } from "./screens/my-reservations-screen";
