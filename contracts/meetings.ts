import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, isoDate, pageQuery, REQUIRED_MESSAGE, text, whenMissing } from "./fields";
import { FairQuerySchema, type MartRole, MartRoleSchema } from "./mart";
import { LangSchema } from "./settings";

/**
 * Buyer-seller meetings of the medical travel mart (spec points 3 and 4; ADR 0015).
 *
 * - A slot is a period of a mart day (Korea time) defined by operators; the meeting takes place at the seller's
 *   booth/table, whose number the request carries. Operators close a slot for everyone (`active`); a company marks
 *   its own slots unavailable.
 * - A meeting is "booked" while confirmed, matched by an operator or waiting on a cancel request. The rules below
 *   decide whether a meeting may become booked; the server applies them inside the confirming transaction, and
 *   partial unique indexes back them, so concurrent confirms can never give a company two meetings in one slot.
 */

export const MEETING_STATUSES = [
  "requested",
  "confirmed",
  "rejected",
  "canceled",
  "cancel_requested",
  "admin_matching",
] as const;
export const MeetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof MeetingStatusSchema>;

/** The statuses in which a meeting holds its slot for both companies. */
export const BOOKED_STATUSES = [
  "confirmed",
  "admin_matching",
  "cancel_requested",
] as const satisfies readonly MeetingStatus[];
export const isBooked = (status: MeetingStatus) => (BOOKED_STATUSES as readonly MeetingStatus[]).includes(status);

export const MEETING_MESSAGES = {
  slotInactive: "This time slot has been closed by the organiser.",
  selfUnavailable: "You marked this time as unavailable. Make it available first.",
  counterpartUnavailable: "The other company is not available at this time.",
  selfBusy: "You already have a confirmed meeting at this time.",
  counterpartBusy: "The other company already has a confirmed meeting at this time.",
  pairBooked: "Your companies already have a confirmed meeting in another slot.",
  buyerUnavailable: "The buyer is not available at this time.",
  sellerUnavailable: "The seller is not available at this time.",
  buyerBusy: "The buyer already has a confirmed meeting at this time.",
  sellerBusy: "The seller already has a confirmed meeting at this time.",
  pairBookedOperator: "These companies already have a confirmed meeting in another slot.",
  notFound: "This meeting was not found.",
  slotNotFound: "This time slot was not found.",
  counterpartNotFound: "This company is not taking part in the mart.",
  sameRole: "Meetings are between a buyer and a seller.",
  ownCompany: "You cannot request a meeting with your own company.",
  pairRequested: "You already have a pending request with this company. Wait for its answer or withdraw it first.",
  counterpartRequested: "This company has already sent you a request. Answer it in My meetings.",
  notParticipant: "Your company's application for the mart has not been approved yet.",
  alreadyRequested: "You have already sent a request to this company for this time.",
  notAllowed: "This meeting cannot be changed this way in its current status.",
  onlyCounterpart: "Only the company that received the request can answer it.",
  slotPast: "This time slot has already started.",
  recordTooEarly: "The meeting record can be filed once the meeting has started.",
  recordNotBooked: "A record can be filed only for a confirmed meeting.",
  reasonRequired: "Please enter the reason.",
  attendeesRange: "Between 1 and 5 people can attend.",
  messageTooLong: "The message can be up to 500 characters.",
  slotExists: "A slot already starts at this time on this day.",
  slotTimes: "The end time must be after the start time.",
  slotHasMeetings: "This slot has meetings; close it instead of deleting it.",
  slotBooked: "Cancel the meeting in this slot first.",
} as const;

export const MEETING_ATTENDEES_MAX = 5;
export const MEETING_MESSAGE_MAX = 500;

/** A company's part in a meeting, as the rules see it. */
export type Party = "buyer" | "seller";

/** Why a meeting may not become booked; `party` names whose availability or calendar blocks it. */
export type BookingBlocker =
  | { code: "slot_inactive" }
  | { code: "unavailable"; party: Party }
  | { code: "busy"; party: Party }
  | { code: "pair_booked" };

export type BookingCheckInput = {
  slot: { id: number; active: boolean };
  buyerId: number;
  sellerId: number;
  /** Slots the buyer or the seller marked unavailable (at least those of this slot). */
  unavailable: readonly { companyId: number; slotId: number }[];
  /** The booked meetings of the buyer and of the seller, other than the one being decided. */
  booked: readonly { id: number; slotId: number; buyerId: number; sellerId: number }[];
  /** The meeting being decided (left out of `booked`). */
  meetingId?: number;
};

/**
 * The spec's confirmation rule: not when the slot is closed, not when either company marked it unavailable, not
 * when either company already has a booked meeting in that slot, and not when the same two companies already have a
 * booked meeting in another slot (the spec's "or any other slot", read as one meeting per pair: ADR 0015).
 */
export function bookingBlocker(input: BookingCheckInput): BookingBlocker | null {
  const { slot, buyerId, sellerId } = input;
  if (!slot.active) return { code: "slot_inactive" };
  for (const [party, companyId] of [
    ["buyer", buyerId],
    ["seller", sellerId],
  ] as const) {
    if (input.unavailable.some((u) => u.companyId === companyId && u.slotId === slot.id)) {
      return { code: "unavailable", party };
    }
  }
  const others = input.booked.filter((m) => m.id !== input.meetingId);
  for (const [party, companyId] of [
    ["buyer", buyerId],
    ["seller", sellerId],
  ] as const) {
    const inSlot = others.some(
      (m) => m.slotId === slot.id && (party === "buyer" ? m.buyerId : m.sellerId) === companyId,
    );
    if (inSlot) return { code: "busy", party };
  }
  if (others.some((m) => m.buyerId === buyerId && m.sellerId === sellerId)) return { code: "pair_booked" };
  return null;
}

/** The message for a blocker as the deciding person reads it: a buyer, a seller or an operator. */
export function blockerMessage(blocker: BookingBlocker, reader: MartRole | "operator"): string {
  switch (blocker.code) {
    case "slot_inactive":
      return MEETING_MESSAGES.slotInactive;
    case "pair_booked":
      return reader === "operator" ? MEETING_MESSAGES.pairBookedOperator : MEETING_MESSAGES.pairBooked;
    case "unavailable":
      if (reader === "operator") {
        return blocker.party === "buyer" ? MEETING_MESSAGES.buyerUnavailable : MEETING_MESSAGES.sellerUnavailable;
      }
      return blocker.party === reader ? MEETING_MESSAGES.selfUnavailable : MEETING_MESSAGES.counterpartUnavailable;
    case "busy":
      if (reader === "operator") {
        return blocker.party === "buyer" ? MEETING_MESSAGES.buyerBusy : MEETING_MESSAGES.sellerBusy;
      }
      return blocker.party === reader ? MEETING_MESSAGES.selfBusy : MEETING_MESSAGES.counterpartBusy;
  }
}

/** Why a new request may not be sent now: the booking rule's blockers, plus the slot's time and the open requests. */
export type RequestBlocker =
  | BookingBlocker
  | { code: "slot_started" }
  /** My own open request to this company for this very slot. */
  | { code: "already_requested" }
  /** An open request between the two companies (another slot, or theirs for this one); `by` is who sent it. */
  | { code: "pair_requested"; by: Party };

export type RequestCheckInput = BookingCheckInput & {
  /** The requesting company's side. */
  me: Party;
  /** Whether the slot has started (then it can no longer be asked for). */
  started: boolean;
  /** The open (`requested`) meetings between the buyer and the seller, in any slot. */
  open: readonly { slotId: number; requestedBy: Party | "operator" }[];
};

/**
 * Whether a request may be sent now (ADR 0015, issue 18): not for a slot that has started, not when the booking
 * rule would refuse its confirmation, and not while the two companies already have an open request (one pending
 * request per pair: the receiver answers it before another is sent). The server applies it inside the request's
 * transaction; the request dialog shows the same answer for every slot.
 */
export function requestBlocker(input: RequestCheckInput): RequestBlocker | null {
  if (input.started) return { code: "slot_started" };
  const booking = bookingBlocker(input);
  if (booking) return booking;
  const mineHere = input.open.find((m) => m.slotId === input.slot.id && m.requestedBy === input.me);
  if (mineHere) return { code: "already_requested" };
  const [pending] = input.open;
  if (pending)
    return { code: "pair_requested", by: pending.requestedBy === input.me ? input.me : otherParty(input.me) };
  return null;
}

export const otherParty = (me: Party): Party => (me === "buyer" ? "seller" : "buyer");

/** Why a slot is not offered, as the requester reads it (the wire form of `requestBlocker`). */
export const SLOT_REASONS = [
  "slot_started",
  "slot_inactive",
  "self_unavailable",
  "counterpart_unavailable",
  "self_busy",
  "counterpart_busy",
  "pair_booked",
  "already_requested",
  "pair_requested_by_me",
  "pair_requested_by_them",
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];

/** Pair-level reasons: true of every slot with this company, so the dialog says them once. */
export const PAIR_REASONS: readonly SlotReason[] = ["pair_booked", "pair_requested_by_me", "pair_requested_by_them"];

export function slotReason(blocker: RequestBlocker, me: Party): SlotReason {
  switch (blocker.code) {
    case "slot_started":
    case "slot_inactive":
    case "pair_booked":
    case "already_requested":
      return blocker.code;
    case "unavailable":
      return blocker.party === me ? "self_unavailable" : "counterpart_unavailable";
    case "busy":
      return blocker.party === me ? "self_busy" : "counterpart_busy";
    case "pair_requested":
      return blocker.by === me ? "pair_requested_by_me" : "pair_requested_by_them";
  }
}

/** What a participant may do with a meeting in each status (the server enforces the same table). */
export type MeetingAction = "confirm" | "reject" | "cancel" | "request_cancel" | "accept_cancel" | "decline_cancel";

export function participantActions(
  meeting: { status: MeetingStatus; requestedBy: Party | "operator"; cancelRequestedBy: Party | null },
  me: Party,
): MeetingAction[] {
  switch (meeting.status) {
    case "requested":
      return meeting.requestedBy === me ? ["cancel"] : ["confirm", "reject"];
    case "confirmed":
    case "admin_matching":
      return ["request_cancel"];
    case "cancel_requested":
      return meeting.cancelRequestedBy === me ? [] : ["accept_cancel", "decline_cancel"];
    default:
      return [];
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const SlotSchema = z
  .object({
    id: z.number().int(),
    /** The mart day and the period in Korea time (HH:MM). */
    day: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    /** Start and end as instants (ISO, with offset), for local-time display and the calendar export. */
    starts_at: z.string(),
    ends_at: z.string(),
    active: z.boolean(),
  })
  .meta({ id: "MeetingSlot" });
export type Slot = z.infer<typeof SlotSchema>;

export const MeetingPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  time_zone: z.string(),
  booth_no: z.string().nullable(),
});
export type MeetingParty = z.infer<typeof MeetingPartySchema>;

export const MeetingSchema = z
  .object({
    id: z.number().int(),
    slot: SlotSchema,
    status: MeetingStatusSchema,
    buyer: MeetingPartySchema,
    seller: MeetingPartySchema,
    requested_by: z.enum(["buyer", "seller", "operator"]),
    attendees: z.number().int(),
    booth_no: z.string().nullable(),
    message: z.string(),
    /** Why it was rejected or why a cancellation was asked. */
    reason: z.string(),
    cancel_requested_by: z.enum(["buyer", "seller"]).nullable(),
    /** Set for participants: their side, what they may do now, and whether they filed their record. */
    my_role: MartRoleSchema.nullable(),
    actions: z.array(z.enum(["confirm", "reject", "cancel", "request_cancel", "accept_cancel", "decline_cancel"])),
    record_filed: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Meeting" });
export type Meeting = z.infer<typeof MeetingSchema>;

/** `GET /api/v1/mart/slots` (accreditation token): every slot of the mart with my availability and my booked meeting. */
export const MySlotSchema = SlotSchema.extend({
  available: z.boolean(),
  meeting_id: z.number().int().nullable(),
});
export type MySlot = z.infer<typeof MySlotSchema>;
export const MySlotListResponseSchema = envelopeSchema(z.array(MySlotSchema));
export type MySlotListResponse = z.infer<typeof MySlotListResponseSchema>;

/**
 * `GET /api/v1/mart/businesses/{id}/slots`: every slot with whether a request to that company may be sent now
 * (`open`) and, when not, why (`reason`, from `requestBlocker`). 400 SAME_ROLE / OWN_COMPANY for a company I cannot
 * meet.
 */
export const OpenSlotSchema = SlotSchema.extend({ open: z.boolean(), reason: z.enum(SLOT_REASONS).nullable() });
export const OpenSlotListResponseSchema = envelopeSchema(z.array(OpenSlotSchema));
export type OpenSlotListResponse = z.infer<typeof OpenSlotListResponseSchema>;

/** `PUT /api/v1/mart/slots/{id}/availability` (409 SLOT_BOOKED while I hold a booked meeting in it): the slot as my list shows it. */
export const AvailabilityBodySchema = z.object({ available: z.boolean() });
export const MySlotResponseSchema = envelopeSchema(MySlotSchema);
export const SlotParamsSchema = z.object({ id: idParam() });

/** `POST /api/v1/mart/meetings`: a meeting schedule request to a company of the other side. */
export const MeetingRequestBodySchema = z.object({
  counterpart_id: idParam({ missing: REQUIRED_MESSAGE }),
  slot_id: idParam({ missing: REQUIRED_MESSAGE }),
  attendees: z.coerce
    .number({ error: whenMissing(REQUIRED_MESSAGE) })
    .int()
    .min(1, MEETING_MESSAGES.attendeesRange)
    .max(MEETING_ATTENDEES_MAX, MEETING_MESSAGES.attendeesRange),
  /** Defaults to the seller's booth. */
  booth_no: text().trim().max(20).optional(),
  message: text().trim().max(MEETING_MESSAGE_MAX, MEETING_MESSAGES.messageTooLong).default(""),
});
export type MeetingRequestBody = z.input<typeof MeetingRequestBodySchema>;

/** `POST /api/v1/mart/meetings/{id}/{action}` with action one of MeetingAction; reject and request_cancel need a reason. */
export const MeetingParamsSchema = z.object({ id: idParam() });
export const MeetingActionParamsSchema = MeetingParamsSchema.extend({
  action: z.enum(["confirm", "reject", "cancel", "request_cancel", "accept_cancel", "decline_cancel"]),
});
export const MeetingActionBodySchema = z.object({ reason: text().trim().max(MEETING_MESSAGE_MAX).default("") });
export const ACTIONS_NEEDING_REASON: readonly MeetingAction[] = ["reject", "request_cancel"];

/**
 * `?lang=` of every call that answers meetings (mine, the grid, the records, the answers to requests, actions,
 * matches and status changes) and of the agenda file: the companies' names in that language, a company without a
 * Korean name by its English one. English when absent.
 */
/**
 * Every meeting call works on one fair's current edition, named by `?fair=` (the mart's by default; ADR 0026): its
 * slots, its approved companies, its meetings. The calls that answer meetings also take the reader's language.
 */
export const MeetingFairQuerySchema = FairQuerySchema;
export const MeetingLangQuerySchema = FairQuerySchema.extend({ lang: LangSchema.default("en") });

/** `GET /api/v1/mart/meetings?status=&day=&lang=` (mine), `GET /api/v1/mart/meetings/{id}?lang=`. */
export const MeetingListQuerySchema = MeetingLangQuerySchema.extend({
  status: MeetingStatusSchema.optional(),
  day: isoDate().optional(),
});
export const MeetingListResponseSchema = envelopeSchema(z.array(MeetingSchema));
export type MeetingListResponse = z.infer<typeof MeetingListResponseSchema>;
export const MeetingResponseSchema = envelopeSchema(MeetingSchema);
export type MeetingResponse = z.infer<typeof MeetingResponseSchema>;

/** `GET /api/v1/mart/meetings/agenda.ics`: my booked meetings as an iCalendar file. */
export const AGENDA_FILE_NAME = "sitmmt-meetings.ics";

// ---- operators (admin token) ----

/** `GET /api/v1/admin/mart/slots`, `POST` (create), `PUT /{id}` (times, active), `DELETE /{id}` (only without meetings). */
export const WriteSlotBodySchema = z
  .object({
    day: isoDate(REQUIRED_MESSAGE, REQUIRED_MESSAGE),
    start_time: z.string({ error: whenMissing(REQUIRED_MESSAGE) }).regex(TIME, REQUIRED_MESSAGE),
    end_time: z.string({ error: whenMissing(REQUIRED_MESSAGE) }).regex(TIME, REQUIRED_MESSAGE),
    active: z.boolean().default(true),
  })
  .refine((s) => s.end_time > s.start_time, { path: ["end_time"], message: MEETING_MESSAGES.slotTimes });
export type WriteSlotBody = z.input<typeof WriteSlotBodySchema>;
export const SlotListResponseSchema = envelopeSchema(z.array(SlotSchema));
export const SlotResponseSchema = envelopeSchema(SlotSchema);

/** `POST /api/v1/admin/mart/meetings`: match a buyer and a seller into a slot (status admin_matching). */
export const MatchBodySchema = z.object({
  buyer_id: idParam({ missing: REQUIRED_MESSAGE }),
  seller_id: idParam({ missing: REQUIRED_MESSAGE }),
  slot_id: idParam({ missing: REQUIRED_MESSAGE }),
  booth_no: text().trim().max(20).optional(),
  message: text().trim().max(MEETING_MESSAGE_MAX).default(""),
});
export type MatchBody = z.input<typeof MatchBodySchema>;

/**
 * `PUT /api/v1/admin/mart/meetings/{id}/status`: any status but cancel_requested (a company's own request); a booked
 * one is still held to the rules.
 */
export const SetStatusBodySchema = z.object({
  status: MeetingStatusSchema,
  reason: text().trim().max(MEETING_MESSAGE_MAX).default(""),
});

/** `GET /api/v1/admin/mart/meetings?day=&status=&company_id=&page=&per_page=&lang=`: the whole grid. */
export const AdminMeetingListQuerySchema = MeetingListQuerySchema.extend({
  company_id: idParam().optional(),
  ...pageQuery(500, 200),
});
export const AdminMeetingListResponseSchema = envelopeSchema(z.array(MeetingSchema), PageMetaSchema);
export type AdminMeetingListResponse = z.infer<typeof AdminMeetingListResponseSchema>;

// ---- on-site meeting performance record ----

export const MEETING_TYPES = ["pre_arranged", "on_site", "online"] as const;
export const LEVELS = ["high", "medium", "low", "none"] as const;
export const IMPORTANCE = ["high", "medium", "low"] as const;
/** Spec point 9: estimated visitor scale bands. */
export const VISITOR_SCALES = ["under_1000", "1000_5000", "5000_10000", "over_10000"] as const;
/** Spec point 9: performance by contract amount, in US dollars, up to "over USD 100,001". */
export const CONTRACT_BANDS = [
  "none",
  "up_to_10000",
  "10001_30000",
  "30001_50000",
  "50001_100000",
  "over_100001",
] as const;

export const RECORD_MESSAGES = {
  tookPlaceRequired: "Please choose whether the meeting took place.",
  reasonRequired: "Please enter why the meeting did not take place.",
  contentRequired: "Please enter the main content of the meeting.",
  choiceRequired: "Please choose one.",
  satisfactionRange: "Please rate from 1 to 5.",
} as const;

/** `PUT /api/v1/mart/meetings/{id}/record`: each party files (and may correct) its own record once the meeting started. */
export const MeetingRecordBodySchema = z
  .object({
    took_place: z.boolean({ error: RECORD_MESSAGES.tookPlaceRequired }),
    not_held_reason: text().trim().max(500).default(""),
    meeting_type: z.enum(MEETING_TYPES).nullable().default(null),
    main_content: text().trim().max(2000).default(""),
    contract_possibility: z.enum(LEVELS).nullable().default(null),
    client_importance: z.enum(IMPORTANCE).nullable().default(null),
    visitor_scale: z.enum(VISITOR_SCALES).nullable().default(null),
    contract_amount: z.enum(CONTRACT_BANDS).nullable().default(null),
    satisfaction: z.coerce
      .number()
      .int()
      .min(1, RECORD_MESSAGES.satisfactionRange)
      .max(5, RECORD_MESSAGES.satisfactionRange)
      .nullable()
      .default(null),
    comment: text().trim().max(1000).default(""),
  })
  .superRefine((r, ctx) => {
    if (!r.took_place) {
      if (!r.not_held_reason)
        ctx.addIssue({ code: "custom", path: ["not_held_reason"], message: RECORD_MESSAGES.reasonRequired });
      return;
    }
    if (!r.main_content)
      ctx.addIssue({ code: "custom", path: ["main_content"], message: RECORD_MESSAGES.contentRequired });
    for (const key of [
      "meeting_type",
      "contract_possibility",
      "client_importance",
      "visitor_scale",
      "contract_amount",
    ] as const) {
      if (r[key] === null) ctx.addIssue({ code: "custom", path: [key], message: RECORD_MESSAGES.choiceRequired });
    }
    if (r.satisfaction === null)
      ctx.addIssue({ code: "custom", path: ["satisfaction"], message: RECORD_MESSAGES.satisfactionRange });
  });
export type MeetingRecordBody = z.input<typeof MeetingRecordBodySchema>;
export type MeetingRecordValues = z.output<typeof MeetingRecordBodySchema>;

export const MeetingRecordSchema = z
  .object({
    meeting_id: z.number().int(),
    role: MartRoleSchema,
    took_place: z.boolean(),
    not_held_reason: z.string(),
    meeting_type: z.enum(MEETING_TYPES).nullable(),
    main_content: z.string(),
    contract_possibility: z.enum(LEVELS).nullable(),
    client_importance: z.enum(IMPORTANCE).nullable(),
    visitor_scale: z.enum(VISITOR_SCALES).nullable(),
    contract_amount: z.enum(CONTRACT_BANDS).nullable(),
    satisfaction: z.number().int().nullable(),
    comment: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "MeetingRecord" });
export type MeetingRecord = z.infer<typeof MeetingRecordSchema>;
/** `GET /api/v1/mart/meetings/{id}/record`: mine, or `data: null` while not filed. */
export const MeetingRecordResponseSchema = envelopeSchema(MeetingRecordSchema.nullable());
export type MeetingRecordResponse = z.infer<typeof MeetingRecordResponseSchema>;

/** `GET /api/v1/admin/mart/meeting-records`: every filed record with its meeting and the company that filed it. */
export const AdminMeetingRecordSchema = MeetingRecordSchema.extend({
  company_id: z.number().int(),
  meeting: MeetingSchema,
}).meta({ id: "AdminMeetingRecord" });
export type AdminMeetingRecord = z.infer<typeof AdminMeetingRecordSchema>;
export const AdminMeetingRecordListResponseSchema = envelopeSchema(z.array(AdminMeetingRecordSchema));

export const RECORDS_CSV_FILE_NAME = "sitmmt-meeting-records.csv";

/**
 * `GET /api/v1/admin/mart/meeting-records.csv`: one row per filed record, in this column order (UTF-8 with BOM).
 * `buyer` and `seller` are the English names; `buyer_ko` and `seller_ko` the Korean names as the companies wrote them.
 */
export const RECORD_CSV_COLUMNS = [
  "meeting_id",
  "day",
  "start_time",
  "buyer",
  "buyer_ko",
  "seller",
  "seller_ko",
  "filed_by",
  "took_place",
  "not_held_reason",
  "meeting_type",
  "main_content",
  "contract_possibility",
  "client_importance",
  "visitor_scale",
  "contract_amount",
  "satisfaction",
  "comment",
  "updated_at",
] as const;

/** Quotes a CSV field (RFC 4180) and defuses spreadsheet formulas (a leading =, +, -, @ gets a quote mark). */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// ---- the mart's dates, for its public pages ----

/**
 * `GET /api/v1/mart/schedule` (public): when the mart takes place, read from this year's open slots, so the site
 * never names other days than the meetings have. Nothing about companies or meetings.
 */
export const MartScheduleSchema = z
  .object({
    /** The Korea calendar days with at least one active slot, ascending. */
    days: z.array(z.string().regex(DAY)),
    /** The first active slot's start and the latest active slot's end (ISO, +09:00); null without slots. */
    opens_at: z.string().nullable(),
    closes_at: z.string().nullable(),
  })
  .meta({ id: "MartSchedule" });
export type MartSchedule = z.infer<typeof MartScheduleSchema>;
export const MartScheduleResponseSchema = envelopeSchema(MartScheduleSchema);
