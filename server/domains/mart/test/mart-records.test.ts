import {
  type Meeting,
  MEETING_MESSAGES,
  type MeetingRecord,
  RECORD_CSV_COLUMNS,
  RECORD_MESSAGES,
} from "@contracts/meetings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { martMeetingRecords } from "../tables";
import {
  act,
  as,
  createMart,
  dataOf,
  failure,
  heldRecord,
  insertMeeting,
  type MartCompany,
  MART_TEST_NOW,
  request,
  type SlotRow,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

const buyer = (name?: string) => mart.company("buyer", { name });
const seller = (name?: string) => mart.company("seller_domestic", { name });
const recordPath = (id: number) => `/api/v1/mart/meetings/${id}/record`;
const put = (who: MartCompany, id: number, payload: unknown) => as(mart, who.token, "PUT", recordPath(id), payload);
const get = async (who: MartCompany, id: number) =>
  dataOf<MeetingRecord | null>(await as(mart, who.token, "GET", recordPath(id)));

/** A booked meeting in a slot that has started. */
async function pastMeeting(
  status: "confirmed" | "admin_matching" | "cancel_requested" = "confirmed",
  slot?: SlotRow,
  parties?: { b: MartCompany; s: MartCompany },
) {
  const b = parties?.b ?? (await buyer());
  const s = parties?.s ?? (await seller());
  const id = await insertMeeting(mart, { slot: slot ?? (await mart.pastSlot()), buyer: b, seller: s, status });
  return { b, s, id };
}

describe("filing my record", () => {
  it("files a record once the meeting has started, and reads it back", async () => {
    const { b, s, id } = await pastMeeting();
    expect(await get(b, id)).toBeNull();
    const record = await dataOf<MeetingRecord>(await put(b, id, heldRecord({ comment: "Good partner" })));
    expect(record).toEqual({
      meeting_id: id,
      role: "buyer",
      took_place: true,
      not_held_reason: "",
      meeting_type: "pre_arranged",
      main_content: "Discussed referral packages.",
      contract_possibility: "high",
      client_importance: "medium",
      visitor_scale: "1000_5000",
      contract_amount: "10001_30000",
      satisfaction: 4,
      comment: "Good partner",
      updated_at: MART_TEST_NOW.toISOString(),
    });
    expect(await get(b, id)).toEqual(record);
    // each company has its own record
    expect(await get(s, id)).toBeNull();
    const mine = await dataOf<Meeting>(await as(mart, b.token, "GET", `/api/v1/mart/meetings/${id}`));
    const theirs = await dataOf<Meeting>(await as(mart, s.token, "GET", `/api/v1/mart/meetings/${id}`));
    expect([mine.record_filed, theirs.record_filed]).toEqual([true, false]);
  });

  it("a second PUT corrects the same record", async () => {
    const { s, id } = await pastMeeting("admin_matching");
    await dataOf(await put(s, id, heldRecord()));
    mart.clock.advance(60);
    try {
      const corrected = await dataOf<MeetingRecord>(await put(s, id, heldRecord({ satisfaction: 2 })));
      expect(corrected).toMatchObject({ role: "seller", satisfaction: 2 });
      expect(corrected.updated_at).toBe(new Date(MART_TEST_NOW.getTime() + 60_000).toISOString());
    } finally {
      mart.clock.set(MART_TEST_NOW);
    }
    const rows = await mart.db.db.select().from(martMeetingRecords).where(eq(martMeetingRecords.meetingId, id));
    expect(rows).toHaveLength(1);
  });

  it("a meeting that did not take place keeps only the reason and the comment", async () => {
    const { b, id } = await pastMeeting("cancel_requested");
    await dataOf(await put(b, id, heldRecord()));
    const record = await dataOf<MeetingRecord>(
      await put(b, id, { ...heldRecord(), took_place: false, not_held_reason: "They did not come", comment: "-" }),
    );
    expect(record).toMatchObject({
      took_place: false,
      not_held_reason: "They did not come",
      meeting_type: null,
      main_content: "",
      contract_possibility: null,
      client_importance: null,
      visitor_scale: null,
      contract_amount: null,
      satisfaction: null,
      comment: "-",
    });
  });

  it("is refused before the slot starts", async () => {
    const b = await buyer();
    const s = await seller();
    // half an hour after the test clock's "now"
    const id = await request(mart, b, s, await mart.slot({ day: "2026-05-15", start: "10:30" }));
    await dataOf(await act(mart, s, id, "confirm"));
    const error = await failure(await put(b, id, heldRecord()), 409);
    expect(error).toEqual({ code: "RECORD_TOO_EARLY", message: MEETING_MESSAGES.recordTooEarly });
    mart.clock.advance(29 * 60 + 59);
    try {
      expect((await put(b, id, heldRecord())).status).toBe(409);
      // from the start on it is accepted
      mart.clock.advance(1);
      await dataOf(await put(b, id, heldRecord()));
    } finally {
      mart.clock.set(MART_TEST_NOW);
    }
  });

  it("is refused for a meeting that is not booked, a canceled one included", async () => {
    for (const status of ["requested", "rejected", "canceled"] as const) {
      const b = await buyer();
      const s = await seller();
      const id = await insertMeeting(mart, { slot: await mart.pastSlot(), buyer: b, seller: s, status });
      const error = await failure(await put(s, id, heldRecord()), 409);
      expect(error).toEqual({ code: "RECORD_NOT_BOOKED", message: MEETING_MESSAGES.recordNotBooked });
    }
  });

  it("answers 404 for another company's meeting", async () => {
    const { id } = await pastMeeting();
    const stranger = await buyer();
    expect(await failure(await put(stranger, id, heldRecord()), 404)).toMatchObject({ code: "NOT_FOUND" });
    expect(await failure(await as(mart, stranger.token, "GET", recordPath(id)), 404)).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await put(stranger, 999999, heldRecord())).status).toBe(404);
  });

  it("checks the answers by whether the meeting took place", async () => {
    const { b, id } = await pastMeeting();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "took_place", RECORD_MESSAGES.tookPlaceRequired],
      [{ took_place: false }, "not_held_reason", RECORD_MESSAGES.reasonRequired],
      [heldRecord({ main_content: "" }), "main_content", RECORD_MESSAGES.contentRequired],
      [heldRecord({ visitor_scale: null }), "visitor_scale", RECORD_MESSAGES.choiceRequired],
      [heldRecord({ satisfaction: 9 }), "satisfaction", RECORD_MESSAGES.satisfactionRange],
    ];
    for (const [payload, field, message] of cases) {
      const error = await failure(await put(b, id, payload), 400);
      expect(error).toMatchObject({ field, message: `${field}: ${message}` });
    }
    expect((await failure(await put(b, id, heldRecord({ contract_amount: "millions" })), 400)).field).toBe(
      "contract_amount",
    );
  });
});

describe("operators' view of the records", () => {
  /** Day and time of their own, so these rows sort first in the export. */
  const early = () => mart.pastSlot({ day: "2020-01-01", start: "09:00" });

  it("lists each record with its meeting, buyer first", async () => {
    const slot = await early();
    const { b, s, id } = await pastMeeting("confirmed", slot);
    await dataOf(await put(s, id, heldRecord({ comment: "seller side" })));
    await dataOf(await put(b, id, heldRecord({ comment: "buyer side" })));
    const records = await dataOf<(MeetingRecord & { company_id: number; meeting: Meeting })[]>(
      await as(mart, mart.admin, "GET", "/api/v1/admin/mart/meeting-records"),
    );
    const ours = records.filter((r) => r.meeting_id === id);
    expect(ours.map((r) => [r.role, r.company_id, r.comment])).toEqual([
      ["buyer", b.id, "buyer side"],
      ["seller", s.id, "seller side"],
    ]);
    expect(ours[0]?.meeting).toMatchObject({
      id,
      status: "confirmed",
      buyer: { id: b.id },
      seller: { id: s.id },
      my_role: null,
      actions: [],
    });
    expect(records[0]?.meeting_id).toBe(id);
  });

  it("exports them as CSV: BOM, the contract's header, quoted and defused fields, CRLF lines", async () => {
    const slot = await mart.pastSlot({ day: "2019-12-31", start: "13:30" });
    const { b, s, id } = await pastMeeting("confirmed", slot, {
      b: await buyer('Kim "K" Travel'),
      s: await seller("Seoul, Clinic"),
    });
    await dataOf(
      await put(
        b,
        id,
        heldRecord({ main_content: "Line one\nLine two", comment: '=HYPERLINK("http://x","y")', satisfaction: 5 }),
      ),
    );
    await dataOf(await put(s, id, { took_place: false, not_held_reason: "-no show", comment: "@later" }));

    const res = await as(mart, mart.admin, "GET", "/api/v1/admin/mart/meeting-records.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sitmmt-meeting-records.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rest] = text.split("\r\n");
    expect(header).toBe(RECORD_CSV_COLUMNS.join(","));
    const stamp = MART_TEST_NOW.toISOString();
    // the first two rows are this meeting (its slot is the earliest in the file)
    expect(rest.slice(0, 2)).toEqual([
      [
        id,
        "2019-12-31",
        "13:30",
        '"Kim ""K"" Travel"',
        '"Kim ""K"" Travel (KO)"',
        '"Seoul, Clinic"',
        '"Seoul, Clinic (KO)"',
        "buyer",
        "true",
        "",
        "pre_arranged",
        '"Line one\nLine two"',
        "high",
        "medium",
        "1000_5000",
        "10001_30000",
        "5",
        `"'=HYPERLINK(""http://x"",""y"")"`,
        stamp,
      ].join(","),
      [id, "2019-12-31", "13:30", '"Kim ""K"" Travel"', '"Kim ""K"" Travel (KO)"', '"Seoul, Clinic"']
        .concat(['"Seoul, Clinic (KO)"', "seller", "false", "'-no show"])
        .concat(["", "", "", "", "", "", "", "'@later", stamp])
        .join(","),
    ]);
    // every row has the header's column count once quoted fields are read as one
    const rows = parseCsv(text);
    expect(rows.every((row) => row.length === RECORD_CSV_COLUMNS.length)).toBe(true);
    expect(rows[1]?.[RECORD_CSV_COLUMNS.indexOf("main_content")]).toBe("Line one\nLine two");
  });
});

/** A small RFC 4180 reader, to check the export the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  return rows;
}
