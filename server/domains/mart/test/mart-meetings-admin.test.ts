import type { PageMeta } from "@contracts/envelope";
import { MART_EVENT_YEAR } from "@contracts/mart";
import { type Meeting, MEETING_MESSAGES, type Slot } from "@contracts/meetings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { martSlots } from "../tables";
import { body } from "../../../platform/test/auth-fixtures";
import {
  act,
  as,
  createMart,
  dataOf,
  failure,
  insertMeeting,
  type Mart,
  type MartCompany,
  request,
  type SlotRow,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

const buyer = (options?: Parameters<Mart["company"]>[1]) => mart.company("buyer", options);
const seller = (options?: Parameters<Mart["company"]>[1]) => mart.company("seller_overseas", options);
const admin = (method: string, path: string, payload?: unknown) =>
  as(mart, mart.admin, method, `/api/v1/admin/mart${path}`, payload);
const match = (b: MartCompany, s: MartCompany, slot: SlotRow, extra: Record<string, unknown> = {}) =>
  admin("POST", "/meetings", { buyer_id: b.id, seller_id: s.id, slot_id: slot.id, ...extra });
const setStatus = (id: number, status: string, reason?: string) =>
  admin("PUT", `/meetings/${id}/status`, reason === undefined ? { status } : { status, reason });
const participantView = async (who: MartCompany, id: number) =>
  dataOf<Meeting>(await as(mart, who.token, "GET", `/api/v1/mart/meetings/${id}`));

let dayCount = 0;
/** A day of its own for the slot tests (the slot helper's days are far from these). */
const freshDay = () => `2027-01-${String((dayCount += 1)).padStart(2, "0")}`;

describe("operators only", () => {
  it("answers 401 to an accreditation or member token on every operator call", async () => {
    const company = await buyer();
    const member = await mart.member();
    const calls: [string, string, unknown?][] = [
      ["GET", "/slots"],
      ["POST", "/slots", { day: "2027-02-01", start_time: "10:00", end_time: "10:30" }],
      ["PUT", "/slots/1", { day: "2027-02-01", start_time: "10:00", end_time: "10:30" }],
      ["DELETE", "/slots/1"],
      ["GET", "/meetings"],
      ["POST", "/meetings", { buyer_id: 1, seller_id: 2, slot_id: 1 }],
      ["PUT", "/meetings/1/status", { status: "canceled" }],
      ["GET", "/meeting-records"],
      ["GET", "/meeting-records.csv"],
    ];
    for (const token of [company.token, member, undefined]) {
      for (const [method, path, payload] of calls) {
        const res = await as(mart, token, method, `/api/v1/admin/mart${path}`, payload);
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
  });
});

describe("slots", () => {
  it("creates a slot of this year's mart in Korea time and lists it in order", async () => {
    const day = freshDay();
    const second = await dataOf<Slot>(
      await admin("POST", "/slots", { day, start_time: "14:00", end_time: "14:30" }),
      201,
    );
    const first = await dataOf<Slot>(
      await admin("POST", "/slots", { day, start_time: "10:00", end_time: "10:30", active: false }),
      201,
    );
    expect(first).toEqual({
      id: first.id,
      day,
      start_time: "10:00",
      end_time: "10:30",
      starts_at: `${day}T10:00:00+09:00`,
      ends_at: `${day}T10:30:00+09:00`,
      active: false,
    });
    const [row] = await mart.db.db.select().from(martSlots).where(eq(martSlots.id, second.id));
    expect(row?.eventYear).toBe(MART_EVENT_YEAR);
    const list = await dataOf<Slot[]>(await admin("GET", "/slots"));
    const ids = list.map((slot) => slot.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const keys = list.map((slot) => `${slot.day} ${slot.start_time}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("refuses a second slot starting at the same time of the same day", async () => {
    const day = freshDay();
    await dataOf(await admin("POST", "/slots", { day, start_time: "10:00", end_time: "10:30" }), 201);
    const error = await failure(await admin("POST", "/slots", { day, start_time: "10:00", end_time: "11:00" }), 409);
    expect(error).toEqual({ code: "SLOT_EXISTS", field: "start_time", message: MEETING_MESSAGES.slotExists });
  });

  it("checks the day and the times", async () => {
    const day = freshDay();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ day, start_time: "11:00", end_time: "10:30" }, "end_time", MEETING_MESSAGES.slotTimes],
      [{ day, start_time: "11:00", end_time: "11:00" }, "end_time", MEETING_MESSAGES.slotTimes],
      [{ day: "15/01/2027", start_time: "10:00", end_time: "10:30" }, "day"],
      [{ day, start_time: "25:00", end_time: "26:00" }, "start_time"],
      [{ day, start_time: "10:00" }, "end_time"],
    ];
    for (const [payload, field, message] of cases) {
      const error = await failure(await admin("POST", "/slots", payload), 400);
      expect(error.field).toBe(field);
      if (message) expect(error.message).toContain(message);
    }
  });

  it("changes a slot's times and closes it; a clash is 409, an unknown slot 404", async () => {
    const day = freshDay();
    const slot = await dataOf<Slot>(
      await admin("POST", "/slots", { day, start_time: "10:00", end_time: "10:30" }),
      201,
    );
    await dataOf(await admin("POST", "/slots", { day, start_time: "11:00", end_time: "11:30" }), 201);
    const changed = await dataOf<Slot>(
      await admin("PUT", `/slots/${slot.id}`, { day, start_time: "09:30", end_time: "10:00", active: false }),
    );
    expect(changed).toMatchObject({ id: slot.id, start_time: "09:30", end_time: "10:00", active: false });
    const clash = await failure(
      await admin("PUT", `/slots/${slot.id}`, { day, start_time: "11:00", end_time: "11:30" }),
      409,
    );
    expect(clash.code).toBe("SLOT_EXISTS");
    const missing = await failure(
      await admin("PUT", "/slots/999999", { day, start_time: "08:00", end_time: "08:30" }),
      404,
    );
    expect(missing).toMatchObject({ code: "SLOT_NOT_FOUND", message: MEETING_MESSAGES.slotNotFound });
  });

  it("closing a slot keeps its booked meetings and stops new requests", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const id = await dataOf<Meeting>(await match(b, s, slot), 201);
    await dataOf(
      await admin("PUT", `/slots/${slot.id}`, {
        day: slot.day,
        start_time: slot.startTime,
        end_time: slot.endTime,
        active: false,
      }),
    );
    expect((await participantView(b, id.id)).status).toBe("admin_matching");
    const refused = await failure(
      await as(mart, (await buyer()).token, "POST", "/api/v1/mart/meetings", {
        counterpart_id: (await seller()).id,
        slot_id: slot.id,
        attendees: 1,
      }),
      409,
    );
    expect(refused.code).toBe("SLOT_INACTIVE");
  });

  it("deletes a slot without meetings; one with meetings of any status is 409 slotHasMeetings", async () => {
    const empty = await mart.slot();
    expect(await dataOf(await admin("DELETE", `/slots/${empty.id}`))).toEqual({ id: empty.id });
    expect((await admin("DELETE", `/slots/${empty.id}`)).status).toBe(404);
    const used = await mart.slot();
    await insertMeeting(mart, { slot: used, buyer: await buyer(), seller: await seller(), status: "rejected" });
    const error = await failure(await admin("DELETE", `/slots/${used.id}`), 409);
    expect(error).toEqual({ code: "SLOT_HAS_MEETINGS", message: MEETING_MESSAGES.slotHasMeetings });
    // an unavailable mark does not keep a slot
    const marked = await mart.slot();
    const b = await buyer();
    await dataOf(await as(mart, b.token, "PUT", `/api/v1/mart/slots/${marked.id}/availability`, { available: false }));
    expect((await admin("DELETE", `/slots/${marked.id}`)).status).toBe(200);
  });
});

describe("matching a buyer and a seller", () => {
  it("books them as admin_matching at the seller's booth; both see it and may ask to cancel", async () => {
    const b = await buyer();
    const s = await seller({ boothNo: "C-12" });
    const slot = await mart.slot();
    const meeting = await dataOf<Meeting>(await match(b, s, slot, { message: "Matched at the buyers' request" }), 201);
    expect(meeting).toMatchObject({
      status: "admin_matching",
      requested_by: "operator",
      booth_no: "C-12",
      message: "Matched at the buyers' request",
      buyer: { id: b.id },
      seller: { id: s.id },
      my_role: null,
      actions: [],
      record_filed: false,
    });
    expect(await participantView(b, meeting.id)).toMatchObject({ my_role: "buyer", actions: ["request_cancel"] });
    expect(await participantView(s, meeting.id)).toMatchObject({ my_role: "seller", actions: ["request_cancel"] });
    const other = await dataOf<Meeting>(await match(await buyer(), s, await mart.slot(), { booth_no: "Z-1" }), 201);
    expect(other.booth_no).toBe("Z-1");
  });

  it("needs an approved buyer and an approved seller, each in its own field", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    expect(await failure(await match(s, b, slot), 400)).toEqual({
      code: "SAME_ROLE",
      field: "buyer_id",
      message: MEETING_MESSAGES.sameRole,
    });
    expect(await failure(await match(b, await buyer(), slot), 400)).toMatchObject({
      code: "SAME_ROLE",
      field: "seller_id",
    });
    const pending = await seller({ application: "submitted" });
    expect(await failure(await match(b, pending, slot), 404)).toMatchObject({
      code: "COUNTERPART_NOT_FOUND",
      field: "seller_id",
    });
    expect(
      await failure(await admin("POST", "/meetings", { buyer_id: 999999, seller_id: s.id, slot_id: slot.id }), 404),
    ).toMatchObject({ code: "COUNTERPART_NOT_FOUND", field: "buyer_id" });
    expect(
      await failure(await admin("POST", "/meetings", { buyer_id: b.id, seller_id: s.id, slot_id: 999999 }), 404),
    ).toMatchObject({ code: "SLOT_NOT_FOUND", field: "slot_id" });
    expect((await failure(await admin("POST", "/meetings", { buyer_id: b.id }), 400)).field).toBe("seller_id");
  });

  it("is held to the rule, worded for operators", async () => {
    const b = await buyer();
    const s = await seller();
    const refused = async (slot: SlotRow, code: string, message: string, x = b, y = s) =>
      expect(await failure(await match(x, y, slot), 409)).toEqual({ code, message });

    await refused(await mart.slot({ active: false }), "SLOT_INACTIVE", MEETING_MESSAGES.slotInactive);
    const buyerOff = await mart.slot();
    await dataOf(
      await as(mart, b.token, "PUT", `/api/v1/mart/slots/${buyerOff.id}/availability`, { available: false }),
    );
    await refused(buyerOff, "UNAVAILABLE", MEETING_MESSAGES.buyerUnavailable);
    const sellerOff = await mart.slot();
    await dataOf(
      await as(mart, s.token, "PUT", `/api/v1/mart/slots/${sellerOff.id}/availability`, { available: false }),
    );
    await refused(sellerOff, "UNAVAILABLE", MEETING_MESSAGES.sellerUnavailable);
    const buyerBusy = await mart.slot();
    await dataOf(await match(b, await seller(), buyerBusy), 201);
    await refused(buyerBusy, "BUSY", MEETING_MESSAGES.buyerBusy);
    const sellerBusy = await mart.slot();
    await dataOf(await match(await buyer(), s, sellerBusy), 201);
    await refused(sellerBusy, "BUSY", MEETING_MESSAGES.sellerBusy);
    await dataOf(await match(b, s, await mart.slot()), 201);
    await refused(await mart.slot(), "PAIR_BOOKED", MEETING_MESSAGES.pairBookedOperator);
  });

  it("may place a meeting in a slot that has started (operators fix the schedule after the fact)", async () => {
    const meeting = await dataOf<Meeting>(await match(await buyer(), await seller(), await mart.pastSlot()), 201);
    expect(meeting.status).toBe("admin_matching");
  });
});

describe("setting a meeting's status", () => {
  it("sets any status; a booked target is held to the rule", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const first = await request(mart, b, s, slot);
    const rival = await request(mart, await buyer(), s, slot);
    const confirmed = await dataOf<Meeting>(await setStatus(first, "confirmed"));
    expect(confirmed).toMatchObject({ status: "confirmed", my_role: null, actions: [] });
    expect(await failure(await setStatus(rival, "admin_matching"), 409)).toEqual({
      code: "BUSY",
      message: MEETING_MESSAGES.sellerBusy,
    });
    expect((await dataOf<Meeting>(await setStatus(rival, "rejected", "Seller is booked"))).reason).toBe(
      "Seller is booked",
    );
    expect((await dataOf<Meeting>(await setStatus(first, "canceled"))).status).toBe("canceled");
    // the slot is free again: the rival can be booked now
    expect((await dataOf<Meeting>(await setStatus(rival, "admin_matching"))).status).toBe("admin_matching");
    expect(await failure(await setStatus(first, "confirmed"), 409)).toMatchObject({ code: "BUSY" });
  });

  it("ends a pending cancel request either way", async () => {
    const b = await buyer();
    const s = await seller();
    const id = (await dataOf<Meeting>(await match(b, s, await mart.slot()), 201)).id;
    await dataOf(await act(mart, s, id, "request_cancel", "Booth moved"));
    const back = await dataOf<Meeting>(await setStatus(id, "confirmed"));
    expect(back).toMatchObject({ status: "confirmed", cancel_requested_by: null });
    expect((await participantView(s, id)).actions).toEqual(["request_cancel"]);
  });

  it("does not create a cancel request, which belongs to one of the companies", async () => {
    const id = (await dataOf<Meeting>(await match(await buyer(), await seller(), await mart.slot()), 201)).id;
    expect(await failure(await setStatus(id, "cancel_requested"), 409)).toEqual({
      code: "NOT_ALLOWED",
      message: MEETING_MESSAGES.notAllowed,
    });
  });

  it("the same status again only stores the reason", async () => {
    const id = await request(mart, await buyer(), await seller(), await mart.slot());
    const same = await dataOf<Meeting>(await setStatus(id, "requested", "Checked by phone"));
    expect(same).toMatchObject({ status: "requested", reason: "Checked by phone" });
  });

  it("answers 404 for an unknown meeting and 400 for an unknown status", async () => {
    expect(await failure(await setStatus(999999, "canceled"), 404)).toMatchObject({ code: "NOT_FOUND" });
    const id = await request(mart, await buyer(), await seller(), await mart.slot());
    expect((await failure(await setStatus(id, "done"), 400)).field).toBe("status");
  });
});

describe("the whole grid", () => {
  it("lists every meeting by slot time with both companies, filtered and paged", async () => {
    const b = await buyer();
    const s1 = await seller();
    const s2 = await seller();
    const day = "2026-09-09";
    const late = await mart.slot({ day, start: "16:00" });
    const early = await mart.slot({ day, start: "09:00" });
    const x = await request(mart, b, s1, late);
    const y = (await dataOf<Meeting>(await match(b, s2, early), 201)).id;
    const z = await request(mart, await buyer(), s2, late);

    const list = async (query: string) => {
      const res = await admin("GET", `/meetings${query}`);
      expect(res.status).toBe(200);
      return body<{ data: Meeting[]; meta: PageMeta }>(res);
    };
    const byDay = await list(`?day=${day}`);
    expect(byDay.data.map((m) => m.id)).toEqual([y, x, z]);
    expect(byDay.meta).toEqual({ page: 1, per_page: 200, total: 3, total_pages: 1 });
    expect(byDay.data.every((m) => m.my_role === null && m.actions.length === 0)).toBe(true);
    expect(byDay.data[0]).toMatchObject({ buyer: { id: b.id, name: b.name }, seller: { id: s2.id, name: s2.name } });
    expect((await list(`?day=${day}&company_id=${b.id}`)).data.map((m) => m.id)).toEqual([y, x]);
    expect((await list(`?day=${day}&company_id=${s2.id}&status=requested`)).data.map((m) => m.id)).toEqual([z]);
    const paged = await list(`?day=${day}&per_page=2&page=2`);
    expect(paged.data.map((m) => m.id)).toEqual([z]);
    expect(paged.meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect((await admin("GET", "/meetings?per_page=501")).status).toBe(400);
  });
});
