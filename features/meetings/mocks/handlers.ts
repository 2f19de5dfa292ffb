import { apiError, never, ok } from "@blocks/mock-api";
import { type CompanyProfile, MART_MESSAGES } from "@contracts/mart";
import {
  AGENDA_FILE_NAME,
  type Meeting,
  MEETING_MESSAGES,
  type MeetingAction,
  type MeetingRecord,
  type MeetingRecordValues,
  type MySlot,
} from "@contracts/meetings";
import { HttpResponse, delay, http } from "msw";
import { AGENDA_PATH } from "../api/download-agenda";
import { meetingPath } from "../api/get-meeting";
import { recordPath } from "../api/get-record";
import { MEETINGS_PATH } from "../api/list-my-meetings";
import { MY_SLOTS_PATH } from "../api/list-my-slots";
import { MY_BUSINESS_PATH } from "../api/my-business";
import { openSlotsPath } from "../api/open-slots";
import {
  actionsFor,
  allMeetings,
  buyerMeeting,
  inLang,
  langOf,
  mySlotsFor,
  openSlots,
  profile,
  sellers,
  slots,
} from "./fixtures";

const STATUS_AFTER: Record<MeetingAction, Meeting["status"] | "back"> = {
  confirm: "confirmed",
  reject: "rejected",
  cancel: "canceled",
  request_cancel: "cancel_requested",
  accept_cancel: "canceled",
  decline_cancel: "back",
};

/**
 * The story buyer's schedule as the server keeps it: answers follow the contract's action table, so a confirmed
 * request reads confirmed on the next load, and `refuse` makes one action answer 409 with the contract's words.
 */
export function scheduleApi(
  options: {
    meetings?: Meeting[];
    unavailable?: number[];
    refuse?: { action: MeetingAction; message: string };
  } = {},
) {
  let list = (options.meetings ?? allMeetings).map((m) => ({ ...m }));
  const unavailable = new Set(options.unavailable ?? [slots.first1430.id]);
  const before = new Map<number, Meeting["status"]>();
  const writes: { actions: { id: number; action: string; reason: string }[]; availability: [number, boolean][] } = {
    actions: [],
    availability: [],
  };
  const mySlots = (): MySlot[] => mySlotsFor(list, [...unavailable]);

  const handlers = [
    http.get(MY_SLOTS_PATH, () => ok(mySlots())),
    http.put(`${MY_SLOTS_PATH}/:id/availability`, async ({ params, request }) => {
      const id = Number(params.id);
      const { available } = (await request.json()) as { available: boolean };
      writes.availability.push([id, available]);
      if (mySlots().find((slot) => slot.id === id)?.meeting_id) {
        return apiError(409, "SLOT_BOOKED", MEETING_MESSAGES.slotBooked);
      }
      if (available) unavailable.delete(id);
      else unavailable.add(id);
      return ok(mySlots().find((slot) => slot.id === id));
    }),
    http.get(AGENDA_PATH, () =>
      HttpResponse.text("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${AGENDA_FILE_NAME}"`,
        },
      }),
    ),
    http.get(MEETINGS_PATH, ({ request }) => ok(list.map((m) => inLang(m, langOf(request))))),
    http.get(`${MEETINGS_PATH}/:id`, ({ params, request }) => {
      const meeting = list.find((m) => m.id === Number(params.id));
      return meeting ? ok(inLang(meeting, langOf(request))) : apiError(404, "NOT_FOUND", MEETING_MESSAGES.notFound);
    }),
    http.post(`${MEETINGS_PATH}/:id/:action`, async ({ params, request }) => {
      const id = Number(params.id);
      const action = params.action as MeetingAction;
      const { reason = "" } = (await request.json()) as { reason?: string };
      writes.actions.push({ id, action, reason });
      const meeting = list.find((m) => m.id === id);
      if (!meeting) return apiError(404, "NOT_FOUND", MEETING_MESSAGES.notFound);
      if (!meeting.actions.includes(action)) return apiError(409, "NOT_ALLOWED", MEETING_MESSAGES.notAllowed);
      if ((action === "reject" || action === "request_cancel") && !reason.trim()) {
        return apiError(400, "VALIDATION_ERROR", MEETING_MESSAGES.reasonRequired, { field: "reason" });
      }
      if (options.refuse?.action === action) return apiError(409, "BOOKING_BLOCKED", options.refuse.message);
      const next = STATUS_AFTER[action];
      // declining a cancellation returns the meeting to the status it was asked from
      const status: Meeting["status"] = next === "back" ? (before.get(id) ?? "confirmed") : next;
      if (next !== "back") before.set(id, meeting.status);
      const changed: Meeting = {
        ...meeting,
        status,
        reason: action === "reject" || action === "request_cancel" ? reason : meeting.reason,
        cancel_requested_by: action === "request_cancel" ? meeting.my_role : null,
        updated_at: "2026-05-15T10:00:00+09:00",
      };
      const answered = { ...changed, actions: actionsFor(changed) };
      list = list.map((m) => (m.id === id ? answered : m));
      return ok(inLang(answered, langOf(request)));
    }),
    http.get(MY_BUSINESS_PATH, () => ok(profile, { role: "buyer", origin: "overseas" })),
  ];
  return { handlers, writes };
}

/** The schedule's states a person can meet before it loads, or instead of it. */
export const scheduleHandlers = {
  notParticipant: [
    http.get(MY_SLOTS_PATH, () => apiError(403, "NOT_PARTICIPANT", MEETING_MESSAGES.notParticipant)),
    http.get(MEETINGS_PATH, () => apiError(403, "NOT_PARTICIPANT", MEETING_MESSAGES.notParticipant)),
  ],
  profileRequired: [
    http.get(MY_SLOTS_PATH, () => apiError(409, "PROFILE_REQUIRED", MART_MESSAGES.profileRequired)),
    http.get(MEETINGS_PATH, () => apiError(409, "PROFILE_REQUIRED", MART_MESSAGES.profileRequired)),
  ],
  noSlots: [
    http.get(MY_SLOTS_PATH, () => ok([])),
    http.get(MEETINGS_PATH, () => ok([])),
    http.get(MY_BUSINESS_PATH, () => ok(profile, { role: "buyer", origin: "overseas" })),
  ],
  error: [
    http.get(MY_SLOTS_PATH, () => apiError(500, "INTERNAL_ERROR", "The meeting planner is being updated.")),
    http.get(MEETINGS_PATH, () => ok(allMeetings)),
  ],
  loading: [http.get(MY_SLOTS_PATH, never), http.get(MEETINGS_PATH, never)],
};

/**
 * The request dialog's calls: the open times (`times`, each with the server's reason), my profile (`me`: a buyer by
 * default), and the request itself (`answer` decides its fate).
 */
export function requestApi(
  answer: "ok" | "busy" | "fieldError" = "ok",
  options: { times?: typeof openSlots; me?: CompanyProfile } = {},
) {
  let open = (options.times ?? openSlots).map((slot) => ({ ...slot }));
  const me = options.me ?? profile;
  const bodies: unknown[] = [];
  /** How many times my profile was read (a story waits for it before saying what is not there). */
  const reads = { me: 0 };
  const handlers = [
    http.get(openSlotsPath(sellers.hanbit.id), () => ok(open)),
    http.get(MY_BUSINESS_PATH, () => {
      reads.me += 1;
      return ok(me, { role: me.role, origin: me.origin });
    }),
    http.post(MEETINGS_PATH, async ({ request }) => {
      const body = (await request.json()) as { slot_id: number; attendees: number; booth_no?: string; message: string };
      bodies.push(body);
      await delay(50);
      if (answer === "busy") {
        // the other company was booked at that time a moment ago: the slot is no longer open
        open = open.map((slot) =>
          slot.id === body.slot_id ? { ...slot, open: false, reason: "counterpart_busy" as const } : slot,
        );
        return apiError(409, "BOOKING_BLOCKED", MEETING_MESSAGES.counterpartBusy);
      }
      if (answer === "fieldError") {
        return apiError(400, "VALIDATION_ERROR", "Validation failed", {
          issues: [{ field: "booth_no", message: "Booth A-99 does not exist." }],
        });
      }
      const slot = Object.values(slots).find((s) => s.id === body.slot_id) ?? slots.first1030;
      const created = buyerMeeting({
        id: 601,
        slot,
        status: "requested",
        seller: sellers.hanbit,
        attendees: body.attendees,
        booth_no: body.booth_no ?? sellers.hanbit.booth_no,
        message: body.message,
      });
      return ok(inLang(created, langOf(request)));
    }),
  ];
  return { handlers, bodies, reads };
}

/** The record page's calls for one meeting: `record` is what was filed before (null: nothing yet). */
export function recordApi(meeting: Meeting, record: MeetingRecord | null = null, save: "ok" | "tooEarly" = "ok") {
  const saved: MeetingRecordValues[] = [];
  const handlers = [
    http.get(meetingPath(meeting.id), ({ request }) => ok(inLang(meeting, langOf(request)))),
    http.get(recordPath(meeting.id), () => ok(record)),
    http.put(recordPath(meeting.id), async ({ request }) => {
      const body = (await request.json()) as MeetingRecordValues;
      saved.push(body);
      if (save === "tooEarly") return apiError(409, "RECORD_TOO_EARLY", MEETING_MESSAGES.recordTooEarly);
      return ok({ ...body, meeting_id: meeting.id, role: "buyer", updated_at: "2026-05-15T10:00:00+09:00" });
    }),
  ];
  return { handlers, saved };
}
