import { convertMoney, type Currency, fromMinor, toMinor } from "@contracts/money";
import {
  addDays,
  bookedUnits,
  type CancelReason,
  DEPOSIT_DUE_DAYS,
  minDepartureDate,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMethod,
  priceBreakdown,
  type ReservationStatus,
} from "@contracts/reservations";
import { bankTransferDeadline } from "@contracts/reservation-deadlines";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { newOrderId, reservationNumber } from "./numbers";
import { exchangeRates } from "./rates";
import { accounts } from "../auth/tables";
import { payments } from "../payments/tables";
import { productOptions, products } from "../catalog/tables";
import { reservationItems, reservations } from "./tables";
import { SEED_MEMBER_EMAIL } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type Plan = {
  status: ReservationStatus;
  method: PaymentMethod;
  currency: Currency;
  /** How long ago the order was made. */
  ageHours: number;
  /** The party; the option's places and price follow it (`bookedUnits`). */
  travelers: number;
  cancelReason?: CancelReason;
  paid?: "local" | "bank";
};

/** One demo order per state the reservation screens show. */
const PLANS: readonly Plan[] = [
  { status: "waiting", method: "bank_transfer", currency: "KRW", ageHours: 6, travelers: 2 },
  { status: "requested", method: "card", currency: "USD", ageHours: 20, travelers: 2, paid: "local" },
  { status: "confirmed", method: "bank_transfer", currency: "KRW", ageHours: 60, travelers: 4, paid: "bank" },
  { status: "cancel_requested", method: "card", currency: "USD", ageHours: 90, travelers: 2, paid: "local" },
  { status: "cancelled", method: "card", currency: "USD", ageHours: 120, travelers: 2, cancelReason: "member" },
  {
    status: "cancelled",
    method: "bank_transfer",
    currency: "KRW",
    ageHours: 150,
    travelers: 2,
    cancelReason: "deposit_expired",
  },
];

const LIVE: readonly ReservationStatus[] = ["waiting", "pending", "requested", "confirmed", "cancel_requested"];

type Candidate = {
  product: typeof products.$inferSelect;
  option: typeof productOptions.$inferSelect;
};

/** A departure day inside the option, after the product's first day, not closed; undefined if none is left. */
function departureDay(candidate: Candidate, now: Date): string | undefined {
  let day = minDepartureDate(now, candidate.product.salesStart ?? undefined);
  const soonest = addDays(day, 6);
  day = candidate.option.startDate > soonest ? candidate.option.startDate : soonest;
  while (day <= candidate.option.endDate) {
    if (!candidate.product.closedDates.includes(day)) return day;
    day = addDays(day, 1);
  }
  return undefined;
}

async function book(tx: SeedTx, memberId: number, candidate: Candidate, plan: Plan, now: Date): Promise<boolean> {
  const { product, option } = candidate;
  const departure = departureDay(candidate, now);
  if (!departure) return false;
  const quantity = bookedUnits({ pricing: option.pricing, group_size: option.groupSize }, plan.travelers);
  const luggage = plan.travelers * 2;
  const live = LIVE.includes(plan.status);
  if (live) {
    // Places are taken the same guarded way as a real booking; a full option just skips this demo order.
    const taken = await tx
      .update(productOptions)
      .set({ sold: sql`${productOptions.sold} + ${quantity}` })
      .where(
        and(
          eq(productOptions.id, option.id),
          eq(productOptions.bookable, true),
          sql`${productOptions.sold} + ${quantity} <= ${productOptions.capacity}`,
        ),
      )
      .returning({ id: productOptions.id });
    if (taken.length === 0) return false;
  }
  const rates = await exchangeRates(tx);
  const unitPrice = convertMoney(fromMinor(option.priceMinor, option.currency), option.currency, plan.currency, rates);
  const price = priceBreakdown({
    lines: [{ price: unitPrice, quantity }],
    currency: plan.currency,
    travelers: plan.travelers,
    luggage,
    rates,
  });
  const created = new Date(now.getTime() - plan.ageHours * HOUR);
  const online = plan.method !== "bank_transfer" && plan.method !== "qr_pass";
  const paidAt = plan.paid ? new Date(created.getTime() + (plan.paid === "bank" ? DAY : 5 * 60 * 1000)) : null;
  const minor = (amount: number) => toMinor(amount, plan.currency);
  const [row] = await tx
    .insert(reservations)
    .values({
      number: reservationNumber(created),
      orderId: newOrderId(),
      memberId,
      status: plan.status,
      cancelReason: plan.cancelReason ?? null,
      cancelNote: plan.status === "cancel_requested" ? "Our flight was cancelled." : "",
      currency: plan.currency,
      rates,
      departureDate: departure,
      departureTime: option.departureTimes[0] ?? "10:00",
      travelers: plan.travelers,
      luggage,
      representativeName: "Demo Member",
      contact: "01012345678",
      passportNumber: "M12345678",
      nationality: "KR",
      arrivalFlightNumber: "KE082",
      departureAddress: "Incheon International Airport Terminal 1",
      destinationAddress: "Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu",
      sameAsRepresentative: true,
      paymentMethod: plan.method,
      accountHolder: plan.method === "bank_transfer" ? "Demo Member" : "",
      bank: plan.method === "bank_transfer" ? "shinhan" : null,
      subtotalMinor: minor(price.subtotal),
      luggageFeeMinor: minor(price.luggage_fee),
      totalMinor: minor(price.total),
      // the same rule as a real order: due before the departure with time to confirm
      depositDueAt: online
        ? null
        : ((plan.method === "bank_transfer" ? bankTransferDeadline(created, departure, "10:00") : null) ??
          new Date(created.getTime() + DEPOSIT_DUE_DAYS * DAY)),
      paymentDueAt: online ? new Date(created.getTime() + PAYMENT_WINDOW_MINUTES * 60 * 1000) : null,
      paidAt,
      confirmedAt: plan.status === "confirmed" ? paidAt : null,
      cancelRequestedAt: plan.status === "cancel_requested" ? new Date(now.getTime() - 2 * HOUR) : null,
      cancelledAt:
        plan.status === "cancelled"
          ? new Date(created.getTime() + (plan.cancelReason === "deposit_expired" ? DEPOSIT_DUE_DAYS * DAY : HOUR))
          : null,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: reservations.id, orderId: reservations.orderId });
  if (!row) throw new Error("seed: demo reservation was not inserted");
  await tx.insert(reservationItems).values({
    reservationId: row.id,
    productId: product.id,
    productOptionId: option.id,
    productNameEn: product.nameEn,
    productNameKo: product.nameKo,
    optionNameEn: option.nameEn,
    optionNameKo: option.nameKo,
    optionStartDate: option.startDate,
    optionEndDate: option.endDate,
    quantity,
    unitPriceMinor: minor(unitPrice),
  });
  if (plan.paid && paidAt) {
    await tx.insert(payments).values({
      reservationId: row.id,
      provider: plan.paid,
      method: plan.method,
      paymentKey: `${plan.paid}_demo_${row.orderId}`,
      amountMinor: minor(price.total),
      currency: plan.currency,
      raw: { demo: true },
      approvedAt: paidAt,
    });
  }
  return true;
}

/** Demo reservations for member@demo.test in each state, booked against the demo catalogue (if it is there). */
export const RESERVATION_SEED_STEPS: SeedStep[] = [
  {
    name: "reservations-demo-v1",
    run: async (tx) => {
      const now = new Date();
      const [member] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.area, "member"), eq(accounts.email, SEED_MEMBER_EMAIL)));
      if (!member) return;
      const tomorrow = minDepartureDate(now);
      const rows = await tx
        .select({ product: products, option: productOptions })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(
          and(
            inArray(products.kind, ["tour", "festival"]),
            eq(products.channel, "shop"),
            eq(productOptions.bookable, true),
            gte(productOptions.endDate, addDays(tomorrow, 14)),
          ),
        )
        .orderBy(asc(products.rank), asc(products.id), asc(productOptions.sortOrder), asc(productOptions.id));
      // One option per product, so the demo orders show different products.
      const seen = new Set<number>();
      const candidates = rows.filter((row) => !seen.has(row.product.id) && seen.add(row.product.id));
      if (candidates.length === 0) return;
      let next = 0;
      for (const plan of PLANS) {
        for (let tries = 0; tries < candidates.length; tries += 1) {
          const candidate = candidates[next % candidates.length];
          next += 1;
          if (candidate && (await book(tx, member.id, candidate, plan, now))) break;
        }
      }
    },
  },
];
