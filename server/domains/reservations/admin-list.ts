import { fromMinor } from "@contracts/money";
import {
  ADMIN_RESERVATIONS_CSV_COLUMNS,
  type AdminReservationFilters,
  RESERVATION_MESSAGES,
} from "@contracts/reservations";
import { and, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { csvFile } from "../../platform/csv";
import { containsPattern } from "../../platform/db/query-text";
import { AppError } from "../../platform/http/errors";
import { accounts } from "../auth/tables";
import type { ShopContext } from "./context";
import { statusesOf } from "./manage";
import { reservationItems, reservations } from "./tables";
import { type Lang, orderName } from "./view";

// The console's list filters (ADR 0034) and its CSV export: the same filters for both.

/** The most rows one export holds (newest first); a larger selection is narrowed with the filters. */
export const CSV_MAX_ROWS = 10_000;

/** 400 on `departure_to` when the range runs backwards. */
export function checkDepartureRange(filters: Pick<AdminReservationFilters, "departure_from" | "departure_to">) {
  const { departure_from: from, departure_to: to } = filters;
  if (from && to && to < from) {
    throw new AppError(400, "VALIDATION_ERROR", RESERVATION_MESSAGES.departureRangeReversed, "departure_to");
  }
}

/**
 * The conditions of the console's filters beyond status and channel (those `listReservationRows` reads): product,
 * departure days, payment method, and a search by number, representative, member's name or e-mail, or a guest's
 * e-mail (any case; `%` and `_` are literal).
 */
export function filterConditions(filters: AdminReservationFilters): SQL[] {
  checkDepartureRange(filters);
  const conditions: SQL[] = [];
  if (filters.product_id !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${reservationItems} where ${reservationItems.reservationId} = ${reservations.id} and ${reservationItems.productId} = ${filters.product_id})`,
    );
  }
  if (filters.departure_from) conditions.push(gte(reservations.departureDate, filters.departure_from));
  if (filters.departure_to) conditions.push(lte(reservations.departureDate, filters.departure_to));
  if (filters.payment_method) conditions.push(eq(reservations.paymentMethod, filters.payment_method));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const members = memberMatch(pattern);
    const matches = or(
      ilike(reservations.number, pattern),
      ilike(reservations.representativeName, pattern),
      ilike(reservations.guestEmail, pattern),
      members,
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

/** A member whose name or e-mail matches. */
function memberMatch(pattern: string): SQL {
  return inArray(
    reservations.memberId,
    sql`(select ${accounts.id} from ${accounts} where ${accounts.name} ilike ${pattern} or ${accounts.email} ilike ${pattern})`,
  );
}

/** Every status and filter applied, as one condition (the export's). */
function whereOf(filters: AdminReservationFilters): SQL | undefined {
  const conditions = filterConditions(filters);
  const statuses = statusesOf(filters.status);
  if (statuses) conditions.push(inArray(reservations.status, statuses));
  if (filters.channel) conditions.push(eq(reservations.channel, filters.channel));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The filtered reservations as a CSV file (UTF-8 with a BOM), newest first, names in `lang`. */
export async function reservationsCsv(ctx: ShopContext, filters: AdminReservationFilters, lang: Lang) {
  const rows = await ctx.db
    .select({ row: reservations, email: accounts.email })
    .from(reservations)
    .leftJoin(accounts, eq(accounts.id, reservations.memberId))
    .where(whereOf(filters))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(CSV_MAX_ROWS);
  const ids = rows.map(({ row }) => row.id);
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(reservationItems)
          .where(inArray(reservationItems.reservationId, ids))
          .orderBy(reservationItems.id);
  return csvFile(
    ADMIN_RESERVATIONS_CSV_COLUMNS,
    rows.map(({ row, email }) => [
      row.number,
      row.status,
      orderName(
        items.filter((item) => item.reservationId === row.id),
        lang,
      ),
      `${row.departureDate} ${row.departureTime}`,
      row.travelers,
      row.representativeName,
      email ?? row.guestEmail ?? "",
      row.paymentMethod,
      row.currency,
      fromMinor(row.totalMinor, row.currency),
      row.createdAt.toISOString(),
    ]),
  );
}
