import {
  isBooked,
  type Meeting,
  type MeetingRecord,
  type MeetingRecordValues,
  RECORD_CSV_COLUMNS,
} from "@contracts/meetings";
import type { Fair } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import { and, eq, inArray } from "drizzle-orm";
import { martMeetingRecords, martMeetings, martSlots } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { type MeetingJoined, meetingSelect, myMeetingRow, type Participant, shapeMeetings } from "./meetings";
import { meetingError } from "./meetings-errors";
import { slotStarted } from "./slots";
import { type CsvCell, csvFile } from "../../platform/csv";

type RecordRow = typeof martMeetingRecords.$inferSelect;

export function toRecord(row: RecordRow): MeetingRecord {
  return {
    meeting_id: row.meetingId,
    role: row.role,
    took_place: row.tookPlace,
    not_held_reason: row.notHeldReason,
    meeting_type: row.meetingType as MeetingRecord["meeting_type"],
    main_content: row.mainContent,
    contract_possibility: row.contractPossibility as MeetingRecord["contract_possibility"],
    client_importance: row.clientImportance as MeetingRecord["client_importance"],
    visitor_scale: row.visitorScale as MeetingRecord["visitor_scale"],
    contract_amount: row.contractAmount as MeetingRecord["contract_amount"],
    satisfaction: row.satisfaction,
    comment: row.comment,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `GET /api/v1/mart/meetings/{id}/record`: my company's record of one of its meetings, or null while not filed. */
export async function myRecord(db: DbOrTx, me: Participant, meetingId: number): Promise<MeetingRecord | null> {
  await myMeetingRow(db, me, meetingId);
  const [row] = await db
    .select()
    .from(martMeetingRecords)
    .where(and(eq(martMeetingRecords.meetingId, meetingId), eq(martMeetingRecords.companyId, me.id)));
  return row ? toRecord(row) : null;
}

/**
 * What is stored of a record: a meeting that did not take place keeps only its reason and comment (the answers
 * about a meeting that was not held would mean nothing), one that did drops the reason.
 */
function storedValues(values: MeetingRecordValues) {
  const held = values.took_place;
  return {
    tookPlace: held,
    notHeldReason: held ? "" : values.not_held_reason,
    meetingType: held ? values.meeting_type : null,
    mainContent: held ? values.main_content : "",
    contractPossibility: held ? values.contract_possibility : null,
    clientImportance: held ? values.client_importance : null,
    visitorScale: held ? values.visitor_scale : null,
    contractAmount: held ? values.contract_amount : null,
    satisfaction: held ? values.satisfaction : null,
    comment: values.comment,
  };
}

/**
 * `PUT /api/v1/mart/meetings/{id}/record`: files or corrects my company's record. Only for a meeting that is booked
 * now (409 recordNotBooked otherwise, a canceled one included) and whose slot has started (409 recordTooEarly).
 */
export async function putMyRecord(
  db: DbOrTx,
  me: Participant,
  meetingId: number,
  values: MeetingRecordValues,
  now: Date,
): Promise<MeetingRecord> {
  const meeting = await myMeetingRow(db, me, meetingId);
  if (!isBooked(meeting.status)) throw meetingError(409, "recordNotBooked");
  const [slot] = await db.select().from(martSlots).where(eq(martSlots.id, meeting.slotId));
  if (!slot || !slotStarted(slot, now)) throw meetingError(409, "recordTooEarly");
  const stored = storedValues(values);
  const [row] = await db
    .insert(martMeetingRecords)
    .values({ meetingId, companyId: me.id, role: me.role, ...stored, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [martMeetingRecords.meetingId, martMeetingRecords.companyId],
      set: { ...stored, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("record upsert returned nothing");
  return toRecord(row);
}

// ---- operators ----

export type RecordWithMeeting = { record: RecordRow; joined: MeetingJoined };

/** Every filed record of a fair's meetings with its meeting, by slot time, meeting and side (buyer first). */
export async function allRecords(db: DbOrTx, fair: Fair): Promise<RecordWithMeeting[]> {
  const records = await db.select().from(martMeetingRecords);
  if (records.length === 0) return [];
  const meetings = await meetingSelect(db).where(
    and(inArray(martMeetings.id, [...new Set(records.map((r) => r.meetingId))]), eq(martMeetings.fair, fair)),
  );
  const byId = new Map(meetings.map((m) => [m.meeting.id, m]));
  const rows = records.flatMap((record) => {
    const joined = byId.get(record.meetingId);
    return joined ? [{ record, joined }] : [];
  });
  const key = (r: RecordWithMeeting) => `${r.joined.slot.day} ${r.joined.slot.startTime}`;
  return rows.sort(
    (a, b) =>
      key(a).localeCompare(key(b)) ||
      a.record.meetingId - b.record.meetingId ||
      (a.record.role === b.record.role ? 0 : a.record.role === "buyer" ? -1 : 1),
  );
}

export type AdminRecord = MeetingRecord & { company_id: number; meeting: Meeting };

/** `GET /api/v1/admin/mart/meeting-records?lang=`: each record with its meeting as operators see it. */
export async function adminRecordList(db: DbOrTx, lang: Lang, fair: Fair): Promise<AdminRecord[]> {
  const rows = await allRecords(db, fair);
  const meetings = await shapeMeetings(
    db,
    rows.map((r) => r.joined),
    { kind: "operator", lang },
  );
  return rows.map((r, index) => {
    const meeting = meetings[index];
    if (!meeting) throw new Error("meeting vanished while shaping records");
    return { ...toRecord(r.record), company_id: r.record.companyId, meeting };
  });
}

/**
 * The records as CSV (RFC 4180 lines, UTF-8 with BOM so spreadsheets read Korean), header = RECORD_CSV_COLUMNS. One
 * file for every operator: both names of each company, the Korean ones as written (empty stays empty).
 */
export function recordsCsv(rows: readonly RecordWithMeeting[]): string {
  const lines: CsvCell[][] = [];
  for (const { record, joined } of rows) {
    const cells: Record<(typeof RECORD_CSV_COLUMNS)[number], CsvCell> = {
      meeting_id: record.meetingId,
      day: joined.slot.day,
      start_time: joined.slot.startTime,
      buyer: joined.buyer.nameEn,
      buyer_ko: joined.buyer.nameKo,
      seller: joined.seller.nameEn,
      seller_ko: joined.seller.nameKo,
      filed_by: record.role,
      took_place: record.tookPlace,
      not_held_reason: record.notHeldReason,
      meeting_type: record.meetingType,
      main_content: record.mainContent,
      contract_possibility: record.contractPossibility,
      client_importance: record.clientImportance,
      visitor_scale: record.visitorScale,
      contract_amount: record.contractAmount,
      satisfaction: record.satisfaction,
      comment: record.comment,
      updated_at: record.updatedAt.toISOString(),
    };
    lines.push(RECORD_CSV_COLUMNS.map((column) => cells[column]));
  }
  return csvFile(RECORD_CSV_COLUMNS, lines);
}
