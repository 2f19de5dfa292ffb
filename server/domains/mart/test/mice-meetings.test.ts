import { MEETING_MESSAGES, type Meeting, type MySlot, type OpenSlotListResponse, type Slot } from "@contracts/meetings";
import { describe, expect, it } from "vitest";
import {
  act,
  as,
  createMart,
  dataOf,
  failure,
  insertMeeting,
  type Mart,
  type MartCompany,
  requestBody,
  type SlotRow,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// One meetings service serves both fairs (ADR 0026): every call names its fair with `?fair=`, and works on that
// fair's slots, approved companies and meetings only. The mart's own rules are tested in mart-meetings*.test.ts.

const mart = await forTheFile(createMart());
const MICE = "?fair=mice";

/** A company approved at the MICE fair only (its booth there is the one its MICE application was given). */
const miceCompany = (type: "buyer" | "seller_domestic", boothNo: string | null = null) =>
  mart.company(type, { application: "none", boothNo: null, mice: { boothNo } });
/** A company approved at both fairs. */
const bothFairs = (type: "buyer" | "seller_domestic") => mart.company(type, { mice: { boothNo: "M-77" } });

const miceSlot = (spec: Parameters<Mart["slot"]>[0] = {}) => mart.slot({ ...spec, fair: "mice" });
const post = (from: MartCompany, path: string, payload: unknown) => as(mart, from.token, "POST", path, payload);
const requestAt = async (from: MartCompany, to: MartCompany, slot: SlotRow, fair = MICE) =>
  dataOf<Meeting>(await post(from, `/api/v1/mart/meetings${fair}`, requestBody(to, slot)), 201);

describe("the MICE fair's meetings", () => {
  it("a MICE company sees the MICE slots only, and is no participant of the mart", async () => {
    const buyer = await miceCompany("buyer");
    const mine = await miceSlot({ day: "2026-09-10", start: "10:00" });
    const martSlot = await mart.slot({ day: "2026-09-10", start: "10:00" });
    const slots = await dataOf<MySlot[]>(await as(mart, buyer.token, "GET", `/api/v1/mart/slots${MICE}`));
    expect(slots.map((slot) => slot.id)).toContain(mine.id);
    expect(slots.map((slot) => slot.id)).not.toContain(martSlot.id);
    const error = await failure(await as(mart, buyer.token, "GET", "/api/v1/mart/slots"), 403);
    expect(error).toMatchObject({ code: "NOT_PARTICIPANT", message: MEETING_MESSAGES.notParticipant });
  });

  it("a mart company is no participant of the MICE fair", async () => {
    const buyer = await mart.company("buyer");
    const error = await failure(await as(mart, buyer.token, "GET", `/api/v1/mart/meetings${MICE}`), 403);
    expect(error.code).toBe("NOT_PARTICIPANT");
  });

  it("an unknown fair is 400 naming `fair`", async () => {
    const buyer = await miceCompany("buyer");
    const error = await failure(await as(mart, buyer.token, "GET", "/api/v1/mart/slots?fair=expo"), 400);
    expect(JSON.stringify(error)).toContain("fair");
  });

  it("a buyer requests a meeting with an exhibitor at the exhibitor's MICE booth, who confirms it", async () => {
    const buyer = await miceCompany("buyer");
    const seller = await miceCompany("seller_domestic", "M-21");
    const slot = await miceSlot();
    const open = await dataOf<OpenSlotListResponse["data"]>(
      await as(mart, buyer.token, "GET", `/api/v1/mart/businesses/${seller.id}/slots${MICE}`),
    );
    expect(open.find((row) => row.id === slot.id)).toMatchObject({ open: true, reason: null });
    const requested = await requestAt(buyer, seller, slot);
    expect(requested).toMatchObject({ status: "requested", booth_no: "M-21", my_role: "buyer" });
    const confirmed = await dataOf<Meeting>(
      await post(seller, `/api/v1/mart/meetings/${requested.id}/confirm${MICE}`, {}),
    );
    expect(confirmed).toMatchObject({ status: "confirmed", my_role: "seller" });
    const listed = await dataOf<Meeting[]>(await as(mart, buyer.token, "GET", `/api/v1/mart/meetings${MICE}`));
    expect(listed.map((meeting) => [meeting.id, meeting.status])).toEqual([[requested.id, "confirmed"]]);
  });

  it("a slot of the other fair is 404 SLOT_NOT_FOUND naming slot_id", async () => {
    const buyer = await miceCompany("buyer");
    const seller = await miceCompany("seller_domestic");
    const martSlot = await mart.slot();
    const error = await failure(await post(buyer, `/api/v1/mart/meetings${MICE}`, requestBody(seller, martSlot)), 404);
    expect(error).toMatchObject({ code: "SLOT_NOT_FOUND" });
    expect(JSON.stringify(error)).toContain("slot_id");
  });

  it("a company of the mart only is no counterpart at the MICE fair (404 naming counterpart_id)", async () => {
    const buyer = await bothFairs("buyer");
    const martSeller = await mart.company("seller_domestic");
    const error = await failure(
      await post(buyer, `/api/v1/mart/meetings${MICE}`, requestBody(martSeller, await miceSlot())),
      404,
    );
    expect(error).toMatchObject({ code: "COUNTERPART_NOT_FOUND" });
    expect(JSON.stringify(error)).toContain("counterpart_id");
  });

  it("each site sees its own fair's meetings: the other fair's is 404 there", async () => {
    const buyer = await bothFairs("buyer");
    const seller = await bothFairs("seller_domestic");
    const meeting = await requestAt(buyer, seller, await miceSlot());
    expect((await as(mart, buyer.token, "GET", `/api/v1/mart/meetings/${meeting.id}${MICE}`)).status).toBe(200);
    expect((await failure(await as(mart, buyer.token, "GET", `/api/v1/mart/meetings/${meeting.id}`), 404)).code).toBe(
      "NOT_FOUND",
    );
    const atMart = await dataOf<Meeting[]>(await as(mart, buyer.token, "GET", "/api/v1/mart/meetings"));
    expect(atMart.map((row) => row.id)).not.toContain(meeting.id);
    expect((await act(mart, seller, meeting.id, "confirm")).status).toBe(404);
  });

  it("a pair that meets at the mart may meet at the MICE fair too, but only once there", async () => {
    const buyer = await bothFairs("buyer");
    const seller = await bothFairs("seller_domestic");
    await insertMeeting(mart, { slot: await mart.slot(), buyer, seller, status: "confirmed" });
    const first = await requestAt(buyer, seller, await miceSlot());
    await dataOf(await post(seller, `/api/v1/mart/meetings/${first.id}/confirm${MICE}`, {}));
    const again = await post(buyer, `/api/v1/mart/meetings${MICE}`, requestBody(seller, await miceSlot()));
    expect((await failure(again, 409)).code).toBe("PAIR_BOOKED");
  });

  it("of two confirmations racing for one exhibitor's slot exactly one books it", async () => {
    const seller = await miceCompany("seller_domestic", "M-30");
    const [buyerA, buyerB] = await Promise.all([miceCompany("buyer"), miceCompany("buyer")]);
    const slot = await miceSlot();
    const [a, b] = [await requestAt(buyerA, seller, slot), await requestAt(buyerB, seller, slot)];
    const answers = await Promise.all(
      [a, b].map((meeting) => post(seller, `/api/v1/mart/meetings/${meeting.id}/confirm${MICE}`, {})),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const listed = await dataOf<Meeting[]>(await as(mart, seller.token, "GET", `/api/v1/mart/meetings${MICE}`));
    expect(listed.filter((meeting) => meeting.status === "confirmed")).toHaveLength(1);
  });

  it("operators work on one fair's slots and grid at a time", async () => {
    const slot = await miceSlot({ day: "2026-09-20", start: "11:00" });
    const martSlot = await mart.slot({ day: "2026-09-20", start: "11:00" });
    const miceSlots = await dataOf<Slot[]>(await as(mart, mart.admin, "GET", `/api/v1/admin/mart/slots${MICE}`));
    expect(miceSlots.map((row) => row.id)).toContain(slot.id);
    expect(miceSlots.map((row) => row.id)).not.toContain(martSlot.id);
    // the same day and start is taken at the MICE fair, not at the mart
    const clash = await as(mart, mart.admin, "POST", `/api/v1/admin/mart/slots${MICE}`, {
      day: "2026-09-20",
      start_time: "11:00",
      end_time: "11:30",
    });
    expect((await failure(clash, 409)).code).toBe("SLOT_EXISTS");
    const created = await dataOf<Slot>(
      await as(mart, mart.admin, "POST", `/api/v1/admin/mart/slots${MICE}`, {
        day: "2026-09-20",
        start_time: "11:30",
        end_time: "12:00",
      }),
      201,
    );
    expect((await as(mart, mart.admin, "DELETE", `/api/v1/admin/mart/slots/${created.id}`)).status).toBe(404);
    const buyer = await miceCompany("buyer");
    const seller = await miceCompany("seller_domestic", "M-40");
    const matched = await dataOf<Meeting>(
      await as(mart, mart.admin, "POST", `/api/v1/admin/mart/meetings${MICE}`, {
        buyer_id: buyer.id,
        seller_id: seller.id,
        slot_id: created.id,
      }),
      201,
    );
    expect(matched).toMatchObject({ status: "admin_matching", booth_no: "M-40" });
    const grid = await dataOf<Meeting[]>(await as(mart, mart.admin, "GET", `/api/v1/admin/mart/meetings${MICE}`));
    expect(grid.map((row) => row.id)).toContain(matched.id);
    const martGrid = await dataOf<Meeting[]>(await as(mart, mart.admin, "GET", "/api/v1/admin/mart/meetings"));
    expect(martGrid.map((row) => row.id)).not.toContain(matched.id);
  });

  it("a booth is given per fair: the MICE booth on the application, the mart's on the company", async () => {
    const seller = await bothFairs("seller_domestic");
    const put = (fair: string, booth: string | null) =>
      as(mart, mart.admin, "PUT", `/api/v1/admin/mart/businesses/${seller.id}/booth${fair}`, { booth_no: booth });
    expect(await dataOf<{ booth_no: string | null }>(await put(MICE, "H2-15"))).toMatchObject({ booth_no: "H2-15" });
    const exhibitor = await dataOf<{ booth_no: string | null }>(
      await as(mart, undefined, "GET", `/api/v1/mice/exhibitors/${seller.id}`),
    );
    expect(exhibitor.booth_no).toBe("H2-15");
    const atMart = await dataOf<{ booth_no: string | null }>(
      await as(mart, mart.admin, "GET", `/api/v1/admin/mart/businesses/${seller.id}`),
    );
    expect(atMart.booth_no).toBe(seller.boothNo);
    const buyer = await miceCompany("buyer");
    expect(await requestAt(buyer, seller, await miceSlot())).toMatchObject({ booth_no: "H2-15" });
    // a company not applying for the MICE fair has no booth to give there
    const martOnly = await mart.company("seller_domestic");
    const refused = await as(mart, mart.admin, "PUT", `/api/v1/admin/mart/businesses/${martOnly.id}/booth${MICE}`, {
      booth_no: "H9-01",
    });
    expect((await failure(refused, 404)).code).toBe("NOT_FOUND");
  });

  it("the agenda of the fair holds its own meetings, under its own name", async () => {
    const buyer = await bothFairs("buyer");
    const seller = await bothFairs("seller_domestic");
    await insertMeeting(mart, { slot: await mart.slot(), buyer, seller, status: "confirmed" });
    const meeting = await requestAt(buyer, seller, await miceSlot());
    await dataOf(await post(seller, `/api/v1/mart/meetings/${meeting.id}/confirm${MICE}`, {}));
    const res = await as(mart, buyer.token, "GET", `/api/v1/mart/meetings/agenda.ics${MICE}`);
    expect(res.status).toBe(200);
    const ics = await res.text();
    expect(ics).toContain("X-WR-CALNAME:Korea MICE Fair meetings");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("LOCATION:Booth M-77");
  });
});
