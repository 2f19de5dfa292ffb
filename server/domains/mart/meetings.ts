import type { PageMeta } from "@contracts/envelope";
import type { Fair } from "@contracts/editions";
import type { MartRole } from "@contracts/mart";
import type { Lang } from "@contracts/settings";
import {
  ACTIONS_NEEDING_REASON,
  type AdminMeetingListQuerySchema,
  isBooked,
  type MatchBodySchema,
  type Meeting,
  type MeetingAction,
  type MeetingListQuerySchema,
  type MeetingRequestBodySchema,
  participantActions,
  requestBlocker,
  type SetStatusBodySchema,
  slotReason,
} from "@contracts/meetings";
import { and, asc, count, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { martApplications, martCompanies, martMeetingRecords, martMeetings, martSlots } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { atFair } from "./business";
import { inEdition } from "./edition";
import { assertBookable, withCompanyLocks } from "./meetings-booking";
import { meetingError, meetingFieldError, type Reader, requestError } from "./meetings-errors";
import { blocksOf, bookedOf, type SlotRow, slotOfYear, slotStarted, slotsOfYear, toSlot } from "./slots";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export type MeetingRow = typeof martMeetings.$inferSelect;
type MeetingPatch = Partial<typeof martMeetings.$inferInsert>;

/** The calling company as the meeting calls of one fair see it. */
export type Participant = { id: number; role: MartRole; fair: Fair };
/**
 * Who looks at a meeting: one of its companies (its side, actions and record), or an operator; and the language in
 * which they read the companies' names.
 */
export type Viewer = ({ kind: "participant"; company: Participant } | { kind: "operator" }) & { lang: Lang };

export type RequestInput = z.output<typeof MeetingRequestBodySchema>;
export type MatchInput = z.output<typeof MatchBodySchema>;
export type SetStatusInput = z.output<typeof SetStatusBodySchema>;
export type MeetingListQuery = z.output<typeof MeetingListQuerySchema>;
export type AdminMeetingListQuery = z.output<typeof AdminMeetingListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reading

const buyerCompany = alias(martCompanies, "buyer_company");
const sellerCompany = alias(martCompanies, "seller_company");

const partyColumns = (t: typeof buyerCompany | typeof sellerCompany) => ({
  id: t.id,
  nameEn: t.nameEn,
  nameKo: t.nameKo,
  country: t.country,
  timeZone: t.timeZone,
  boothNo: t.boothNo,
});

export function meetingSelect(db: DbOrTx) {
  return db
    .select({
      meeting: martMeetings,
      slot: martSlots,
      buyer: partyColumns(buyerCompany),
      seller: partyColumns(sellerCompany),
    })
    .from(martMeetings)
    .innerJoin(martSlots, eq(martSlots.id, martMeetings.slotId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, martMeetings.buyerId))
    .innerJoin(sellerCompany, eq(sellerCompany.id, martMeetings.sellerId));
}

export type MeetingJoined = Awaited<ReturnType<typeof meetingSelect>>[number];

const MEETING_ORDER = [asc(martSlots.day), asc(martSlots.startTime), asc(martMeetings.id)];

type PartyRow = MeetingJoined["buyer"];

/** A company's name in the reader's language; one that left its Korean name empty is named in English. */
export const companyName = (company: { nameEn: string; nameKo: string }, lang: Lang) =>
  (lang === "ko" && company.nameKo.trim()) || company.nameEn;

const toParty = (p: PartyRow, lang: Lang) => ({
  id: p.id,
  name: companyName(p, lang),
  country: p.country,
  time_zone: p.timeZone,
  booth_no: p.boothNo,
});

/** My side of a meeting, or null when my company is not in it. */
export function sideOf(row: Pick<MeetingRow, "buyerId" | "sellerId">, companyId: number): MartRole | null {
  if (row.buyerId === companyId) return "buyer";
  if (row.sellerId === companyId) return "seller";
  return null;
}

export function toMeeting(joined: MeetingJoined, viewer: Viewer, filed: ReadonlySet<number>): Meeting {
  const { meeting: m } = joined;
  const me = viewer.kind === "participant" ? sideOf(m, viewer.company.id) : null;
  return {
    id: m.id,
    slot: toSlot(joined.slot),
    status: m.status,
    buyer: toParty(joined.buyer, viewer.lang),
    seller: toParty(joined.seller, viewer.lang),
    requested_by: m.requestedBy,
    attendees: m.attendees,
    booth_no: m.boothNo,
    message: m.message,
    reason: m.reason,
    cancel_requested_by: m.cancelRequestedBy,
    my_role: me,
    actions: me
      ? participantActions({ status: m.status, requestedBy: m.requestedBy, cancelRequestedBy: m.cancelRequestedBy }, me)
      : [],
    record_filed: me !== null && filed.has(m.id),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** The meetings among `ids` for which `companyId` filed its record. */
async function filedBy(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ meetingId: martMeetingRecords.meetingId })
    .from(martMeetingRecords)
    .where(and(eq(martMeetingRecords.companyId, companyId), inArray(martMeetingRecords.meetingId, [...ids])));
  return new Set(rows.map((r) => r.meetingId));
}

export async function shapeMeetings(db: DbOrTx, rows: readonly MeetingJoined[], viewer: Viewer): Promise<Meeting[]> {
  const filed =
    viewer.kind === "participant"
      ? await filedBy(
          db,
          viewer.company.id,
          rows.map((r) => r.meeting.id),
        )
      : new Set<number>();
  return rows.map((row) => toMeeting(row, viewer, filed));
}

async function joinedById(db: DbOrTx, id: number): Promise<MeetingJoined | undefined> {
  const [row] = await meetingSelect(db).where(eq(martMeetings.id, id));
  return row;
}

export async function meetingAnswer(db: DbOrTx, id: number, viewer: Viewer): Promise<Meeting> {
  const row = await joinedById(db, id);
  if (!row) throw meetingError(404, "notFound");
  const [meeting] = await shapeMeetings(db, [row], viewer);
  if (!meeting) throw new Error("meeting vanished while shaping it");
  return meeting;
}

const ofCompany = (companyId: number) => or(eq(martMeetings.buyerId, companyId), eq(martMeetings.sellerId, companyId));

/** `GET /api/v1/mart/meetings`: my company's meetings at the fair by slot time. */
export async function listMyMeetings(db: DbOrTx, me: Participant, query: MeetingListQuery): Promise<Meeting[]> {
  const rows = await meetingSelect(db)
    .where(
      and(
        ofCompany(me.id),
        eq(martMeetings.fair, me.fair),
        query.status ? eq(martMeetings.status, query.status) : undefined,
        query.day ? eq(martSlots.day, query.day) : undefined,
      ),
    )
    .orderBy(...MEETING_ORDER);
  return shapeMeetings(db, rows, { kind: "participant", company: me, lang: query.lang });
}

/**
 * One of my company's meetings at the fair; another company's is 404, as one that does not exist, and so is one of
 * the other fair (each site shows its own fair's meetings).
 */
export async function myMeetingRow(db: DbOrTx, me: Participant, id: number): Promise<MeetingRow> {
  const [row] = await db
    .select()
    .from(martMeetings)
    .where(and(eq(martMeetings.id, id), ofCompany(me.id), eq(martMeetings.fair, me.fair)));
  if (!row) throw meetingError(404, "notFound");
  return row;
}

/** A meeting as one of its companies sees it: its side, its actions, its record. */
export const participantView = (db: DbOrTx, me: Participant, id: number, lang: Lang): Promise<Meeting> =>
  meetingAnswer(db, id, { kind: "participant", company: me, lang });

export async function myMeeting(db: DbOrTx, me: Participant, id: number, lang: Lang): Promise<Meeting> {
  await myMeetingRow(db, me, id);
  return participantView(db, me, id, lang);
}

/** `GET /api/v1/admin/mart/meetings`: the fair's whole grid by slot time, one page. */
export async function listAllMeetings(
  db: DbOrTx,
  query: AdminMeetingListQuery,
  fair: Fair,
): Promise<{ data: Meeting[]; meta: PageMeta }> {
  const where: SQL | undefined = and(
    eq(martMeetings.fair, fair),
    query.status ? eq(martMeetings.status, query.status) : undefined,
    query.day ? eq(martSlots.day, query.day) : undefined,
    query.company_id ? ofCompany(query.company_id) : undefined,
  );
  const [counted] = await db
    .select({ n: count() })
    .from(martMeetings)
    .innerJoin(martSlots, eq(martSlots.id, martMeetings.slotId))
    .where(where);
  const rows = await meetingSelect(db)
    .where(where)
    .orderBy(...MEETING_ORDER)
    .limit(query.per_page)
    .offset(pageOffset(query));
  const total = counted?.n ?? 0;
  return {
    data: await shapeMeetings(db, rows, { kind: "operator", lang: query.lang }),
    meta: pageMeta(query, total),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Counterparts and open slots

type CompanyRef = { id: number; role: MartRole; boothNo: string | null };

/** A company approved for the fair's current edition, with its booth there (`atFair`). */
async function approvedCompany(db: DbOrTx, id: number, fair: Fair): Promise<CompanyRef | null> {
  const [row] = await db
    .select({ company: martCompanies, application: { boothNo: martApplications.boothNo } })
    .from(martCompanies)
    .innerJoin(
      martApplications,
      and(eq(martApplications.companyId, martCompanies.id), inEdition(fair), eq(martApplications.status, "approved")),
    )
    .where(eq(martCompanies.id, id))
    .limit(1);
  if (!row) return null;
  const { id: companyId, role, boothNo } = atFair(row.company, fair, row.application);
  return { id: companyId, role, boothNo };
}

/**
 * The company a participant may meet: an approved company of the other side. My own company is 400 ownCompany and
 * one of my side 400 sameRole (true answers: those companies do take part); one not taking part is 404.
 */
export async function counterpartOf(db: DbOrTx, me: Participant, id: number, field?: string): Promise<CompanyRef> {
  if (id === me.id) throw meetingError(400, "ownCompany", field);
  const other = await approvedCompany(db, id, me.fair);
  if (!other) throw meetingError(404, "counterpartNotFound", field);
  if (other.role === me.role) throw meetingError(400, "sameRole", field);
  return other;
}

const pairOf = (me: Participant, other: { id: number }) =>
  me.role === "buyer" ? { buyerId: me.id, sellerId: other.id } : { buyerId: other.id, sellerId: me.id };

/** The open requests between a buyer and a seller, in any slot of the fair. */
async function openRequestsOf(db: DbOrTx, pair: { buyerId: number; sellerId: number }, fair: Fair) {
  return db
    .select({ slotId: martMeetings.slotId, requestedBy: martMeetings.requestedBy })
    .from(martMeetings)
    .where(
      and(
        eq(martMeetings.fair, fair),
        eq(martMeetings.buyerId, pair.buyerId),
        eq(martMeetings.sellerId, pair.sellerId),
        eq(martMeetings.status, "requested"),
      ),
    );
}

/**
 * `GET /api/v1/mart/businesses/{id}/slots`: each slot with `open` = a request from me to that company may be sent
 * now, and `reason` = why not (`requestBlocker`, the rule the request itself is held to).
 */
export async function openSlots(db: DbOrTx, me: Participant, counterpartId: number, now: Date) {
  const other = await counterpartOf(db, me, counterpartId);
  const pair = pairOf(me, other);
  const parties = [pair.buyerId, pair.sellerId];
  const [unavailable, booked, open] = await Promise.all([
    blocksOf(db, parties),
    bookedOf(db, parties, me.fair),
    openRequestsOf(db, pair, me.fair),
  ]);
  return (await slotsOfYear(db, me.fair)).map((slot) => {
    const blocker = requestBlocker({
      slot,
      ...pair,
      unavailable,
      booked,
      open,
      me: me.role,
      started: slotStarted(slot, now),
    });
    return { ...toSlot(slot), open: blocker === null, reason: blocker ? slotReason(blocker, me.role) : null };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

/**
 * `POST /api/v1/mart/meetings`: a request to a company of the other side, decided by `requestBlocker` inside a
 * transaction holding both companies' locks (the ones every booking takes): refused when the rule would refuse its
 * confirmation now (worded for the requester), for a slot that has started, and while the two companies already
 * have an open request. The open-request index still settles a double submit that the locks did not see.
 */
export async function requestMeeting(db: Db, me: Participant, input: RequestInput, now: Date): Promise<number> {
  const other = await counterpartOf(db, me, input.counterpart_id, "counterpart_id");
  const slot = await slotOfYear(db, input.slot_id, me.fair, "slot_id");
  if (slotStarted(slot, now)) throw meetingError(409, "slotPast", "slot_id");
  const pair = pairOf(me, other);
  const seller = me.role === "seller" ? (await approvedCompany(db, me.id, me.fair))?.boothNo : other.boothNo;
  return withCompanyLocks(db, [pair.buyerId, pair.sellerId], me.role, async (tx) => {
    const [current] = await tx
      .select({ id: martSlots.id, active: martSlots.active })
      .from(martSlots)
      .where(eq(martSlots.id, slot.id))
      .for("share");
    if (!current) throw meetingError(404, "slotNotFound", "slot_id");
    const parties = [pair.buyerId, pair.sellerId];
    const [unavailable, booked, open] = await Promise.all([
      blocksOf(tx, parties, [slot.id]),
      bookedOf(tx, parties, me.fair),
      openRequestsOf(tx, pair, me.fair),
    ]);
    const blocker = requestBlocker({ slot: current, ...pair, unavailable, booked, open, me: me.role, started: false });
    if (blocker) throw requestError(blocker, me.role);
    const [row] = await tx
      .insert(martMeetings)
      .values({
        fair: me.fair,
        slotId: slot.id,
        ...pair,
        requestedBy: me.role,
        status: "requested",
        attendees: input.attendees,
        boothNo: input.booth_no || seller,
        message: input.message,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: martMeetings.id });
    if (!row) throw new Error("meeting insert returned nothing");
    return row.id;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Changes of status: every one runs here, under both companies' locks, then the meeting row's

/**
 * Locks both companies (id order), then the meeting row, lets `decide` turn the locked row into a patch (or throw
 * its refusal), holds a booked target to the rule, and writes. The one path for participants' actions and
 * operators' status changes, so that nothing books a meeting around the rule.
 */
async function changeMeeting(
  db: Db,
  id: number,
  reader: Reader,
  now: Date,
  decide: (row: MeetingRow, slot: SlotRow) => MeetingPatch | null,
): Promise<void> {
  const [known] = await db
    .select({ buyerId: martMeetings.buyerId, sellerId: martMeetings.sellerId })
    .from(martMeetings)
    .where(eq(martMeetings.id, id));
  if (!known) throw meetingError(404, "notFound");
  await withCompanyLocks(db, [known.buyerId, known.sellerId], reader, async (tx) => {
    const [row] = await tx.select().from(martMeetings).where(eq(martMeetings.id, id)).for("update");
    if (!row) throw meetingError(404, "notFound");
    const [slot] = await tx.select().from(martSlots).where(eq(martSlots.id, row.slotId));
    if (!slot) throw meetingError(404, "slotNotFound");
    const patch = decide(row, slot);
    if (!patch) return;
    const target = patch.status ?? row.status;
    if (isBooked(target)) {
      const booking = {
        fair: row.fair,
        slotId: row.slotId,
        buyerId: row.buyerId,
        sellerId: row.sellerId,
        meetingId: id,
      };
      await assertBookable(tx, booking, reader);
      if (!isBooked(row.status)) patch.confirmedAt = now;
    }
    await tx
      .update(martMeetings)
      .set({ ...patch, updatedAt: now })
      .where(eq(martMeetings.id, id));
  });
}

const OTHER_SIDE_ACTIONS: readonly MeetingAction[] = ["confirm", "reject", "accept_cancel", "decline_cancel"];

/** The refusal of an action this side may not take now: the other side's answer, or not in this status at all. */
function refusal(row: MeetingRow, me: MartRole, action: MeetingAction) {
  const other: MartRole = me === "buyer" ? "seller" : "buyer";
  const meeting = { status: row.status, requestedBy: row.requestedBy, cancelRequestedBy: row.cancelRequestedBy };
  if (OTHER_SIDE_ACTIONS.includes(action) && participantActions(meeting, other).includes(action)) {
    return meetingError(409, "onlyCounterpart");
  }
  return meetingError(409, "notAllowed");
}

/** The patch an allowed action writes. */
function actionPatch(row: MeetingRow, me: MartRole, action: MeetingAction, reason: string): MeetingPatch {
  switch (action) {
    case "confirm":
      return { status: "confirmed" };
    case "reject":
      return { status: "rejected", reason };
    case "cancel":
      return { status: "canceled" };
    case "request_cancel": {
      const from = row.status === "admin_matching" ? "admin_matching" : "confirmed";
      return { status: "cancel_requested", cancelRequestedBy: me, cancelFrom: from, reason };
    }
    case "accept_cancel":
      // Who asked stays on the canceled meeting, for the record; only a pending request needs cancel_from.
      return { status: "canceled", cancelFrom: null };
    case "decline_cancel":
      return { status: row.cancelFrom ?? "confirmed", cancelRequestedBy: null, cancelFrom: null, reason: "" };
  }
}

/**
 * `POST /api/v1/mart/meetings/{id}/{action}`: what participantActions allows this side in the meeting's status
 * (re-checked on the locked row). Confirming a slot that has started is refused like a request for it.
 */
export async function actOnMeeting(
  db: Db,
  me: Participant,
  id: number,
  action: MeetingAction,
  reason: string,
  now: Date,
): Promise<void> {
  if (ACTIONS_NEEDING_REASON.includes(action) && !reason) throw meetingFieldError("reason", "reasonRequired");
  await myMeetingRow(db, me, id);
  await changeMeeting(db, id, me.role, now, (row, slot) => {
    const side = sideOf(row, me.id);
    if (!side) throw meetingError(404, "notFound");
    const meeting = { status: row.status, requestedBy: row.requestedBy, cancelRequestedBy: row.cancelRequestedBy };
    if (!participantActions(meeting, side).includes(action)) throw refusal(row, side, action);
    if (action === "confirm" && slotStarted(slot, now)) throw meetingError(409, "slotPast");
    return actionPatch(row, side, action, reason);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Operators

/** An approved company of the role an operator named, or 404 (400 sameRole when it is of the other side). */
async function partyFor(db: DbOrTx, id: number, role: MartRole, fair: Fair, field: string): Promise<CompanyRef> {
  const company = await approvedCompany(db, id, fair);
  if (!company) throw meetingError(404, "counterpartNotFound", field);
  if (company.role !== role) throw meetingError(400, "sameRole", field);
  return company;
}

/**
 * `POST /api/v1/admin/mart/meetings`: books a buyer and a seller of the fair into one of its slots (admin_matching),
 * held to the rule.
 */
export async function matchMeeting(
  db: Db,
  operatorId: number,
  input: MatchInput,
  now: Date,
  fair: Fair,
): Promise<number> {
  const buyer = await partyFor(db, input.buyer_id, "buyer", fair, "buyer_id");
  const seller = await partyFor(db, input.seller_id, "seller", fair, "seller_id");
  const slot = await slotOfYear(db, input.slot_id, fair, "slot_id");
  return withCompanyLocks(db, [buyer.id, seller.id], "operator", async (tx) => {
    await assertBookable(tx, { fair, slotId: slot.id, buyerId: buyer.id, sellerId: seller.id }, "operator");
    const [row] = await tx
      .insert(martMeetings)
      .values({
        fair,
        slotId: slot.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        requestedBy: "operator",
        status: "admin_matching",
        attendees: 1,
        boothNo: input.booth_no || seller.boothNo,
        message: input.message,
        matchedBy: operatorId,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: martMeetings.id });
    if (!row) throw new Error("meeting insert returned nothing");
    return row.id;
  });
}

/**
 * `PUT /api/v1/admin/mart/meetings/{id}/status`: any status; a booked target is held to the rule. A cancel request
 * belongs to one of the companies, so operators cannot create one (they cancel directly).
 */
export async function setMeetingStatus(
  db: Db,
  operatorId: number,
  id: number,
  input: SetStatusInput,
  now: Date,
): Promise<void> {
  await changeMeeting(db, id, "operator", now, (row) => {
    if (row.status === input.status) return input.reason ? { reason: input.reason } : null;
    if (input.status === "cancel_requested") throw meetingError(409, "notAllowed");
    const patch: MeetingPatch = { status: input.status, cancelRequestedBy: null, cancelFrom: null };
    if (input.status === "admin_matching") patch.matchedBy = operatorId;
    if (input.reason) patch.reason = input.reason;
    return patch;
  });
}
