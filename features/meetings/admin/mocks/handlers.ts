import { never, ok, unauthorized } from "@blocks/mock-api";
import {
  type BookingBlocker,
  MEETING_MESSAGES,
  type MatchBody,
  type Meeting,
  type MeetingStatus,
  RECORD_CSV_COLUMNS,
  type Slot,
  type WriteSlotBody,
  blockerMessage,
  bookingBlocker,
  csvField,
  isBooked,
} from "@contracts/meetings";
import { HttpResponse, delay, http } from "msw";
import type { AdminMeetingRecord } from "../api/list-records";
import {
  ADMIN_MEETINGS_PATH,
  ADMIN_RECORDS_PATH,
  ADMIN_SLOTS_PATH,
  BUSINESSES_PATH,
  RECORDS_CSV_FILE_NAME,
  RECORDS_CSV_PATH,
} from "../api/paths";
import {
  companiesFixture,
  inLang,
  koreanName,
  meetingsFixture,
  party,
  recordsFixture,
  slot,
  slotsFixture,
} from "./fixtures";

const apiError = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json({ message, code, ...(field ? { field } : {}) }, { status });
/** The `lang` query of a mocked call (English when absent, as the server reads it). */
const langOf = (request: Request) => new URL(request.url).searchParams.get("lang") ?? "en";

const BLOCKER_CODES: Record<BookingBlocker["code"], string> = {
  slot_inactive: "SLOT_INACTIVE",
  unavailable: "UNAVAILABLE",
  busy: "BUSY",
  pair_booked: "PAIR_BOOKED",
};

/** The booking rule as the server runs it for operators (nobody marked a slot unavailable in the stories). */
function refusal(list: readonly Meeting[], at: Slot, buyerId: number, sellerId: number, meetingId?: number) {
  const blocker = bookingBlocker({
    slot: at,
    buyerId,
    sellerId,
    unavailable: [],
    booked: list
      .filter((m) => isBooked(m.status))
      .map((m) => ({ id: m.id, slotId: m.slot.id, buyerId: m.buyer.id, sellerId: m.seller.id })),
    meetingId,
  });
  return blocker ? apiError(409, BLOCKER_CODES[blocker.code], blockerMessage(blocker, "operator")) : null;
}

/** A call the screens made, as the mocked server heard it (for the fair it asked about: `url.searchParams`). */
export type HeardCall = { method: string; url: URL };

export type MartAdminApiOptions = {
  slots?: readonly Slot[];
  meetings?: readonly Meeting[];
  records?: readonly AdminMeetingRecord[];
};

/**
 * The operators' API as the server answers it, remembering every write: slots (409 slotExists, slotHasMeetings),
 * the grid by day, matching and status changes under the booking rule (operators' wording), the business list,
 * and the records with their CSV export. Every call is heard first (`calls`), then answered.
 */
export function martAdminApi(options: MartAdminApiOptions = {}) {
  let slots = [...(options.slots ?? slotsFixture)];
  let meetings = [...(options.meetings ?? meetingsFixture)];
  const records = options.records ?? recordsFixture;
  let nextSlotId = 900;
  let nextMeetingId = 800;
  const writes = {
    slots: [] as WriteSlotBody[],
    matches: [] as MatchBody[],
    statuses: [] as { id: number; status: MeetingStatus }[],
  };
  const calls: HeardCall[] = [];

  return {
    writes,
    calls,
    handlers: [
      // answers nothing, so the call goes on to its own handler below
      http.all(/\/api\/v1\/(admin\/)?mart\//, ({ request }) => {
        calls.push({ method: request.method, url: new URL(request.url) });
      }),
      http.get(ADMIN_SLOTS_PATH, () => ok(slots)),
      http.post(ADMIN_SLOTS_PATH, async ({ request }) => {
        const body = (await request.json()) as WriteSlotBody;
        writes.slots.push(body);
        await delay(20);
        if (slots.some((s) => s.day === body.day && s.start_time === body.start_time)) {
          return apiError(409, "SLOT_EXISTS", MEETING_MESSAGES.slotExists, "start_time");
        }
        const created = slot(nextSlotId++, body.day, body.start_time, body.end_time, body.active ?? true);
        slots = [...slots, created];
        return ok(created, {}, 201);
      }),
      http.put(`${ADMIN_SLOTS_PATH}/:id`, async ({ params, request }) => {
        const body = (await request.json()) as WriteSlotBody;
        const id = Number(params.id);
        const found = slots.find((s) => s.id === id);
        if (!found) return apiError(404, "SLOT_NOT_FOUND", MEETING_MESSAGES.slotNotFound);
        const updated = slot(id, body.day, body.start_time, body.end_time, body.active ?? true);
        slots = slots.map((s) => (s.id === id ? updated : s));
        meetings = meetings.map((m) => (m.slot.id === id ? { ...m, slot: updated } : m));
        return ok(updated);
      }),
      http.delete(`${ADMIN_SLOTS_PATH}/:id`, ({ params }) => {
        const id = Number(params.id);
        if (!slots.some((s) => s.id === id)) return apiError(404, "SLOT_NOT_FOUND", MEETING_MESSAGES.slotNotFound);
        if (meetings.some((m) => m.slot.id === id)) {
          return apiError(409, "SLOT_HAS_MEETINGS", MEETING_MESSAGES.slotHasMeetings);
        }
        slots = slots.filter((s) => s.id !== id);
        return ok({ id });
      }),
      http.get(ADMIN_MEETINGS_PATH, ({ request }) => {
        const day = new URL(request.url).searchParams.get("day");
        const rows = meetings.filter((m) => day === null || m.slot.day === day).map((m) => inLang(m, langOf(request)));
        return ok(rows, { page: 1, per_page: 500, total: rows.length, total_pages: rows.length > 0 ? 1 : 0 });
      }),
      http.post(ADMIN_MEETINGS_PATH, async ({ request }) => {
        const body = (await request.json()) as MatchBody;
        writes.matches.push(body);
        await delay(20);
        const at = slots.find((s) => s.id === Number(body.slot_id));
        if (!at) return apiError(404, "SLOT_NOT_FOUND", MEETING_MESSAGES.slotNotFound, "slot_id");
        const buyerId = Number(body.buyer_id);
        const sellerId = Number(body.seller_id);
        const refused = refusal(meetings, at, buyerId, sellerId);
        if (refused) return refused;
        const seller = party(sellerId);
        const matched: Meeting = {
          id: nextMeetingId++,
          slot: at,
          status: "admin_matching",
          buyer: party(buyerId),
          seller,
          requested_by: "operator",
          attendees: 1,
          booth_no: body.booth_no ?? seller.booth_no,
          message: body.message ?? "",
          reason: "",
          cancel_requested_by: null,
          my_role: null,
          actions: [],
          record_filed: false,
          created_at: "2026-05-15T10:00:00+09:00",
          updated_at: "2026-05-15T10:00:00+09:00",
        };
        meetings = [...meetings, matched];
        return ok(inLang(matched, langOf(request)), {}, 201);
      }),
      http.put(`${ADMIN_MEETINGS_PATH}/:id/status`, async ({ params, request }) => {
        const body = (await request.json()) as { status: MeetingStatus };
        const id = Number(params.id);
        writes.statuses.push({ id, status: body.status });
        await delay(20);
        const found = meetings.find((m) => m.id === id);
        if (!found) return apiError(404, "NOT_FOUND", MEETING_MESSAGES.notFound);
        if (body.status === "cancel_requested") return apiError(409, "NOT_ALLOWED", MEETING_MESSAGES.notAllowed);
        if (isBooked(body.status)) {
          const refused = refusal(meetings, found.slot, found.buyer.id, found.seller.id, id);
          if (refused) return refused;
        }
        const updated = { ...found, status: body.status };
        meetings = meetings.map((m) => (m.id === id ? updated : m));
        return ok(inLang(updated, langOf(request)));
      }),
      http.get(BUSINESSES_PATH, ({ request }) => {
        const url = new URL(request.url);
        const role = url.searchParams.get("role") === "seller" ? "seller" : "buyer";
        const rows = companiesFixture(role, url.searchParams.get("lang") ?? "en");
        return ok(rows, { page: 1, per_page: 50, total: rows.length, total_pages: 1, countries: [] });
      }),
      http.get(ADMIN_RECORDS_PATH, ({ request }) =>
        ok(records.map((record) => ({ ...record, meeting: inLang(record.meeting, langOf(request)) }))),
      ),
      http.get(RECORDS_CSV_PATH, () => new HttpResponse(recordsCsv(records), { headers: CSV_HEADERS })),
    ],
  };
}

const CSV_HEADERS = {
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${RECORDS_CSV_FILE_NAME}"`,
};

/** The export as the server writes it: UTF-8 with a BOM, RECORD_CSV_COLUMNS, every field through `csvField`. */
export function recordsCsv(records: readonly AdminMeetingRecord[]): string {
  const lines = [RECORD_CSV_COLUMNS.join(",")];
  for (const record of records) {
    const cells: Record<(typeof RECORD_CSV_COLUMNS)[number], string | number | boolean | null> = {
      meeting_id: record.meeting_id,
      day: record.meeting.slot.day,
      start_time: record.meeting.slot.start_time,
      buyer: record.meeting.buyer.name,
      buyer_ko: koreanName(record.meeting.buyer.id),
      seller: record.meeting.seller.name,
      seller_ko: koreanName(record.meeting.seller.id),
      filed_by: record.role,
      took_place: record.took_place,
      not_held_reason: record.not_held_reason,
      meeting_type: record.meeting_type,
      main_content: record.main_content,
      contract_possibility: record.contract_possibility,
      client_importance: record.client_importance,
      visitor_scale: record.visitor_scale,
      contract_amount: record.contract_amount,
      satisfaction: record.satisfaction,
      comment: record.comment,
      updated_at: record.updated_at,
    };
    lines.push(RECORD_CSV_COLUMNS.map((column) => csvField(cells[column])).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Every read answers 401: the operator's session has ended. */
export const unauthorizedHandlers = [
  http.get(ADMIN_SLOTS_PATH, unauthorized),
  http.get(ADMIN_MEETINGS_PATH, unauthorized),
  http.get(BUSINESSES_PATH, unauthorized),
  http.get(ADMIN_RECORDS_PATH, unauthorized),
];

export const recordsHandlers = {
  empty: http.get(ADMIN_RECORDS_PATH, () => ok([])),
  error: http.get(ADMIN_RECORDS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The records are being recounted. Try again in a minute."),
  ),
  loading: http.get(ADMIN_RECORDS_PATH, never),
};

export const slotsHandlers = {
  empty: http.get(ADMIN_SLOTS_PATH, () => ok([])),
  loading: http.get(ADMIN_SLOTS_PATH, never),
};
