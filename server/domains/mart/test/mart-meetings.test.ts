import { MART_MESSAGES } from "@contracts/mart";
import { type Meeting, MEETING_MESSAGES, type MySlot, type OpenSlotListResponse } from "@contracts/meetings";
import { describe, expect, it } from "vitest";
import { SLOT_BOOKED_MESSAGE } from "../meetings-errors";
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
  requestBody,
  signInCompany,
  type SlotRow,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

const buyer = (options?: Parameters<Mart["company"]>[1]) => mart.company("buyer", options);
const seller = (options?: Parameters<Mart["company"]>[1]) => mart.company("seller_domestic", options);
const post = (from: MartCompany, payload: unknown) => as(mart, from.token, "POST", "/api/v1/mart/meetings", payload);
const meetingOf = async (who: MartCompany, id: number) =>
  dataOf<Meeting>(await as(mart, who.token, "GET", `/api/v1/mart/meetings/${id}`));
const setAvailable = (who: MartCompany, slot: SlotRow, available: boolean) =>
  as(mart, who.token, "PUT", `/api/v1/mart/slots/${slot.id}/availability`, { available });

/** A confirmed meeting between the two in the slot, through the API. */
async function confirmed(b: MartCompany, s: MartCompany, slot: SlotRow): Promise<number> {
  const id = await request(mart, b, s, slot);
  await dataOf(await act(mart, s, id, "confirm"));
  return id;
}

describe("who may use the meeting calls", () => {
  it("needs an accreditation token: none, a member's or an operator's is 401", async () => {
    const member = await mart.member();
    for (const token of [undefined, member, mart.admin]) {
      expect((await as(mart, token, "GET", "/api/v1/mart/slots")).status).toBe(401);
      expect((await as(mart, token, "GET", "/api/v1/mart/meetings")).status).toBe(401);
      expect((await as(mart, token, "POST", "/api/v1/mart/meetings", {})).status).toBe(401);
    }
  });

  it("takes the token of the accreditation area's own sign-in", async () => {
    const company = await buyer({ password: "Mart2026pass" });
    const token = await signInCompany(mart, company, "Mart2026pass");
    expect(token).not.toBe(company.token);
    expect((await as(mart, token, "GET", "/api/v1/mart/slots")).status).toBe(200);
  });

  it("an account without a company profile gets 409 PROFILE_REQUIRED, also a general one", async () => {
    for (const type of ["general", "seller_domestic"] as const) {
      const { token } = await mart.account(type);
      const error = await failure(await as(mart, token, "GET", "/api/v1/mart/slots"), 409);
      expect(error).toMatchObject({ code: "PROFILE_REQUIRED", message: MART_MESSAGES.profileRequired });
    }
  });

  it("a company whose application is not approved gets 403 NOT_PARTICIPANT", async () => {
    for (const application of ["submitted", "rejected", "withdrawn", "none"] as const) {
      const company = await buyer({ application });
      const error = await failure(await as(mart, company.token, "GET", "/api/v1/mart/meetings"), 403);
      expect(error).toMatchObject({ code: "NOT_PARTICIPANT", message: MEETING_MESSAGES.notParticipant });
    }
  });
});

describe("my slots and availability", () => {
  it("lists every slot of this year by day and time, with my availability and my booked meeting", async () => {
    const b = await buyer();
    const s = await seller();
    const late = await mart.slot({ day: "2026-07-02", start: "15:00" });
    const early = await mart.slot({ day: "2026-07-01", start: "10:00" });
    const closed = await mart.slot({ day: "2026-07-01", start: "09:00", active: false });
    const otherYear = await mart.slot({ day: "2026-07-01", start: "08:00", eventYear: 2024 });
    const meetingId = await confirmed(b, s, early);
    await dataOf(await setAvailable(b, late, false));

    const slots = await dataOf<MySlot[]>(await as(mart, b.token, "GET", "/api/v1/mart/slots"));
    const ids = slots.map((slot) => slot.id);
    expect(ids).not.toContain(otherYear.id);
    expect(ids.indexOf(closed.id)).toBeLessThan(ids.indexOf(early.id));
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    const keys = slots.map((slot) => `${slot.day} ${slot.start_time}`);
    expect(keys).toEqual([...keys].sort());
    expect(slots.find((slot) => slot.id === early.id)).toEqual({
      id: early.id,
      day: "2026-07-01",
      start_time: "10:00",
      end_time: "10:30",
      starts_at: "2026-07-01T10:00:00+09:00",
      ends_at: "2026-07-01T10:30:00+09:00",
      active: true,
      available: true,
      meeting_id: meetingId,
    });
    expect(slots.find((slot) => slot.id === late.id)).toMatchObject({ available: false, meeting_id: null });
    expect(slots.find((slot) => slot.id === closed.id)).toMatchObject({ active: false, available: true });
    // the other company sees its own side of the same meeting, not my marks
    const theirs = await dataOf<MySlot[]>(await as(mart, s.token, "GET", "/api/v1/mart/slots"));
    expect(theirs.find((slot) => slot.id === early.id)?.meeting_id).toBe(meetingId);
    expect(theirs.find((slot) => slot.id === late.id)?.available).toBe(true);
  });

  it("marks a slot unavailable and available again, idempotently", async () => {
    const b = await buyer();
    const slot = await mart.slot();
    for (const available of [false, false, true, true]) {
      const answer = await dataOf<MySlot>(await setAvailable(b, slot, available));
      expect(answer).toMatchObject({ id: slot.id, available, meeting_id: null });
    }
  });

  it("refuses to mark unavailable a slot in which my company holds a booked meeting", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const id = await confirmed(b, s, slot);
    for (const who of [b, s]) {
      const error = await failure(await setAvailable(who, slot, false), 409);
      expect(error).toEqual({ code: "SLOT_BOOKED", message: SLOT_BOOKED_MESSAGE });
    }
    // a cancel request still holds the slot
    await dataOf(await act(mart, b, id, "request_cancel", "Flight changed"));
    expect((await setAvailable(s, slot, false)).status).toBe(409);
    await dataOf(await act(mart, s, id, "accept_cancel"));
    expect((await dataOf<MySlot>(await setAvailable(s, slot, false))).available).toBe(false);
  });

  it("answers 404 for an unknown slot or one of another year, 400 for a bad id or body", async () => {
    const b = await buyer();
    const otherYear = await mart.slot({ eventYear: 2024 });
    for (const id of [999999, otherYear.id]) {
      const error = await failure(
        await as(mart, b.token, "PUT", `/api/v1/mart/slots/${id}/availability`, { available: false }),
        404,
      );
      expect(error).toMatchObject({ code: "SLOT_NOT_FOUND", message: MEETING_MESSAGES.slotNotFound });
    }
    expect((await as(mart, b.token, "PUT", "/api/v1/mart/slots/abc/availability", { available: false })).status).toBe(
      400,
    );
    const slot = await mart.slot();
    const bad = await failure(
      await as(mart, b.token, "PUT", `/api/v1/mart/slots/${slot.id}/availability`, { available: "no" }),
      400,
    );
    expect(bad.field).toBe("available");
  });
});

describe("the other company's open slots", () => {
  it("is open only where a request from me could be confirmed now", async () => {
    const b = await buyer();
    const s = await seller();
    const [free, closed, mine, theirs, busyMe, busyThem, past] = [
      await mart.slot(),
      await mart.slot({ active: false }),
      await mart.slot(),
      await mart.slot(),
      await mart.slot(),
      await mart.slot(),
      await mart.pastSlot(),
    ];
    await dataOf(await setAvailable(b, mine, false));
    await dataOf(await setAvailable(s, theirs, false));
    await confirmed(b, await seller(), busyMe);
    await confirmed(await buyer(), s, busyThem);
    const open = async () => {
      const slots = await dataOf<OpenSlotListResponse["data"]>(
        await as(mart, b.token, "GET", `/api/v1/mart/businesses/${s.id}/slots`),
      );
      return new Map(slots.map((slot) => [slot.id, slot.open]));
    };
    const first = await open();
    expect(first.get(free.id)).toBe(true);
    for (const slot of [closed, mine, theirs, busyMe, busyThem, past]) expect(first.get(slot.id)).toBe(false);
    // each closed slot says why, as the requester reads it
    const reasons = new Map(
      (
        await dataOf<OpenSlotListResponse["data"]>(
          await as(mart, b.token, "GET", `/api/v1/mart/businesses/${s.id}/slots`),
        )
      ).map((slot) => [slot.id, slot.reason]),
    );
    expect([free, closed, mine, theirs, busyMe, busyThem, past].map((slot) => reasons.get(slot.id))).toEqual([
      null,
      "slot_inactive",
      "self_unavailable",
      "counterpart_unavailable",
      "self_busy",
      "counterpart_busy",
      "slot_started",
    ]);
    // the seller's view of me agrees
    const fromSeller = await dataOf<OpenSlotListResponse["data"]>(
      await as(mart, s.token, "GET", `/api/v1/mart/businesses/${b.id}/slots`),
    );
    expect(fromSeller.find((slot) => slot.id === free.id)?.open).toBe(true);
    expect(fromSeller.find((slot) => slot.id === mine.id)?.open).toBe(false);
    // once the pair has a booked meeting, no other slot is open between them, and each says so
    await confirmed(b, s, free);
    const after = await open();
    expect([...after.values()].some(Boolean)).toBe(false);
    const slots = await dataOf<OpenSlotListResponse["data"]>(
      await as(mart, b.token, "GET", `/api/v1/mart/businesses/${s.id}/slots`),
    );
    expect(slots.find((slot) => slot.id === free.id)?.reason).toBe("self_busy");
    const later = await mart.slot();
    const fresh = await dataOf<OpenSlotListResponse["data"]>(
      await as(mart, b.token, "GET", `/api/v1/mart/businesses/${s.id}/slots`),
    );
    expect(fresh.find((slot) => slot.id === later.id)).toMatchObject({ open: false, reason: "pair_booked" });
  });

  it("names an open request between the two companies on every slot: mine here, mine elsewhere, theirs", async () => {
    const b = await buyer();
    const s = await seller();
    const asked = await mart.slot();
    const other = await mart.slot();
    await request(mart, b, s, asked);
    const reasonsFor = async (who: MartCompany, of: MartCompany) =>
      new Map(
        (
          await dataOf<OpenSlotListResponse["data"]>(
            await as(mart, who.token, "GET", `/api/v1/mart/businesses/${of.id}/slots`),
          )
        ).map((slot) => [slot.id, slot.reason]),
      );
    const mine = await reasonsFor(b, s);
    expect([mine.get(asked.id), mine.get(other.id)]).toEqual(["already_requested", "pair_requested_by_me"]);
    const theirs = await reasonsFor(s, b);
    expect([theirs.get(asked.id), theirs.get(other.id)]).toEqual(["pair_requested_by_them", "pair_requested_by_them"]);
  });

  it("says truly why a company cannot be met: my own (400), my side (400), not taking part (404)", async () => {
    const b = await buyer();
    const otherBuyer = await buyer();
    const pending = await seller({ application: "submitted" });
    const slotsOf = (id: number) => as(mart, b.token, "GET", `/api/v1/mart/businesses/${id}/slots`);
    expect(await failure(await slotsOf(b.id), 400)).toMatchObject({
      code: "OWN_COMPANY",
      message: MEETING_MESSAGES.ownCompany,
    });
    expect(await failure(await slotsOf(otherBuyer.id), 400)).toMatchObject({
      code: "SAME_ROLE",
      message: MEETING_MESSAGES.sameRole,
    });
    for (const id of [pending.id, 999999]) {
      const error = await failure(await slotsOf(id), 404);
      expect(error).toMatchObject({ code: "COUNTERPART_NOT_FOUND", message: MEETING_MESSAGES.counterpartNotFound });
    }
  });
});

describe("a meeting schedule request", () => {
  it("is created as requested, at the seller's booth unless another is given", async () => {
    const b = await buyer();
    const s = await seller({ boothNo: "A-07" });
    const slot = await mart.slot();
    const meeting = await dataOf<Meeting>(await post(b, requestBody(s, slot, { attendees: 3 })), 201);
    expect(meeting).toMatchObject({
      slot: { id: slot.id, starts_at: `${slot.day}T${slot.startTime}:00+09:00` },
      status: "requested",
      buyer: { id: b.id, name: b.name, country: "MN", time_zone: "Asia/Ulaanbaatar", booth_no: null },
      seller: { id: s.id, name: s.name, country: "KR", time_zone: "Asia/Seoul", booth_no: "A-07" },
      requested_by: "buyer",
      attendees: 3,
      booth_no: "A-07",
      message: "Looking forward to meeting you.",
      reason: "",
      cancel_requested_by: null,
      my_role: "buyer",
      actions: ["cancel"],
      record_filed: false,
    });
    const asSeller = await meetingOf(s, meeting.id);
    expect(asSeller).toMatchObject({ my_role: "seller", actions: ["confirm", "reject"] });

    const other = await mart.slot();
    const fromSeller = await dataOf<Meeting>(
      await post(s, requestBody(await buyer(), other, { booth_no: " T-3 " })),
      201,
    );
    expect(fromSeller).toMatchObject({ requested_by: "seller", booth_no: "T-3", my_role: "seller" });
    const noBooth = await seller({ boothNo: null });
    const third = await dataOf<Meeting>(await post(b, requestBody(noBooth, await mart.slot())), 201);
    expect(third.booth_no).toBeNull();
  });

  it("is between a buyer and a seller: the same side is 400 sameRole", async () => {
    const b = await buyer();
    const s = await seller();
    const overseas = await mart.company("seller_overseas");
    const slot = await mart.slot();
    for (const [from, to] of [
      [b, await buyer()],
      [s, overseas],
    ] as const) {
      const error = await failure(await post(from, requestBody(to, slot)), 400);
      expect(error).toMatchObject({ code: "SAME_ROLE", field: "counterpart_id", message: MEETING_MESSAGES.sameRole });
    }
  });

  it("is not sent to my own company: 400 ownCompany, never 'not taking part'", async () => {
    const s = await seller();
    const error = await failure(await post(s, requestBody(s, await mart.slot())), 400);
    expect(error).toMatchObject({ code: "OWN_COMPANY", field: "counterpart_id", message: MEETING_MESSAGES.ownCompany });
  });

  it("answers 404 for an unknown or unapproved company and an unknown slot", async () => {
    const b = await buyer();
    const s = await seller();
    const pending = await seller({ application: "submitted" });
    const slot = await mart.slot();
    for (const id of [999999, pending.id]) {
      const error = await failure(await post(b, requestBody(s, slot, { counterpart_id: id })), 404);
      expect(error).toMatchObject({ code: "COUNTERPART_NOT_FOUND", field: "counterpart_id" });
    }
    const otherYear = await mart.slot({ eventYear: 2024 });
    for (const id of [999999, otherYear.id]) {
      const error = await failure(await post(b, requestBody(s, slot, { slot_id: id })), 404);
      expect(error).toMatchObject({ code: "SLOT_NOT_FOUND", field: "slot_id", message: MEETING_MESSAGES.slotNotFound });
    }
  });

  it("checks its fields: counterpart, slot, attendees 1-5, message length", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ counterpart_id: undefined }, "counterpart_id"],
      [{ slot_id: undefined }, "slot_id"],
      [{ attendees: 0 }, "attendees", MEETING_MESSAGES.attendeesRange],
      [{ attendees: 6 }, "attendees", MEETING_MESSAGES.attendeesRange],
      [{ message: "x".repeat(501) }, "message", MEETING_MESSAGES.messageTooLong],
      [{ booth_no: "x".repeat(21) }, "booth_no"],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await failure(await post(b, requestBody(s, slot, overrides)), 400);
      expect(error.field).toBe(field);
      if (message) expect(error.message).toContain(message);
    }
  });

  it("is refused for a slot that has started", async () => {
    const b = await buyer();
    const s = await seller();
    const error = await failure(await post(b, requestBody(s, await mart.pastSlot())), 409);
    expect(error).toMatchObject({ code: "SLOT_PAST", message: MEETING_MESSAGES.slotPast });
    // a slot starting this very minute has started
    const now = await mart.slot({ day: "2026-05-15", start: "10:00" });
    expect(await failure(await post(b, requestBody(s, now)), 409)).toMatchObject({ code: "SLOT_PAST" });
  });

  it("is refused at once when it could not be confirmed now, worded for the requester", async () => {
    const b = await buyer();
    const s = await seller();
    const refused = async (slot: SlotRow, code: string, message: string, from = b, to: MartCompany = s) => {
      const error = await failure(await post(from, requestBody(to, slot)), 409);
      expect(error).toEqual({ code, message });
    };
    await refused(await mart.slot({ active: false }), "SLOT_INACTIVE", MEETING_MESSAGES.slotInactive);

    const mine = await mart.slot();
    await dataOf(await setAvailable(b, mine, false));
    await refused(mine, "UNAVAILABLE", MEETING_MESSAGES.selfUnavailable);
    await refused(mine, "UNAVAILABLE", MEETING_MESSAGES.counterpartUnavailable, s, b);

    const theirs = await mart.slot();
    await dataOf(await setAvailable(s, theirs, false));
    await refused(theirs, "UNAVAILABLE", MEETING_MESSAGES.counterpartUnavailable);

    const busyMe = await mart.slot();
    await confirmed(b, await seller(), busyMe);
    await refused(busyMe, "BUSY", MEETING_MESSAGES.selfBusy);
    await refused(busyMe, "BUSY", MEETING_MESSAGES.counterpartBusy, s, b);

    const busyThem = await mart.slot();
    await confirmed(await buyer(), s, busyThem);
    await refused(busyThem, "BUSY", MEETING_MESSAGES.counterpartBusy);

    await confirmed(b, s, await mart.slot());
    await refused(await mart.slot(), "PAIR_BOOKED", MEETING_MESSAGES.pairBooked);
  });

  it("is refused while the same request is open, and may be sent again once answered", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const id = await request(mart, b, s, slot);
    const error = await failure(await post(b, requestBody(s, slot)), 409);
    expect(error).toEqual({ code: "ALREADY_REQUESTED", message: MEETING_MESSAGES.alreadyRequested });
    // the other side's request for the same pair and slot is the same open request
    expect(await failure(await post(s, requestBody(b, slot)), 409)).toEqual({
      code: "COUNTERPART_REQUESTED",
      message: MEETING_MESSAGES.counterpartRequested,
    });
    // requests to other companies in the same slot are fine
    await request(mart, b, await seller(), slot);
    await dataOf(await act(mart, s, id, "reject", "Fully booked that morning"));
    await request(mart, b, s, slot);
  });

  it("is refused while the two companies have an open request in another slot (one pending request per pair)", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, b, s, await mart.slot());
    const second = await mart.slot();
    expect(await failure(await post(b, requestBody(s, second)), 409)).toEqual({
      code: "PAIR_REQUESTED",
      message: MEETING_MESSAGES.pairRequested,
    });
    expect(await failure(await post(s, requestBody(b, second)), 409)).toEqual({
      code: "COUNTERPART_REQUESTED",
      message: MEETING_MESSAGES.counterpartRequested,
    });
    // once the first is confirmed the two companies meet: a second request is refused as such
    await dataOf(await act(mart, s, id, "confirm"));
    expect(await failure(await post(b, requestBody(s, second)), 409)).toEqual({
      code: "PAIR_BOOKED",
      message: MEETING_MESSAGES.pairBooked,
    });
  });
});

describe("my meetings", () => {
  it("lists only my company's meetings by slot time, filtered by status and day", async () => {
    const b = await buyer();
    const s1 = await seller();
    const s2 = await seller();
    const later = await mart.slot({ day: "2026-08-02", start: "11:00" });
    const sooner = await mart.slot({ day: "2026-08-01", start: "11:00" });
    const a = await request(mart, b, s1, later);
    const c = await confirmed(b, s2, sooner);
    await request(mart, await buyer(), s1, sooner);

    const list = async (token: string, query = "") =>
      dataOf<Meeting[]>(await as(mart, token, "GET", `/api/v1/mart/meetings${query}`));
    expect((await list(b.token)).map((m) => m.id)).toEqual([c, a]);
    expect((await list(b.token, "?status=requested")).map((m) => m.id)).toEqual([a]);
    expect((await list(b.token, "?day=2026-08-01")).map((m) => m.id)).toEqual([c]);
    expect(await list(b.token, "?day=2026-08-01&status=requested")).toEqual([]);
    const mine = await list(b.token);
    expect(mine.map((m) => [m.my_role, m.actions, m.record_filed])).toEqual([
      ["buyer", ["request_cancel"], false],
      ["buyer", ["cancel"], false],
    ]);
    expect((await list(s1.token)).map((m) => m.my_role)).toEqual(["seller", "seller"]);
    expect((await as(mart, b.token, "GET", "/api/v1/mart/meetings?status=done")).status).toBe(400);
    expect((await as(mart, b.token, "GET", "/api/v1/mart/meetings?day=1-8-2026")).status).toBe(400);
  });

  it("answers 404 for another company's meeting and one that does not exist", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, b, s, await mart.slot());
    const stranger = await buyer();
    for (const path of [`/api/v1/mart/meetings/${id}`, "/api/v1/mart/meetings/999999"]) {
      const error = await failure(await as(mart, stranger.token, "GET", path), 404);
      expect(error).toMatchObject({ code: "NOT_FOUND", message: MEETING_MESSAGES.notFound });
    }
    expect((await act(mart, stranger, id, "confirm")).status).toBe(404);
    expect((await act(mart, stranger, id, "reject", "no")).status).toBe(404);
    expect((await as(mart, b.token, "GET", "/api/v1/mart/meetings/abc")).status).toBe(400);
  });
});

describe("answering and changing a meeting", () => {
  it("the receiving company confirms; the requester may not", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, b, s, await mart.slot());
    const error = await failure(await act(mart, b, id, "confirm"), 409);
    expect(error).toEqual({ code: "ONLY_COUNTERPART", message: MEETING_MESSAGES.onlyCounterpart });
    expect(await failure(await act(mart, b, id, "reject", "no"), 409)).toMatchObject({ code: "ONLY_COUNTERPART" });
    const meeting = await dataOf<Meeting>(await act(mart, s, id, "confirm"));
    expect(meeting).toMatchObject({ status: "confirmed", my_role: "seller", actions: ["request_cancel"] });
    expect((await meetingOf(b, id)).actions).toEqual(["request_cancel"]);
    // a second confirm, or one after it, is not allowed
    expect(await failure(await act(mart, s, id, "confirm"), 409)).toEqual({
      code: "NOT_ALLOWED",
      message: MEETING_MESSAGES.notAllowed,
    });
    expect(await failure(await act(mart, b, id, "cancel"), 409)).toMatchObject({ code: "NOT_ALLOWED" });
  });

  it("rejecting needs a reason, which the meeting keeps", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, s, b, await mart.slot());
    for (const reason of [undefined, "", "   "]) {
      const error = await failure(await act(mart, b, id, "reject", reason), 400);
      expect(error).toMatchObject({ field: "reason", message: `reason: ${MEETING_MESSAGES.reasonRequired}` });
    }
    // no body at all reads as no reason
    const bare = await mart.app.request(`/api/v1/mart/meetings/${id}/reject`, {
      method: "POST",
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(bare.status).toBe(400);
    const meeting = await dataOf<Meeting>(await act(mart, b, id, "reject", "Our team is not in Seoul then"));
    expect(meeting).toMatchObject({ status: "rejected", reason: "Our team is not in Seoul then", actions: [] });
    expect((await meetingOf(s, id)).actions).toEqual([]);
  });

  it("the requester withdraws a pending request; the receiver may not cancel it", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, b, s, await mart.slot());
    expect(await failure(await act(mart, s, id, "cancel"), 409)).toMatchObject({ code: "NOT_ALLOWED" });
    expect((await dataOf<Meeting>(await act(mart, b, id, "cancel"))).status).toBe("canceled");
    expect(await failure(await act(mart, s, id, "confirm"), 409)).toMatchObject({ code: "NOT_ALLOWED" });
  });

  it("a booked meeting is canceled through a cancel request the other side accepts", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const id = await confirmed(b, s, slot);
    const noReason = await failure(await act(mart, b, id, "request_cancel"), 400);
    expect(noReason.field).toBe("reason");
    const asked = await dataOf<Meeting>(await act(mart, b, id, "request_cancel", "Schedule changed"));
    expect(asked).toMatchObject({
      status: "cancel_requested",
      cancel_requested_by: "buyer",
      reason: "Schedule changed",
      actions: [],
    });
    expect((await meetingOf(s, id)).actions).toEqual(["accept_cancel", "decline_cancel"]);
    expect(await failure(await act(mart, b, id, "accept_cancel"), 409)).toEqual({
      code: "ONLY_COUNTERPART",
      message: MEETING_MESSAGES.onlyCounterpart,
    });
    expect(await failure(await act(mart, b, id, "request_cancel", "again"), 409)).toMatchObject({
      code: "NOT_ALLOWED",
    });
    const canceled = await dataOf<Meeting>(await act(mart, s, id, "accept_cancel"));
    expect(canceled).toMatchObject({ status: "canceled", cancel_requested_by: "buyer", actions: [] });
    // the slot and the pair are free again
    await request(mart, b, s, await mart.slot());
  });

  it("a declined cancel request returns the meeting to the booked status it came from", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await confirmed(b, s, await mart.slot());
    await dataOf(await act(mart, s, id, "request_cancel", "Double booked"));
    const back = await dataOf<Meeting>(await act(mart, b, id, "decline_cancel"));
    expect(back).toMatchObject({ status: "confirmed", cancel_requested_by: null, reason: "", my_role: "buyer" });

    const b2 = await buyer();
    const s2 = await seller();
    const matched = await dataOf<Meeting>(
      await as(mart, mart.admin, "POST", "/api/v1/admin/mart/meetings", {
        buyer_id: b2.id,
        seller_id: s2.id,
        slot_id: (await mart.slot()).id,
      }),
      201,
    );
    expect((await meetingOf(b2, matched.id)).actions).toEqual(["request_cancel"]);
    await dataOf(await act(mart, b2, matched.id, "request_cancel", "Cannot come"));
    const restored = await dataOf<Meeting>(await act(mart, s2, matched.id, "decline_cancel"));
    expect(restored.status).toBe("admin_matching");
  });

  it("a confirmation is held to the rule, worded for the confirming company", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const first = await request(mart, b, s, slot);
    const second = await request(mart, await buyer(), s, slot);
    await dataOf(await act(mart, s, first, "confirm"));
    expect(await failure(await act(mart, s, second, "confirm"), 409)).toEqual({
      code: "BUSY",
      message: MEETING_MESSAGES.selfBusy,
    });

    // the requester marked the slot unavailable after asking
    const b3 = await buyer();
    const other = await mart.slot();
    const third = await request(mart, b3, s, other);
    await dataOf(await setAvailable(b3, other, false));
    expect(await failure(await act(mart, s, third, "confirm"), 409)).toEqual({
      code: "UNAVAILABLE",
      message: MEETING_MESSAGES.counterpartUnavailable,
    });

    // the organiser closed the slot after the request
    const b4 = await buyer();
    const closing = await mart.slot();
    const fourth = await request(mart, b4, s, closing);
    const { day, startTime: start_time, endTime: end_time } = closing;
    await dataOf(
      await as(mart, mart.admin, "PUT", `/api/v1/admin/mart/slots/${closing.id}`, {
        day,
        start_time,
        end_time,
        active: false,
      }),
    );
    expect(await failure(await act(mart, s, fourth, "confirm"), 409)).toEqual({
      code: "SLOT_INACTIVE",
      message: MEETING_MESSAGES.slotInactive,
    });

    // two requests of one pair in two slots (written before the one-open-request rule): once one is confirmed,
    // the other cannot be
    const b5 = await buyer();
    const one = await request(mart, b5, s, await mart.slot());
    const two = await insertMeeting(mart, { slot: await mart.slot(), buyer: b5, seller: s, status: "requested" });
    await dataOf(await act(mart, s, one, "confirm"));
    expect(await failure(await act(mart, s, two, "confirm"), 409)).toEqual({
      code: "PAIR_BOOKED",
      message: MEETING_MESSAGES.pairBooked,
    });
    expect((await meetingOf(s, two)).status).toBe("requested");
  });

  it("a request for a slot that has started can no longer be confirmed", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await insertMeeting(mart, { slot: await mart.pastSlot(), buyer: b, seller: s, status: "requested" });
    expect(await failure(await act(mart, s, id, "confirm"), 409)).toEqual({
      code: "SLOT_PAST",
      message: MEETING_MESSAGES.slotPast,
    });
    // it can still be declined
    expect((await dataOf<Meeting>(await act(mart, s, id, "reject", "Too late"))).status).toBe("rejected");
  });

  it("answers 400 for an unknown action", async () => {
    const b = await buyer();
    const s = await seller();
    const id = await request(mart, b, s, await mart.slot());
    const error = await failure(await act(mart, s, id, "approve"), 400);
    expect(error.field).toBe("action");
  });
});

describe("the API document", () => {
  it("documents every meeting route, the agenda before the meeting id", async () => {
    const res = await mart.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods("/api/v1/mart/slots")).toEqual(["get"]);
    expect(methods("/api/v1/mart/slots/{id}/availability")).toEqual(["put"]);
    expect(methods("/api/v1/mart/businesses/{id}/slots")).toEqual(["get"]);
    expect(methods("/api/v1/mart/meetings")).toEqual(["get", "post"]);
    expect(methods("/api/v1/mart/meetings/agenda.ics")).toEqual(["get"]);
    expect(methods("/api/v1/mart/meetings/{id}")).toEqual(["get"]);
    expect(methods("/api/v1/mart/meetings/{id}/{action}")).toEqual(["post"]);
    expect(methods("/api/v1/mart/meetings/{id}/record")).toEqual(["get", "put"]);
    expect(methods("/api/v1/admin/mart/slots")).toEqual(["get", "post"]);
    expect(methods("/api/v1/admin/mart/slots/{id}")).toEqual(["delete", "put"]);
    expect(methods("/api/v1/admin/mart/meetings")).toEqual(["get", "post"]);
    expect(methods("/api/v1/admin/mart/meetings/{id}/status")).toEqual(["put"]);
    expect(methods("/api/v1/admin/mart/meeting-records")).toEqual(["get"]);
    expect(methods("/api/v1/admin/mart/meeting-records.csv")).toEqual(["get"]);
    const paths = Object.keys(doc.paths);
    expect(paths.indexOf("/api/v1/mart/meetings/agenda.ics")).toBeLessThan(paths.indexOf("/api/v1/mart/meetings/{id}"));
  });
});
