import type { PageMeta } from "@contracts/envelope";
import { type Currency, fromMinor, toMinor } from "@contracts/money";
import {
  type AcceptQuotationBodySchema,
  type AdminQuotation,
  QUOTATION_MESSAGES,
  type Quotation,
  type QuotationStatus,
  quotationDisplayStatus,
  type RespondQuotationBodySchema,
  type WriteQuotationBodySchema,
} from "@contracts/quotations";
import {
  departureDateProblem,
  luggageFee,
  minDepartureDate,
  offeredDepartureTimes,
  type PriceBreakdown,
  shopToday,
} from "@contracts/reservations";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { quotationItems, quotations } from "./tables";
import { reservations } from "../reservations/tables";
import { AppError } from "../../platform/http/errors";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import { invalidateCatalog } from "../catalog/list-cache";
import type { ShopContext } from "../reservations/context";
import { DATE_MESSAGES } from "../reservations/create";
import { reservationError } from "../reservations/errors";
import { insertReservation, retryNumberClash } from "../reservations/insert";
import { dayNumber } from "../reservations/numbers";
import { exchangeRates } from "../reservations/rates";
import { contractErrors } from "../reviews/errors";
import type { Lang } from "../reviews/reviews";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export const quotationError = contractErrors("QUOTATION", QUOTATION_MESSAGES);

type QuotationRow = typeof quotations.$inferSelect;
type Paging = { page: number; per_page: number };
export type WriteQuotationInput = z.output<typeof WriteQuotationBodySchema>;
export type RespondInput = z.output<typeof RespondQuotationBodySchema>;
type AcceptInput = z.output<typeof AcceptQuotationBodySchema>;

/** The request field the items are reported on (the operator's form and the acceptance alike). */
const ITEMS_FIELD = "items";

const invalid = (field: string, message: string) => new AppError(400, "VALIDATION_ERROR", message, field);

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Items with their product and option as they are now (the quoted price is the item's own). */
async function itemsOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ item: quotationItems, option: productOptions, product: products })
    .from(quotationItems)
    .innerJoin(productOptions, eq(productOptions.id, quotationItems.productOptionId))
    .innerJoin(products, eq(products.id, quotationItems.productId))
    .where(inArray(quotationItems.quotationId, [...ids]))
    .orderBy(asc(quotationItems.id));
}
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

const subtotalMinorOf = (items: readonly ItemRow[]) =>
  items.reduce((sum, { item }) => sum + item.unitPriceMinor * item.quantity, 0);

function toQuotation(row: QuotationRow, items: readonly ItemRow[], lang: Lang, now: Date): Quotation {
  const currency: Currency = row.currency;
  const money = (minor: number) => fromMinor(minor, currency);
  const subtotalMinor = subtotalMinorOf(items);
  const display = quotationDisplayStatus(row.status, row.validUntil, now);
  return {
    id: row.id,
    quotation_number: row.number,
    title: row.title,
    message: row.message,
    currency,
    departure_date: row.departureDate,
    departure_time: row.departureTime,
    travelers: row.travelers,
    luggage: row.luggage,
    items: items.map(({ item, option, product }) => ({
      product_id: product.id,
      product_name: lang === "ko" ? product.nameKo : product.nameEn,
      product_option_id: option.id,
      option_name: lang === "ko" ? option.nameKo : option.nameEn,
      option_start_date: option.startDate,
      option_end_date: option.endDate,
      quantity: item.quantity,
      unit_price: money(item.unitPriceMinor),
    })),
    subtotal: money(subtotalMinor),
    // The total was fixed when the quotation was written (with that day's rates); the fee is what it adds.
    luggage_fee: money(row.totalMinor - subtotalMinor),
    total: money(row.totalMinor),
    valid_until: row.validUntil,
    status: row.status,
    display_status: display,
    can_respond: display === "sent",
    revision: row.revision,
    member_comment: row.memberComment,
    responded_at: row.respondedAt ? row.respondedAt.toISOString() : null,
    reservation_id: row.reservationId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function shape(db: DbOrTx, rows: readonly QuotationRow[], lang: Lang, now: Date): Promise<Quotation[]> {
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toQuotation(
      row,
      items.filter(({ item }) => item.quotationId === row.id),
      lang,
      now,
    ),
  );
}

async function shapeOne(db: DbOrTx, row: QuotationRow, lang: Lang, now: Date): Promise<Quotation> {
  const [quotation] = await shape(db, [row], lang, now);
  if (!quotation) throw new Error("quotation vanished while shaping it");
  return quotation;
}

async function listWhere(db: DbOrTx, where: SQL | undefined, query: Paging & { lang: Lang }, now: Date) {
  const [counted] = await db.select({ n: count() }).from(quotations).where(where);
  const rows = await db
    .select()
    .from(quotations)
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const meta: PageMeta = pageMeta(query, counted?.n ?? 0);
  return { data: await shape(db, rows, query.lang, now), meta };
}

/** The member's quotations, newest first. */
export function listMyQuotations(ctx: ShopContext, memberId: number, query: Paging & { lang: Lang }) {
  return listWhere(ctx.db, eq(quotations.memberId, memberId), query, ctx.now());
}

/** Operators: every quotation in one stored status (or all), newest first. */
export function listAllQuotations(ctx: ShopContext, query: Paging & { lang: Lang; status: QuotationStatus | "all" }) {
  return listWhere(ctx.db, query.status === "all" ? undefined : eq(quotations.status, query.status), query, ctx.now());
}

/** One of the member's quotations; another member's is "not found", so its existence is not revealed. */
export async function ownQuotation(ctx: ShopContext, memberId: number, id: number, lang: Lang): Promise<Quotation> {
  const [row] = await ctx.db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.memberId, memberId)));
  if (!row) throw quotationError(404, "notFound");
  return shapeOne(ctx.db, row, lang, ctx.now());
}

/** Operators: a quotation with the member it was issued to (the console's record page and editor). */
export async function adminQuotation(ctx: ShopContext, id: number, lang: Lang): Promise<AdminQuotation> {
  const [row] = await ctx.db
    .select({ quotation: quotations, email: accounts.email, name: accounts.name })
    .from(quotations)
    .innerJoin(accounts, eq(accounts.id, quotations.memberId))
    .where(eq(quotations.id, id));
  if (!row) throw quotationError(404, "notFound");
  const quotation = await shapeOne(ctx.db, row.quotation, lang, ctx.now());
  return { ...quotation, member_email: row.email, member_name: row.name };
}

/** Operators: every quotation in one stored status (or all), newest first, each with its member. */
export async function listAdminQuotations(
  ctx: ShopContext,
  query: Paging & { lang: Lang; status: QuotationStatus | "all" },
): Promise<{ data: AdminQuotation[]; meta: PageMeta }> {
  const { data, meta } = await listAllQuotations(ctx, query);
  if (data.length === 0) return { data: [], meta };
  const memberIds = await ctx.db
    .select({ id: quotations.id, email: accounts.email, name: accounts.name })
    .from(quotations)
    .innerJoin(accounts, eq(accounts.id, quotations.memberId))
    .where(
      inArray(
        quotations.id,
        data.map((quotation) => quotation.id),
      ),
    );
  const byId = new Map(memberIds.map((row) => [row.id, row]));
  return {
    data: data.map((quotation) => ({
      ...quotation,
      member_email: byId.get(quotation.id)?.email ?? "",
      member_name: byId.get(quotation.id)?.name ?? "",
    })),
    meta,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The member's answer

/** What stops an answer, in the order a person would want to hear it; undefined when it may be answered. */
function refusal(row: QuotationRow, revision: number, now: Date): AppError | undefined {
  if (row.status === "withdrawn") return quotationError(409, "withdrawn");
  if (row.status !== "sent") return quotationError(409, "alreadyAnswered");
  if (row.revision !== revision) return quotationError(409, "revised", "revision");
  if (quotationDisplayStatus(row.status, row.validUntil, now) === "expired") return quotationError(409, "expired");
  return undefined;
}

/** The accepted quotation's reservation carries this request id: a repeated submit, answered as the first. */
async function acceptedBy(tx: DbOrTx, row: QuotationRow, requestId: string | undefined): Promise<boolean> {
  if (row.status !== "accepted" || row.reservationId === null || !requestId) return false;
  const [reservation] = await tx
    .select({ requestId: reservations.requestId })
    .from(reservations)
    .where(eq(reservations.id, row.reservationId));
  return reservation?.requestId === requestId;
}

/** Accept: the reservation from the quoted lines at the quoted prices, in the transaction that holds the row. */
async function accept(tx: DbOrTx, row: QuotationRow, input: AcceptInput, now: Date) {
  // The member's row before any option, in the shop booking's own order: a cart order of the same member at the
  // same moment waits here instead of deadlocking on the options.
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, row.memberId)).for("update");
  const items = await itemsOf(tx, [row.id]);
  if (items.some(({ option }) => !option.bookable)) throw reservationError(409, "optionNotBookable", ITEMS_FIELD);
  // the quoted time again, as a booking checks it: an option's times may have changed since it was quoted
  const times = offeredDepartureTimes(items.map(({ option }) => ({ departure_times: option.departureTimes })));
  if (!times.includes(row.departureTime)) throw reservationError(409, "departureTimeNotOffered", "departure_time");
  const currency: Currency = row.currency;
  const money = (minor: number) => fromMinor(minor, currency);
  const subtotalMinor = subtotalMinorOf(items);
  // The member pays what the quotation says: no coupon, no points, the luggage fee as quoted.
  const price: PriceBreakdown = {
    subtotal: money(subtotalMinor),
    luggage_fee: money(row.totalMinor - subtotalMinor),
    coupon_discount: 0,
    points_used: 0,
    points_value: 0,
    total: money(row.totalMinor),
  };
  const reservation = await insertReservation(tx, {
    memberId: row.memberId,
    requestId: input.request_id ?? null,
    currency,
    rates: await exchangeRates(tx),
    departureDate: row.departureDate,
    departureTime: row.departureTime,
    travelers: row.travelers,
    luggage: row.luggage,
    traveler: input,
    // The schema refinement guarantees a method; the fallback only satisfies the type.
    paymentMethod: input.payment_method ?? "card",
    accountHolder: input.account_holder,
    bank: input.bank ?? null,
    lines: items.map(({ item, option, product }) => ({
      product,
      option,
      quantity: item.quantity,
      price: money(item.unitPriceMinor),
    })),
    price,
    coupon: null,
    now,
    linesField: ITEMS_FIELD,
  });
  const [accepted] = await tx
    .update(quotations)
    .set({ status: "accepted", reservationId: reservation.id, respondedAt: now, updatedAt: now })
    .where(eq(quotations.id, row.id))
    .returning();
  if (!accepted) throw new Error("quotation vanished while accepting it");
  return accepted;
}

/**
 * The member's answer to the revision they saw. The quotation row is locked first, so of two answers (or an answer
 * and an operator's revision) one goes first and the other sees its result. Acceptance books like any order; if
 * the places are gone it fails with the sold-out message and, the transaction rolled back, the quotation can still
 * be answered. A repeated acceptance with the same request_id answers the quotation it already accepted.
 */
export async function respondToQuotation(
  ctx: ShopContext,
  memberId: number,
  id: number,
  input: RespondInput,
  lang: Lang,
): Promise<Quotation> {
  const requestId = input.action === "accept" ? input.request_id : undefined;
  const answer = async (): Promise<{ row: QuotationRow; booked: boolean }> =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const [row] = await tx
        .select()
        .from(quotations)
        .where(and(eq(quotations.id, id), eq(quotations.memberId, memberId)))
        .for("update");
      if (!row) throw quotationError(404, "notFound");
      if (await acceptedBy(tx, row, requestId)) return { row, booked: false };
      const refused = refusal(row, input.revision, now);
      if (refused) throw refused;
      if (input.action === "accept") return { row: await accept(tx, row, input, now), booked: true };
      const [answered] = await tx
        .update(quotations)
        .set({
          status: input.action === "decline" ? "declined" : "changes_requested",
          memberComment: input.comment,
          respondedAt: now,
          updatedAt: now,
        })
        .where(eq(quotations.id, id))
        .returning();
      if (!answered) throw new Error("quotation vanished while answering it");
      return { row: answered, booked: false };
    });
  let result: { row: QuotationRow; booked: boolean };
  try {
    result = await retryNumberClash(answer, async () => {
      const [row] = await ctx.db
        .select()
        .from(quotations)
        .where(and(eq(quotations.id, id), eq(quotations.memberId, memberId)));
      return row && (await acceptedBy(ctx.db, row, requestId)) ? { row, booked: false } : undefined;
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes("request")) {
      throw invalid("request_id", "This request_id was already used for another order.");
    }
    throw error;
  }
  // places were taken: this process's catalogue pages show the new availability now
  if (result.booked) invalidateCatalog(ctx.db);
  return shapeOne(ctx.db, result.row, lang, ctx.now());
}

// ---------------------------------------------------------------------------------------------------------------
// Operators

type Prepared = {
  memberId: number;
  totalMinor: number;
  items: { productId: number; productOptionId: number; quantity: number; unitPriceMinor: number }[];
};

/**
 * Checks an operator's quotation against the shop's rules and prices it: the member by e-mail, valid through today
 * or later, departing after the last day to accept on a day the options offer (the shop's own date rules), each
 * option once and bookable. Total = the quoted lines plus the luggage fee in the quotation's currency.
 */
async function prepare(tx: DbOrTx, input: WriteQuotationInput, now: Date): Promise<Prepared> {
  const [member] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.area, "member"),
        eq(accounts.status, "active"),
        sql`lower(${accounts.email}) = lower(${input.member_email})`,
      ),
    );
  if (!member) throw quotationError(404, "memberNotFound", "member_email");
  if (input.valid_until < shopToday(now)) {
    throw invalid("valid_until", "The last day to accept must be today or later.");
  }
  if (input.departure_date <= input.valid_until) {
    throw invalid("departure_date", "The departure day must come after the last day to accept.");
  }
  const optionIds = input.items.map((item) => item.product_option_id);
  if (new Set(optionIds).size !== optionIds.length) throw invalid(ITEMS_FIELD, "Each option may appear only once.");
  const found = await tx
    .select({ option: productOptions, product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(inArray(productOptions.id, optionIds));
  const byId = new Map(found.map((row) => [row.option.id, row]));
  const lines = input.items.map((item) => {
    const row = byId.get(item.product_option_id);
    if (!row || row.product.channel !== "shop") throw reservationError(400, "optionRequired", ITEMS_FIELD);
    if (!row.option.bookable) throw reservationError(400, "optionNotBookable", ITEMS_FIELD);
    return { ...row, item };
  });
  const productList = [...new Map(lines.map((line) => [line.product.id, line.product])).values()];
  const problem = departureDateProblem(input.departure_date, {
    now,
    minDate: productList
      .map((product) => minDepartureDate(now, product.salesStart ?? undefined))
      .reduce((latest, day) => (day > latest ? day : latest)),
    unavailableDates: productList.flatMap((product) => product.closedDates),
    ranges: lines.map((line) => ({ option_start_date: line.option.startDate, option_end_date: line.option.endDate })),
  });
  if (problem) throw reservationError(400, DATE_MESSAGES[problem], "departure_date");
  // as for a booking: a time every quoted option departs at (the operator's times per option)
  const times = offeredDepartureTimes(lines.map((line) => ({ departure_times: line.option.departureTimes })));
  if (!times.includes(input.departure_time)) throw reservationError(400, "departureTimeNotOffered", "departure_time");

  const currency: Currency = input.currency;
  const items = lines.map(({ product, option, item }) => ({
    productId: product.id,
    productOptionId: option.id,
    quantity: item.quantity,
    unitPriceMinor: toMinor(item.unit_price, currency),
  }));
  const subtotalMinor = items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
  const fee = luggageFee(input.travelers, input.luggage, currency, await exchangeRates(tx));
  return { memberId: member.id, totalMinor: subtotalMinor + toMinor(fee, currency), items };
}

type VersionItem = { productOptionId: number; quantity: number; unitPriceMinor: number };

/** What one version of a quotation offers, in the API's words and major units (for the audit trail). */
function versionOf(row: QuotationRow, items: readonly VersionItem[]): Record<string, unknown> {
  const money = (minor: number) => fromMinor(minor, row.currency);
  return {
    revision: row.revision,
    title: row.title,
    message: row.message,
    currency: row.currency,
    departure_date: row.departureDate,
    departure_time: row.departureTime,
    travelers: row.travelers,
    luggage: row.luggage,
    valid_until: row.validUntil,
    total: money(row.totalMinor),
    items: items.map((item) => ({
      product_option_id: item.productOptionId,
      quantity: item.quantity,
      unit_price: money(item.unitPriceMinor),
    })),
  };
}

/** `{ field: { from, to } }` of the fields that differ between two versions (the revision always does). */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

const tripFields = (input: WriteQuotationInput) => ({
  title: input.title,
  message: input.message,
  currency: input.currency,
  departureDate: input.departure_date,
  departureTime: input.departure_time,
  travelers: input.travelers,
  luggage: input.luggage,
  validUntil: input.valid_until,
});

/**
 * Operators: issues a quotation to the member with that e-mail (status sent, revision 1), as `actor`: the quotation
 * and its audit entry land together. A clerk may issue one: a quotation is an offer the member may take or leave,
 * not money moved (ADR 0034).
 */
export async function issueQuotation(
  ctx: ShopContext,
  actor: Actor,
  input: WriteQuotationInput,
  lang: Lang,
): Promise<Quotation> {
  const operatorId = actor.accountId;
  const row = await retryNumberClash(
    () =>
      asActor(ctx.db, actor, async (tx) => {
        const now = ctx.now();
        const prepared = await prepare(tx, input, now);
        const [inserted] = await tx
          .insert(quotations)
          .values({
            number: dayNumber("Q", now),
            memberId: prepared.memberId,
            ...tripFields(input),
            totalMinor: prepared.totalMinor,
            createdBy: operatorId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error("quotation insert returned nothing");
        await tx.insert(quotationItems).values(prepared.items.map((item) => ({ ...item, quotationId: inserted.id })));
        await recordAudit(tx, actor, {
          subject: "quotation",
          subjectId: inserted.id,
          action: "issued",
          detail: {
            number: inserted.number,
            member_email: input.member_email,
            ...versionOf(inserted, prepared.items),
          },
        });
        return inserted;
      }),
    () => Promise.resolve(undefined),
  );
  return shapeOne(ctx.db, row, lang, ctx.now());
}

/**
 * Locks a quotation for an operator's change. An accepted one is closed (the member has a reservation) unless that
 * reservation was cancelled (say, its payment window lapsed): then the operator may revise or withdraw it again.
 */
async function lockForOperator(tx: DbOrTx, id: number): Promise<QuotationRow> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for("update");
  if (!row) throw quotationError(404, "notFound");
  if (row.status === "withdrawn") throw quotationError(409, "withdrawn");
  if (row.status === "accepted" && row.reservationId !== null) {
    const [reservation] = await tx
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, row.reservationId));
    if (reservation?.status !== "cancelled") throw quotationError(409, "alreadyAnswered");
  }
  return row;
}

/**
 * Operators: a new revision (status sent again, revision + 1): answers to the older one are refused from now on. The
 * member sees only the newest; the version it replaces is kept in the audit entry (each changed field's from and to,
 * the lines included), so every version a member was shown can be read back.
 */
export async function reviseQuotation(
  ctx: ShopContext,
  actor: Actor,
  id: number,
  input: WriteQuotationInput,
  lang: Lang,
): Promise<Quotation> {
  return asActor(ctx.db, actor, async (tx) => {
    const now = ctx.now();
    const row = await lockForOperator(tx, id);
    const prepared = await prepare(tx, input, now);
    if (prepared.memberId !== row.memberId) {
      throw invalid("member_email", "A revision stays with the member it was issued to.");
    }
    const [revised] = await tx
      .update(quotations)
      .set({
        ...tripFields(input),
        totalMinor: prepared.totalMinor,
        status: "sent",
        reservationId: null,
        respondedAt: null,
        revision: row.revision + 1,
        updatedAt: now,
      })
      .where(eq(quotations.id, id))
      .returning();
    if (!revised) throw new Error("quotation vanished while revising it");
    const oldItems = await tx.select().from(quotationItems).where(eq(quotationItems.quotationId, id));
    await recordAudit(tx, actor, {
      subject: "quotation",
      subjectId: id,
      action: "revised",
      detail: changesOf(versionOf(row, oldItems), versionOf(revised, prepared.items)),
    });
    await tx.delete(quotationItems).where(eq(quotationItems.quotationId, id));
    await tx.insert(quotationItems).values(prepared.items.map((item) => ({ ...item, quotationId: id })));
    return shapeOne(tx, revised, lang, now);
  });
}

/** Operators: takes a quotation back; the member can no longer answer it. */
export async function withdrawQuotation(ctx: ShopContext, actor: Actor, id: number, lang: Lang): Promise<Quotation> {
  return asActor(ctx.db, actor, async (tx) => {
    const now = ctx.now();
    const before = await lockForOperator(tx, id);
    await recordAudit(tx, actor, {
      subject: "quotation",
      subjectId: id,
      action: "withdrawn",
      detail: { status: { from: before.status, to: "withdrawn" } },
    });
    const [withdrawn] = await tx
      .update(quotations)
      .set({ status: "withdrawn", reservationId: null, updatedAt: now })
      .where(eq(quotations.id, id))
      .returning();
    if (!withdrawn) throw new Error("quotation vanished while withdrawing it");
    return shapeOne(tx, withdrawn, lang, now);
  });
}
