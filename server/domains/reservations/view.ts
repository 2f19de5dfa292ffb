import { type Currency, fromMinor } from "@contracts/money";
import { cancelProblem, depositInWon, hasDeparted } from "@contracts/reservation-deadlines";
import { type Reservation, statusGroup } from "@contracts/reservations";
import { isBookingCompleted } from "@contracts/reviews";
import { asc, inArray } from "drizzle-orm";
import type { PaymentConfig } from "../../config";
import { coupons } from "../members/tables";
import { products } from "../catalog/tables";
import { reservationItems, type reservations } from "./tables";
import type { DbOrTx } from "../auth/sessions";

export type Lang = "en" | "ko";
export type ReservationRow = typeof reservations.$inferSelect;
type ItemRow = typeof reservationItems.$inferSelect;

/** `lang` query first, then Accept-Language; English by default. */
export function pickLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  if (query === "ko" || query === "en") return query;
  return /^\s*ko\b/i.test(acceptLanguage ?? "") ? "ko" : "en";
}

/** The first product's name, and how many other products the order holds. */
export function orderName(
  items: readonly Pick<ItemRow, "productId" | "productNameEn" | "productNameKo">[],
  lang: Lang,
) {
  const first = items[0];
  if (!first) return "";
  const others = new Set(items.map((item) => item.productId)).size - 1;
  const name = lang === "ko" ? first.productNameKo : first.productNameEn;
  if (others <= 0) return name;
  return lang === "ko" ? `${name} 외 ${others}건` : `${name} and ${others} more`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toReservation(
  row: ReservationRow,
  items: readonly ItemRow[],
  context: { lang: Lang; thumbnail: string; payments: PaymentConfig; now: Date; couponNameKo?: string },
): Reservation {
  const currency: Currency = row.currency;
  const money = (minor: number) => fromMinor(minor, currency);
  const { lang } = context;
  return {
    id: row.id,
    reservation_number: row.number,
    order_id: row.orderId,
    status: row.status,
    status_group: statusGroup(row.status),
    cancel_reason: row.cancelReason,
    can_cancel:
      cancelProblem(
        { status: row.status, departure_date: row.departureDate, departure_time: row.departureTime },
        context.now,
      ) === undefined,
    departed: hasDeparted(row.departureDate, row.departureTime, context.now),
    can_review: isBookingCompleted(row.status, row.departureDate, context.now),
    product_name: orderName(items, lang),
    thumbnail: context.thumbnail,
    items: items.map((item) => ({
      product_id: item.productId,
      product_name: lang === "ko" ? item.productNameKo : item.productNameEn,
      product_option_id: item.productOptionId,
      option_name: lang === "ko" ? item.optionNameKo : item.optionNameEn,
      option_start_date: item.optionStartDate,
      option_end_date: item.optionEndDate,
      quantity: item.quantity,
      unit_price: money(item.unitPriceMinor),
    })),
    departure_date: row.departureDate,
    departure_time: row.departureTime,
    travelers: row.travelers,
    luggage: row.luggage,
    representative_name: row.representativeName,
    contact: row.contact,
    passport_number: row.passportNumber,
    nationality: row.nationality,
    arrival_flight_number: row.arrivalFlightNumber,
    departure_address: row.departureAddress,
    destination_address: row.destinationAddress,
    same_as_representative: row.sameAsRepresentative,
    payment_method: row.paymentMethod,
    account_holder: row.accountHolder,
    bank: (row.bank as Reservation["bank"]) ?? null,
    currency,
    subtotal: money(row.subtotalMinor),
    luggage_fee: money(row.luggageFeeMinor),
    coupon_discount: money(row.couponDiscountMinor),
    // the name kept at booking is the English one; a Korean page reads the coupon's own Korean name while it exists
    coupon_name: (lang === "ko" && context.couponNameKo) || row.couponName,
    points_used: row.pointsUsed,
    points_value: money(row.pointsValueMinor),
    total: money(row.totalMinor),
    deposit_account:
      row.paymentMethod === "bank_transfer" ? depositAccountIn(context.payments.depositAccount, lang) : null,
    deposit_krw:
      row.paymentMethod === "bank_transfer" ? depositInWon(money(row.totalMinor), currency, row.rates) : null,
    deposit_due_at: iso(row.depositDueAt),
    payment_due_at: iso(row.paymentDueAt),
    paid_at: iso(row.paidAt),
    confirmed_at: iso(row.confirmedAt),
    cancel_requested_at: iso(row.cancelRequestedAt),
    cancelled_at: iso(row.cancelledAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Loads the items and thumbnails of several reservations in two queries and shapes each for the API. */
export async function toReservations(
  db: DbOrTx,
  rows: readonly ReservationRow[],
  context: { lang: Lang; payments: PaymentConfig; now: Date },
): Promise<Reservation[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(reservationItems)
    .where(
      inArray(
        reservationItems.reservationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(reservationItems.id));
  const productIds = [...new Set(items.map((item) => item.productId))];
  const images =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, images: products.images })
          .from(products)
          .where(inArray(products.id, productIds));
  const thumbnailOf = new Map(images.map((product) => [product.id, product.images[0] ?? ""]));
  const couponIds = [...new Set(rows.flatMap((row) => (row.couponId === null ? [] : [row.couponId])))];
  const koreanNames =
    context.lang !== "ko" || couponIds.length === 0
      ? []
      : await db.select({ id: coupons.id, nameKo: coupons.nameKo }).from(coupons).where(inArray(coupons.id, couponIds));
  const couponNameKo = new Map(koreanNames.map((coupon) => [coupon.id, coupon.nameKo]));
  return rows.map((row) => {
    const own = items.filter((item) => item.reservationId === row.id);
    const first = own[0];
    return toReservation(row, own, {
      ...context,
      thumbnail: first ? (thumbnailOf.get(first.productId) ?? "") : "",
      couponNameKo: row.couponId === null ? undefined : couponNameKo.get(row.couponId),
    });
  });
}

/** The account to deposit to, its bank named in the reader's language. */
function depositAccountIn(account: PaymentConfig["depositAccount"], lang: Lang): Reservation["deposit_account"] {
  return { bank: lang === "ko" ? account.bankKo : account.bank, number: account.number, holder: account.holder };
}
