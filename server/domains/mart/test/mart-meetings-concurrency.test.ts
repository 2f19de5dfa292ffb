import { BOOKED_STATUSES, MEETING_MESSAGES } from "@contracts/meetings";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { martMeetings, martSlotBlocks } from "../tables";
import { AppError } from "../../../platform/http/errors";
import { withCompanyLocks } from "../meetings-booking";
import { uniqueViolationError } from "../meetings-errors";
import {
  act,
  as,
  createMart,
  failure,
  insertMeeting,
  type MartCompany,
  request,
  requestBody,
} from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// On PostgreSQL (npm run test:postgres) these requests really run at the same time; on PGlite they interleave.
const mart = await forTheFile(createMart());

const buyer = () => mart.company("buyer");
const seller = () => mart.company("seller_domestic");
const many = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));
const statusesOf = (answers: Response[]) => answers.map((res) => res.status).sort();
const setAvailable = (who: MartCompany, slotId: number, available: boolean) =>
  as(mart, who.token, "PUT", `/api/v1/mart/slots/${slotId}/availability`, { available });

/** Exactly one of the racing calls wins: the statuses (sorted) are `statuses`, and every 409 says why. */
async function expectOneWins(answers: Response[], statuses: number[], code: string, message: string) {
  expect(statusesOf(answers)).toEqual(statuses);
  for (const res of answers.filter((r) => r.status === 409)) expect(await res.json()).toEqual({ code, message });
}

/** The booked meetings in a slot (`martMeetings.slotId`) or of a buyer (`martMeetings.buyerId`). */
async function booked(column: typeof martMeetings.slotId | typeof martMeetings.buyerId, id: number) {
  return mart.db.db
    .select()
    .from(martMeetings)
    .where(and(eq(column, id), inArray(martMeetings.status, [...BOOKED_STATUSES])));
}

/** The promise the whole feature rests on, checked over every row of the database. */
async function expectNoDoubleBooking() {
  const booked = await mart.db.db
    .select()
    .from(martMeetings)
    .where(inArray(martMeetings.status, [...BOOKED_STATUSES]));
  const keys = (key: (m: (typeof booked)[number]) => string) => new Set(booked.map(key)).size;
  expect(keys((m) => `${m.slotId}/${m.buyerId}`)).toBe(booked.length);
  expect(keys((m) => `${m.slotId}/${m.sellerId}`)).toBe(booked.length);
  expect(keys((m) => `${m.buyerId}/${m.sellerId}`)).toBe(booked.length);
  const blocks = await mart.db.db.select().from(martSlotBlocks);
  const blocked = new Set(blocks.map((b) => `${b.slotId}/${b.companyId}`));
  for (const m of booked) {
    expect(blocked.has(`${m.slotId}/${m.buyerId}`)).toBe(false);
    expect(blocked.has(`${m.slotId}/${m.sellerId}`)).toBe(false);
  }
}

describe("booking under a race", () => {
  it("(a) a buyer confirms 8 sellers' requests for one slot at once: exactly one is booked", async () => {
    const b = await buyer();
    const slot = await mart.slot();
    const sellers = await many(8, seller);
    const ids = [];
    for (const s of sellers) ids.push(await request(mart, s, b, slot));
    const answers = await Promise.all(ids.map((id) => act(mart, b, id, "confirm")));
    await expectOneWins(answers, [200, ...Array<number>(7).fill(409)], "BUSY", MEETING_MESSAGES.selfBusy);
    expect(await booked(martMeetings.slotId, slot.id)).toHaveLength(1);
    await expectNoDoubleBooking();
  });

  it("(b) 8 buyers confirm one seller's requests for one slot at once: exactly one is booked", async () => {
    const s = await seller();
    const slot = await mart.slot();
    const buyers = await many(8, buyer);
    const requests = [];
    for (const b of buyers) requests.push({ b, id: await request(mart, s, b, slot) });
    const answers = await Promise.all(requests.map(({ b, id }) => act(mart, b, id, "confirm")));
    await expectOneWins(answers, [200, ...Array<number>(7).fill(409)], "BUSY", MEETING_MESSAGES.counterpartBusy);
    expect(await booked(martMeetings.slotId, slot.id)).toHaveLength(1);
    await expectNoDoubleBooking();
  });

  it("(c) one pair confirms its requests in 6 different slots at once: exactly one is booked", async () => {
    const b = await buyer();
    const s = await seller();
    const slots = await many(6, () => mart.slot());
    const ids = [];
    // written straight to the table: the API keeps one open request per pair (race (c2) below)
    for (const slot of slots) ids.push(await insertMeeting(mart, { slot, buyer: b, seller: s, status: "requested" }));
    const answers = await Promise.all(ids.map((id) => act(mart, s, id, "confirm")));
    await expectOneWins(answers, [200, 409, 409, 409, 409, 409], "PAIR_BOOKED", MEETING_MESSAGES.pairBooked);
    expect(await booked(martMeetings.buyerId, b.id)).toHaveLength(1);
    await expectNoDoubleBooking();
  });

  it("(c2) one buyer sends a seller 6 requests for 6 slots at once: exactly one stays open", async () => {
    const b = await buyer();
    const s = await seller();
    const slots = await many(6, () => mart.slot());
    const answers = await Promise.all(
      slots.map((slot) => as(mart, b.token, "POST", "/api/v1/mart/meetings", requestBody(s, slot))),
    );
    await expectOneWins(answers, [201, 409, 409, 409, 409, 409], "PAIR_REQUESTED", MEETING_MESSAGES.pairRequested);
    const open = await mart.db.db
      .select()
      .from(martMeetings)
      .where(
        and(eq(martMeetings.buyerId, b.id), eq(martMeetings.sellerId, s.id), eq(martMeetings.status, "requested")),
      );
    expect(open).toHaveLength(1);
  });

  it("(d) an operator's match races a participant's confirmation: one of them books", async () => {
    for (let round = 0; round < 6; round += 1) {
      const b = await buyer();
      const s = await seller();
      const slot = await mart.slot();
      // every other round the operator aims at another slot: then the pair rule decides instead of the slot
      const target = round % 2 === 0 ? slot : await mart.slot();
      const id = await request(mart, b, s, slot);
      const [confirmed, matched] = await Promise.all([
        act(mart, s, id, "confirm"),
        as(mart, mart.admin, "POST", "/api/v1/admin/mart/meetings", {
          buyer_id: b.id,
          seller_id: s.id,
          slot_id: target.id,
        }),
      ]);
      // the winner answers 200 (confirmed) or 201 (matched), the other 409
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([confirmed.status, matched.status]);
      const loser = confirmed.status === 409 ? confirmed : matched;
      const error = (await loser.json()) as { code: string };
      expect(["BUSY", "PAIR_BOOKED"]).toContain(error.code);
      expect(await booked(martMeetings.buyerId, b.id)).toHaveLength(1);
    }
    await expectNoDoubleBooking();
  });

  it("(e) marking a slot unavailable races a confirmation: never a booked meeting in a slot marked unavailable", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const b = await buyer();
      const s = await seller();
      const slot = await mart.slot();
      const id = await request(mart, b, s, slot);
      // the requester changes its mind as the other side confirms; either company may be the one marking
      const marker = round % 2 === 0 ? b : s;
      const [confirmed, marked] = await Promise.all([
        act(mart, s, id, "confirm"),
        setAvailable(marker, slot.id, false),
      ]);
      outcomes.add(`${confirmed.status}/${marked.status}`);
      if (confirmed.status === 200) {
        expect(await failure(marked, 409)).toMatchObject({ code: "SLOT_BOOKED" });
        expect(await booked(martMeetings.slotId, slot.id)).toHaveLength(1);
      } else {
        expect(marked.status).toBe(200);
        expect(await failure(confirmed, 409)).toMatchObject({ code: "UNAVAILABLE" });
        expect(await booked(martMeetings.slotId, slot.id)).toHaveLength(0);
      }
    }
    // both orders are possible answers; whichever happened, the invariant holds
    expect([...outcomes].every((o) => o === "200/409" || o === "409/200")).toBe(true);
    await expectNoDoubleBooking();
  });

  it("a double submit of one request gives one request, the others 409 alreadyRequested", async () => {
    const b = await buyer();
    const s = await seller();
    const slot = await mart.slot();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(mart, b.token, "POST", "/api/v1/mart/meetings", requestBody(s, slot))),
    );
    await expectOneWins(answers, [201, 409, 409, 409, 409], "ALREADY_REQUESTED", MEETING_MESSAGES.alreadyRequested);
  });

  it("crossing confirmations of different pairs all succeed (no deadlock between company locks)", async () => {
    const buyers = await many(4, buyer);
    const sellers = await many(4, seller);
    const slots = await many(4, () => mart.slot());
    // buyer i meets seller (i + k) % 4 in slot k: every company confirms and is confirmed with others at once
    const pending: { who: MartCompany; id: number }[] = [];
    for (let k = 0; k < 4; k += 1) {
      for (let i = 0; i < 4; i += 1) {
        const b = buyers[i] as MartCompany;
        const s = sellers[(i + k) % 4] as MartCompany;
        const slot = slots[k];
        if (!slot) throw new Error("slot missing");
        const fromBuyer = (i + k) % 2 === 0;
        const id = await request(mart, fromBuyer ? b : s, fromBuyer ? s : b, slot);
        pending.push({ who: fromBuyer ? s : b, id });
      }
    }
    const answers = await Promise.all(pending.map(({ who, id }) => act(mart, who, id, "confirm")));
    expect(answers.map((res) => res.status)).toEqual(Array<number>(16).fill(200));
    await expectNoDoubleBooking();
  });

  it("a race the rule did not see still answers the rule's 409: the unique index that fired names the blocker", async () => {
    const b = await buyer();
    const s = await seller();
    const other = await seller();
    const slot = await mart.slot();
    const id = await request(mart, b, s, slot);
    await (await act(mart, s, id, "confirm")).json();
    // written around the rule, straight into the table, as a racing writer without the locks would
    const write = (sellerId: number, reader: "buyer" | "operator") =>
      withCompanyLocks(mart.db.db, [b.id, sellerId], reader, async (tx) => {
        await tx
          .insert(martMeetings)
          .values({ slotId: slot.id, buyerId: b.id, sellerId, requestedBy: "operator", status: "admin_matching" });
      });
    const refused = await write(other.id, "buyer").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, code: "BUSY", message: MEETING_MESSAGES.selfBusy });
    await expect(write(other.id, "operator")).rejects.toMatchObject({
      status: 409,
      code: "BUSY",
      message: MEETING_MESSAGES.buyerBusy,
    });
    const elsewhere = await mart.slot();
    await expect(
      withCompanyLocks(mart.db.db, [b.id, s.id], "operator", async (tx) => {
        await tx.insert(martMeetings).values({
          slotId: elsewhere.id,
          buyerId: b.id,
          sellerId: s.id,
          requestedBy: "operator",
          status: "confirmed",
        });
      }),
    ).rejects.toMatchObject({ status: 409, code: "PAIR_BOOKED", message: MEETING_MESSAGES.pairBookedOperator });
    await expectNoDoubleBooking();
  });

  it("maps each partial unique index to its blocker for every reader", () => {
    const answer = (constraint: string, reader: "buyer" | "seller" | "operator") => {
      const error = uniqueViolationError(constraint, reader);
      return { status: error.status, code: error.code, message: error.message };
    };
    expect(answer("mart_meetings_buyer_slot_booked_uq", "seller")).toEqual({
      status: 409,
      code: "BUSY",
      message: MEETING_MESSAGES.counterpartBusy,
    });
    expect(answer("mart_meetings_seller_slot_booked_uq", "seller").message).toBe(MEETING_MESSAGES.selfBusy);
    expect(answer("mart_meetings_seller_slot_booked_uq", "operator").message).toBe(MEETING_MESSAGES.sellerBusy);
    expect(answer("mart_meetings_pair_booked_uq", "buyer")).toEqual({
      status: 409,
      code: "PAIR_BOOKED",
      message: MEETING_MESSAGES.pairBooked,
    });
    expect(answer("mart_meetings_open_request_uq", "buyer")).toEqual({
      status: 409,
      code: "ALREADY_REQUESTED",
      message: MEETING_MESSAGES.alreadyRequested,
    });
    expect(answer("", "operator")).toEqual({ status: 409, code: "NOT_ALLOWED", message: MEETING_MESSAGES.notAllowed });
  });
});
