import type { Checkout, ConfirmPaymentBody, ConfirmPaymentData } from "@contracts/payments";
import { PAYMENT_CODES, PAYMENT_MESSAGES } from "@contracts/payments";
import { fromMinor, toMinor } from "@contracts/money";
import { and, eq } from "drizzle-orm";
import { payments } from "./tables";
import { paymentOfReservation } from "./refunds";
import { reservationItems, reservations } from "../reservations/tables";
import { providerForMethod } from "./providers/create-payment-providers";
import { PaymentProviderError, type PaymentProvider } from "./providers/payment-provider";
import { paidNow, type ShopContext } from "../reservations/context";
import { AppError } from "../../platform/http/errors";
import { localPaymentRefusal, PAYMENTS_LOCAL_FORBIDDEN } from "../../platform/http/local-payment-access";
import { paymentError } from "../reservations/errors";
import { type Lang, orderName, type ReservationRow } from "../reservations/view";

export const LOCAL_PAY_PATH = "/pay/local";
export const SUCCESS_PATH = "/tossSuccess";
export const FAIL_PATH = "/tossFail";
/** The summit's completion page takes both answers: a payment to confirm, or the provider's refusal. */
export const SUMMIT_RETURN_PATH = "/apec2025/reservation/completed";

type PaymentRow = typeof payments.$inferSelect;

/**
 * Whose order a call may touch: a member's own, or the one reservation a guest's key opens (a summit guest, ADR
 * 0027). Anything else is "not found", so another person's order is never revealed.
 */
export type OrderOwner = { memberId: number } | { reservationId: number };

async function ownOrder(ctx: ShopContext, owner: OrderOwner, where: { id?: number; orderId?: string }) {
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(
      and(
        "memberId" in owner ? eq(reservations.memberId, owner.memberId) : eq(reservations.id, owner.reservationId),
        where.id !== undefined ? eq(reservations.id, where.id) : eq(reservations.orderId, where.orderId ?? ""),
      ),
    );
  if (!row) throw paymentError(404, "orderNotFound");
  return row;
}

/** The visitor pass's pages a payment returns to: paid (to confirm) or refused; both name the order. */
export const PASS_PAID_PATH = "/seoulitepass/purchase/paid";
export const PASS_FAILED_PATH = "/seoulitepass/purchase/failed";

/**
 * Where a payment window sends the browser back: the shop's result pages, the summit's completion page, or the
 * visitor pass's pages with the order's number (the provider adds its own answer to the query).
 */
export function returnPaths(row: Pick<ReservationRow, "channel" | "number">): { success: string; fail: string } {
  switch (row.channel) {
    case "summit":
      return { success: SUMMIT_RETURN_PATH, fail: SUMMIT_RETURN_PATH };
    case "pass": {
      const number = `?number=${encodeURIComponent(row.number)}`;
      return { success: `${PASS_PAID_PATH}${number}`, fail: `${PASS_FAILED_PATH}${number}` };
    }
    default:
      return { success: SUCCESS_PATH, fail: FAIL_PATH };
  }
}

/** The order's display name in the asked language (also used by the local page). */
export async function orderNameOf(ctx: ShopContext, reservationId: number, lang: Lang): Promise<string> {
  const items = await ctx.db
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(reservationItems.id);
  return orderName(items, lang);
}

/**
 * The provider that takes this order's payment. `localPage` says whether the caller may use the local page (ADR 0018,
 * PAYMENTS_LOCAL): an order whose provider is that page is refused (403) for a caller who may not.
 */
function payableProvider(ctx: ShopContext, row: ReservationRow, localPage: boolean): PaymentProvider {
  const provider = row.status === "pending" ? providerForMethod(ctx.providers, row.paymentMethod) : undefined;
  if (!provider) throw paymentError(409, "notPayable");
  if (provider.kind === "local" && !localPage) {
    throw new AppError(403, PAYMENTS_LOCAL_FORBIDDEN, localPaymentRefusal(ctx, row.paymentMethod));
  }
  return provider;
}

/** What the page needs to open the payment window for the member's own unpaid online order. */
export async function checkout(
  ctx: ShopContext,
  owner: OrderOwner,
  reservationId: number,
  context: { origin: string; lang: Lang; localPage: boolean },
): Promise<Checkout> {
  const row = await ownOrder(ctx, owner, { id: reservationId });
  const provider = payableProvider(ctx, row, context.localPage);
  const back = returnPaths(row);
  return {
    provider: provider.kind,
    method: row.paymentMethod,
    order_id: row.orderId,
    order_name: await orderNameOf(ctx, row.id, context.lang),
    amount: fromMinor(row.totalMinor, row.currency),
    currency: row.currency,
    customer_key: row.memberId === null ? `guest_${row.id}` : `member_${row.memberId}`,
    client_key: provider.publicKey,
    redirect_url: provider.kind === "local" ? `${LOCAL_PAY_PATH}?order_id=${encodeURIComponent(row.orderId)}` : null,
    success_url: `${context.origin}${back.success}`,
    fail_url: `${context.origin}${back.fail}`,
  };
}

function confirmation(row: ReservationRow, payment: PaymentRow): ConfirmPaymentData {
  return {
    ok: true,
    code: PAYMENT_CODES.confirmed,
    message: PAYMENT_MESSAGES.confirmed,
    reservation_id: row.id,
    payment: {
      id: payment.id,
      // Confirm only ever records card providers; "bank" rows come from the operator's deposit call, "pass" rows from
      // a venue's scans (ADR 0030).
      provider: payment.provider === "bank" || payment.provider === "pass" ? "local" : payment.provider,
      method: payment.method,
      amount: fromMinor(payment.amountMinor, payment.currency),
      currency: payment.currency,
      approved_at: payment.approvedAt.toISOString(),
    },
  };
}

const paymentOf = (ctx: ShopContext, reservationId: number) => paymentOfReservation(ctx.db, reservationId);

/**
 * Confirms a payment the browser approved. Idempotent: the same paymentKey again answers the first confirmation;
 * of two concurrent confirms only one writes (the guarded status UPDATE and the one-payment-per-order index).
 */
export async function confirmPayment(
  ctx: ShopContext,
  owner: OrderOwner,
  body: ConfirmPaymentBody,
  access: { localPage: boolean; lang?: Lang },
): Promise<ConfirmPaymentData> {
  const row = await ownOrder(ctx, owner, { orderId: body.orderId });
  const existing = await paymentOf(ctx, row.id);
  if (existing) {
    if (existing.paymentKey === body.paymentKey) return confirmation(row, existing);
    throw paymentError(409, "notPayable");
  }
  const provider = payableProvider(ctx, row, access.localPage);
  // Compared in minor units: 49.5 and 49.50 are the same dollars; 49.501 is not (no rounding it into a match).
  const scaled = body.amount * toMinor(1, row.currency);
  if (Math.abs(scaled - row.totalMinor) > 1e-6) throw paymentError(400, "amountMismatch");
  const amount = fromMinor(row.totalMinor, row.currency);

  let approved: { approvedAt: Date; raw: Record<string, unknown> };
  try {
    approved = await provider.confirm({
      paymentKey: body.paymentKey,
      orderId: row.orderId,
      amount,
      currency: row.currency,
    });
  } catch (error) {
    // A concurrent confirm of the same key may have won meanwhile (Toss then answers "already processed").
    const won = await paymentOf(ctx, row.id);
    if (won?.paymentKey === body.paymentKey) return confirmation(row, won);
    if (error instanceof PaymentProviderError) {
      ctx.logger.info("payment refused", {
        order_id: row.orderId,
        provider: provider.kind,
        kind: error.kind,
        provider_code: error.providerCode,
      });
      throw error.kind === "declined" ? paymentError(402, "declined") : paymentError(503, "providerUnavailable");
    }
    throw error;
  }

  const now = ctx.now();
  const written = await ctx.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(reservations)
      .set({ status: "requested", paidAt: approved.approvedAt, updatedAt: now })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, "pending")))
      .returning();
    if (!paid) return undefined;
    const [payment] = await tx
      .insert(payments)
      .values({
        reservationId: row.id,
        provider: provider.kind,
        method: row.paymentMethod,
        paymentKey: body.paymentKey,
        amountMinor: row.totalMinor,
        currency: row.currency,
        raw: approved.raw,
        approvedAt: approved.approvedAt,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    return { paid, payment };
  });
  if (written) {
    await paidNow(ctx, written.paid, access.lang ? { lang: access.lang } : {});
    return confirmation(written.paid, written.payment);
  }

  // Lost the race: the winner's payment decides the answer.
  const winner = await paymentOf(ctx, row.id);
  if (winner?.paymentKey === body.paymentKey) return confirmation(row, winner);
  // The order lapsed (or was paid with another key) while the provider approved: give the money back.
  await provider
    .refund({
      paymentKey: body.paymentKey,
      amount,
      currency: row.currency,
      reason: "Order no longer payable",
      raw: approved.raw,
    })
    .catch((error: unknown) =>
      ctx.logger.error("refund of an unpayable order failed", { order_id: row.orderId, error }),
    );
  throw paymentError(409, "notPayable");
}

/** For the local page: the pending order behind an order id, whoever's it is (the id is the page's secret). */
export async function localPageOrder(ctx: ShopContext, orderId: string): Promise<ReservationRow | undefined> {
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.orderId, orderId));
  return row;
}
