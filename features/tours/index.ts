// The summit tours feature's only door (ARCHITECTURE.md rule 2): the courses, a course, the reservation form, the
// completion page and myreservation of `/apec2025` and `/apec2025korea`, the tickets' pages, and the checkout the
// site hands to the payment feature.
//
// The door is small and imported statically; each screen, and the checkout, is its own chunk behind a loader,
// which the site awaits (with the tours' messages) before a page renders or pays.
export type { CourseListPaths, CourseListScreenProps } from "./screens/course-list-screen";
export type { CourseDetailPaths, CourseDetailScreenProps } from "./screens/course-detail-screen";
export type { TourReservationScreenProps } from "./screens/tour-reservation-screen";
export type { PaymentReturn, TourCompletedScreenProps } from "./screens/tour-completed-screen";
export type { MyTourReservationScreenProps } from "./screens/my-tour-reservation-screen";
export const loadCourseListScreen = async () => (await import("./screens/course-list-screen")).CourseListScreen;
export const loadCourseDetailScreen = async () => (await import("./screens/course-detail-screen")).CourseDetailScreen;
export const loadTourReservationScreen = async () =>
  (await import("./screens/tour-reservation-screen")).TourReservationScreen;
export const loadTourCompletedScreen = async () =>
  (await import("./screens/tour-completed-screen")).TourCompletedScreen;
export const loadMyTourReservationScreen = async () =>
  (await import("./screens/my-tour-reservation-screen")).MyTourReservationScreen;
export const loadTourCheckout = async () => (await import("./api/payments")).checkoutReservation;
export type { WaitlistLeaveScreenProps } from "./screens/waitlist-leave-screen";
export const loadWaitlistLeaveScreen = async () =>
  (await import("./screens/waitlist-leave-screen")).WaitlistLeaveScreen;
export type { TicketScreenProps } from "./screens/ticket-screen";
export type { ReservationTicketsScreenProps } from "./screens/reservation-tickets-screen";
export const loadTicketScreen = async () => (await import("./screens/ticket-screen")).TicketScreen;
export const loadReservationTicketsScreen = async () =>
  (await import("./screens/reservation-tickets-screen")).ReservationTicketsScreen;
