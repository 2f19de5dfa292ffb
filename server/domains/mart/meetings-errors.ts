import type { MartRole } from "@contracts/mart";
import { type BookingBlocker, blockerMessage, MEETING_MESSAGES, type RequestBlocker } from "@contracts/meetings";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

/** `slotHasMeetings` -> `SLOT_HAS_MEETINGS`: the code stays stable when the wording changes. */
const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

export type MeetingMessageKey = keyof typeof MEETING_MESSAGES;

/** An error with the contract's message as it is (the client maps it to its languages) and the key as code. */
export function meetingError(status: ContentfulStatusCode, key: MeetingMessageKey, field?: string): AppError {
  return new AppError(status, snake(key), MEETING_MESSAGES[key], field);
}

/** A 400 on one field, shaped like the validation hook's answers. */
export function meetingFieldError(field: string, key: MeetingMessageKey): AppError {
  const message = MEETING_MESSAGES[key];
  return new AppError(400, "VALIDATION_ERROR", `${field}: ${message}`, field, [{ field, message }]);
}

/** Who reads a booking refusal: the deciding participant's side, or an operator. */
export type Reader = MartRole | "operator";

const BLOCKER_CODES: Record<BookingBlocker["code"], string> = {
  slot_inactive: "SLOT_INACTIVE",
  unavailable: "UNAVAILABLE",
  busy: "BUSY",
  pair_booked: "PAIR_BOOKED",
};

/** The 409 for a booking the rule refuses, worded for its reader. */
export function bookingError(blocker: BookingBlocker, reader: Reader): AppError {
  return new AppError(409, BLOCKER_CODES[blocker.code], blockerMessage(blocker, reader));
}

/** The 409 for a request `requestBlocker` refuses, worded for the requester. */
export function requestError(blocker: RequestBlocker, reader: MartRole): AppError {
  switch (blocker.code) {
    case "slot_started":
      return meetingError(409, "slotPast", "slot_id");
    case "already_requested":
      return meetingError(409, "alreadyRequested");
    case "pair_requested":
      return meetingError(409, blocker.by === reader ? "pairRequested" : "counterpartRequested");
    default:
      return bookingError(blocker, reader);
  }
}

/** Marking a slot unavailable while holding a booked meeting there (no contract message covers it yet). */
export const SLOT_BOOKED_MESSAGE = MEETING_MESSAGES.slotBooked;
export const slotBookedError = () => new AppError(409, "SLOT_BOOKED", SLOT_BOOKED_MESSAGE);

/**
 * The partial unique indexes of mart_meetings say the same as the rule; when a race reaches them, the answer must be
 * the rule's own 409, never a 500. The index that fired tells which blocker it stands for.
 */
export function uniqueViolationError(constraint: string, reader: Reader): AppError {
  if (constraint === "mart_meetings_open_request_uq") return meetingError(409, "alreadyRequested");
  if (constraint === "mart_meetings_pair_booked_uq") return bookingError({ code: "pair_booked" }, reader);
  if (constraint === "mart_meetings_buyer_slot_booked_uq") {
    return bookingError({ code: "busy", party: "buyer" }, reader);
  }
  if (constraint === "mart_meetings_seller_slot_booked_uq") {
    return bookingError({ code: "busy", party: "seller" }, reader);
  }
  // A driver that does not name the index: still a refusal, never a 500.
  return meetingError(409, "notAllowed");
}
