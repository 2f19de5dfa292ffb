import { RESERVATION_KEY_HEADER, TOURS_PATH } from "@contracts/tours";

export const COURSES_PATH = `${TOURS_PATH}/courses`;
export const coursePath = (slug: string) => `${COURSES_PATH}/${encodeURIComponent(slug)}`;
export const RESERVATIONS_PATH = `${TOURS_PATH}/reservations`;
export const LOOKUP_PATH = `${RESERVATIONS_PATH}/lookup`;
export const reservationPath = (number: string) => `${RESERVATIONS_PATH}/${encodeURIComponent(number)}`;
export const cancelPath = (number: string) => `${reservationPath(number)}/cancel`;
export const CHECKOUT_PATH = `${TOURS_PATH}/payments/checkout`;
export const CONFIRM_PATH = `${TOURS_PATH}/payments/confirm`;

/** A guest's key rides in a header, never in an address; no key, no header. */
export const keyHeaders = (key: string | null): Record<string, string> | undefined =>
  key ? { [RESERVATION_KEY_HEADER]: key } : undefined;
export const ticketsPath = (number: string) => `${reservationPath(number)}/tickets`;
export const ticketPath = (token: string) => `${TOURS_PATH}/tickets/${encodeURIComponent(token)}`;
