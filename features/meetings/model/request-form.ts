import { type MeetingRequestBody, MeetingRequestBodySchema } from "@contracts/meetings";
import type { MartRole } from "@contracts/mart";
import type { z } from "zod";
import { type MissingKeys, contractIssues } from "./contract-issues";
import type { Translate } from "@lib/i18n/feature-text";

/** The request as typed: the day only narrows the slots; everything is text until it is sent. */
export type RequestFormValues = {
  day: string;
  slot_id: string;
  attendees: string;
  booth_no: string;
  message: string;
};

/** The request as sent, once the contract has checked it. */
export type RequestValues = z.output<typeof MeetingRequestBodySchema>;

/** The fields the server may name in a refusal (a day is the form's own). */
export const REQUEST_FIELDS = ["slot_id", "attendees", "booth_no", "message"] as const;

const MISSING: MissingKeys = {
  slot_id: "request.errors.slotRequired",
  attendees: "messages.meeting.attendeesRange",
};

/**
 * The meeting takes place at the seller's booth: a request to a seller starts from that booth; a seller asking a
 * buyer starts from its own (when known). Empty leaves it to the server, which fills in the seller's.
 */
export function initialBooth(
  counterpart: { role: MartRole; booth_no: string | null },
  myBooth: string | null | undefined,
): string {
  return (counterpart.role === "seller" ? counterpart.booth_no : myBooth) ?? "";
}

export function emptyRequest(booth: string, day = ""): RequestFormValues {
  return { day, slot_id: "", attendees: "1", booth_no: booth, message: "" };
}

export function toRequestBody(values: RequestFormValues, counterpartId: number): MeetingRequestBody {
  const booth = values.booth_no.trim();
  return {
    counterpart_id: counterpartId,
    // missing stays missing and text stays text: the contract's coercion says what is wrong with it
    slot_id: values.slot_id === "" ? undefined : Number(values.slot_id),
    attendees: values.attendees.trim(),
    ...(booth ? { booth_no: booth } : {}),
    message: values.message,
  };
}

/** The request's problems by the contract's own schema, in the page's language (a missing time or count says so). */
export function requestIssues(values: RequestFormValues, counterpartId: number, t: Translate) {
  return contractIssues(MeetingRequestBodySchema, toRequestBody(values, counterpartId), t, MISSING);
}

/** The request as sent: the contract's body, once `requestIssues` finds nothing wrong. */
export function toRequestValues(values: RequestFormValues, counterpartId: number): RequestValues {
  return MeetingRequestBodySchema.parse(toRequestBody(values, counterpartId));
}
