import { TOUR_MESSAGES } from "@contracts/tours";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

export type TourMessageKey = keyof typeof TOUR_MESSAGES;

const CODES: Record<TourMessageKey, string> = {
  departureRequired: "VALIDATION_ERROR",
  departureNotFound: "TOUR_DEPARTURE_NOT_FOUND",
  departureFull: "TOUR_DEPARTURE_FULL",
  departureClosed: "TOUR_DEPARTURE_CLOSED",
  emailRequired: "VALIDATION_ERROR",
  lookupFailed: "TOUR_LOOKUP_FAILED",
  keyInvalid: "TOUR_KEY_INVALID",
  courseNotFound: "TOUR_COURSE_NOT_FOUND",
  tooManyBookings: "TOUR_BOOKINGS_LIMITED",
};

/** A summit tour rule broken: the contract's message, a stable code, and the field it concerns. */
export function tourError(status: ContentfulStatusCode, key: TourMessageKey, field?: string): AppError {
  return new AppError(status, CODES[key], TOUR_MESSAGES[key], field);
}
