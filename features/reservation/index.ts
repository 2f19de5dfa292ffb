// The reservation feature's only door (ARCHITECTURE.md rule 2): the form in steps, the detail and the member's
// list, and the draft helpers the site calls from the cart and the product page.
//
// The door is small and imported statically: the steps' names come directly (the site builds the form's
// addresses from them); each screen, and the draft helpers (they read the schemas), is its own chunk behind a
// loader, which the site awaits (with the reservation's messages) before a page renders.
export type { ReservationPaths, ReservationScreenProps } from "./screens/reservation-screen";
export type { ReservationDetailScreenProps } from "./screens/reservation-detail-screen";
export type { MyReservationsScreenProps } from "./screens/my-reservations-screen";
export const loadReservationScreen = async () => (await import("./screens/reservation-screen")).ReservationScreen;
export const loadReservationDetailScreen = async () =>
  (await import("./screens/reservation-detail-screen")).ReservationDetailScreen;
export const loadMyReservationsScreen = async () =>
  (await import("./screens/my-reservations-screen")).MyReservationsScreen;
export const loadDraftHelpers = async () => {
  const { clearReservationDraft, startReservation } = await import("./model/draft");
  return { clearReservationDraft, startReservation };
};
export type { ReservationDraft, ReservationSource, ReservationStart } from "./model/draft";
export { RESERVATION_STEPS, isReservationStep } from "./model/form-values";
export type { ReservationStep } from "./model/form-values";
