import { PRODUCT_NAME } from "@contracts/editions";
import type { PageMeta } from "@contracts/envelope";
import { fromMinor } from "@contracts/money";
import {
  ADMIN_REFUNDS_PATH,
  AdminRefundLangQuerySchema,
  AdminRefundListQuerySchema,
  AdminRefundListResponseSchema,
  AdminRefundParamsSchema,
  AdminRefundResponseSchema,
  MarkRefundReturnedBodySchema,
  REFUND_MESSAGES,
  type AdminRefund,
  type RefundState,
  type RefundSubject,
} from "@contracts/refunds";
import type { Lang } from "@contracts/settings";
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/client";
import { isOperator, type Principal } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import { escapeHtml, mailLayout } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mail-provider";
import { accounts } from "../auth/tables";
import { asActor, recordAudit } from "../audit/audit";
import { reservations } from "../reservations/tables";
import { paymentRefunds, payments } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

// The operators' side of refunds of bank deposits (ADR 0030, "Returning bank deposits"). Only a deposit taken by
// bank transfer is returned by hand: the list holds those refunds; a card service's refund is returned when made.

type MailDeps = Pick<AppContext, "mail" | "logger">;

export const refundNotFound = () => new AppError(404, "NOT_FOUND", REFUND_MESSAGES.notFound);
export const alreadyReturned = () => new AppError(409, "ALREADY_RETURNED", REFUND_MESSAGES.alreadyReturned);
export const notOwed = () => new AppError(409, "REFUND_NOT_OWED", REFUND_MESSAGES.notOwed);

const operator = alias(accounts, "returned_by_account");

const selection = {
  refund: paymentRefunds,
  currency: payments.currency,
  order: {
    id: reservations.id,
    number: reservations.number,
    channel: reservations.channel,
    bank: reservations.bank,
    accountHolder: reservations.accountHolder,
    representativeName: reservations.representativeName,
    guestEmail: reservations.guestEmail,
  },
  member: { id: accounts.id, name: accounts.name, email: accounts.email, lang: accounts.lang },
  operator: { id: operator.id, name: operator.name },
};

type Row = {
  refund: typeof paymentRefunds.$inferSelect;
  currency: "USD" | "KRW";
  order: {
    id: number;
    number: string;
    channel: "shop" | "summit" | "pass";
    bank: string | null;
    accountHolder: string;
    representativeName: string;
    guestEmail: string | null;
  };
  member: { id: number; name: string; email: string; lang: Lang } | null;
  operator: { id: number; name: string } | null;
};

/** `pass:12` -> { kind: "pass", id: 12 }; a key of another form is a whole order's (the shop's oldest refunds). */
export function subjectOf(key: string): RefundSubject {
  const match = /^(pass|reservation):(\d+)$/.exec(key);
  return match ? { kind: match[1] as RefundSubject["kind"], id: Number(match[2]) } : { kind: "reservation", id: 0 };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function shape(row: Row): AdminRefund {
  const { refund, order, member } = row;
  return {
    id: refund.id,
    key: refund.key,
    subject: subjectOf(refund.key),
    amount: fromMinor(refund.amountMinor, row.currency),
    currency: row.currency,
    reason: refund.reason,
    created_at: refund.createdAt.toISOString(),
    returned_at: iso(refund.returnedAt),
    returned_by: row.operator ? { id: row.operator.id, name: row.operator.name } : null,
    note: refund.note,
    order: { id: order.id, number: order.number, channel: order.channel },
    member: member
      ? { id: member.id, name: member.name, email: member.email }
      : { id: null, name: order.representativeName, email: order.guestEmail ?? "" },
    bank: order.bank,
    account_holder: order.accountHolder,
  };
}

const bankRefunds = (db: Db) =>
  db
    .select(selection)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .leftJoin(accounts, eq(accounts.id, reservations.memberId))
    .leftJoin(operator, eq(operator.id, paymentRefunds.returnedBy));

/**
 * Whose refunds a caller sees: every site's (operators), or one site's orders only (`shop`: the shop console's
 * clerks and viewers, ADR 0034).
 */
export type RefundScope = { channel: AdminRefund["order"]["channel"] } | "all";

/** The scope of the signed-in account: operators see every site's refunds, the console's staff the shop's. */
export const refundScopeOf = (principal: Principal): RefundScope =>
  isOperator(principal) ? "all" : { channel: "shop" };

function listWhere(state: RefundState, scope: RefundScope): SQL | undefined {
  const bank = eq(payments.provider, "bank");
  const scoped = scope === "all" ? bank : and(bank, eq(reservations.channel, scope.channel));
  if (state === "owed") return and(scoped, isNull(paymentRefunds.returnedAt));
  if (state === "returned") return and(scoped, isNotNull(paymentRefunds.returnedAt));
  return scoped;
}

/**
 * The refunds of bank deposits, newest first, owed, returned or all, a page at a time: every site's for operators,
 * one site's orders for a narrower scope (the page's total counts only those).
 */
export async function listBankRefunds(
  db: Db,
  query: { state: RefundState; page: number; per_page: number },
  scope: RefundScope = "all",
): Promise<{ rows: AdminRefund[]; meta: PageMeta }> {
  const where = listWhere(query.state, scope);
  const [counted] = await db
    .select({ n: count() })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(where);
  const rows = await bankRefunds(db)
    .where(where)
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const total = counted?.n ?? 0;
  return {
    rows: rows.map(shape),
    meta: pageMeta(query, total),
  };
}

async function readRefund(db: Db, id: number): Promise<Row> {
  const [row] = await bankRefunds(db).where(eq(paymentRefunds.id, id));
  if (!row) throw refundNotFound();
  return row;
}

/**
 * An operator sent a bank deposit's refund back: marked returned once, with who, when and an optional note. The
 * refund's row is locked while it is read and changed, so of two operators marking it at the same moment one does
 * and the other finds it returned (409). A card service's refund was returned when made: 409 too. The member is
 * mailed once the change is committed; a failed mail changes nothing (logged).
 */
export async function markRefundReturned(
  deps: MailDeps & { db: Db },
  id: number,
  note: string,
  operatorId: number,
  now: Date,
): Promise<AdminRefund> {
  // only operators pass this door (it is money): the entry names them so
  const actor = { accountId: operatorId, role: "operator" as const };
  await asActor(deps.db, actor, async (tx) => {
    const [row] = await tx
      .select({ refund: paymentRefunds, provider: payments.provider, reservationId: payments.reservationId })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(paymentRefunds.id, id))
      .for("update", { of: paymentRefunds });
    if (!row) throw refundNotFound();
    if (row.provider !== "bank") throw notOwed();
    if (row.refund.returnedAt) throw alreadyReturned();
    await tx
      .update(paymentRefunds)
      .set({ returnedAt: now, returnedBy: operatorId, note: note === "" ? null : note })
      .where(eq(paymentRefunds.id, id));
    await recordAudit(tx, actor, {
      subject: "reservation",
      subjectId: row.reservationId,
      action: "refund_returned",
      detail: { refund_id: id, key: row.refund.key, note },
    });
  });
  const row = await readRefund(deps.db, id);
  const to = row.member?.email ?? row.order.guestEmail;
  if (to) {
    try {
      await deps.mail.send(returnedMail(row.member?.lang ?? "en", to, shape(row)));
    } catch (error) {
      deps.logger.error("refund returned mail failed", {
        refund_id: id,
        error: error instanceof Error ? error.name : "unknown",
      });
    }
  }
  return shape(row);
}

const money = (refund: AdminRefund, lang: Lang) =>
  new Intl.NumberFormat(lang === "ko" ? "ko-KR" : "en-US", { style: "currency", currency: refund.currency }).format(
    refund.amount,
  );

/** "Your refund was sent": the amount, the order and the account it went to, in the member's language. */
export function returnedMail(lang: Lang, to: string, refund: AdminRefund): MailMessage {
  const ko = lang === "ko";
  const amount = money(refund, lang);
  const account = refund.account_holder;
  const subject = ko
    ? `환불 금액을 송금했습니다 (${refund.order.number})`
    : `Your refund has been sent (${refund.order.number})`;
  const lines = ko
    ? [
        `${refund.member.name} 님, 안녕하세요.`,
        `주문 ${refund.order.number}의 환불 금액 ${amount}을(를) 입금하신 계좌${account ? `(예금주 ${account})` : ""}로 송금했습니다.`,
        "은행에 따라 입금이 확인되기까지 영업일 기준 1~2일이 걸릴 수 있습니다.",
        ...(refund.note ? [`담당자 메모: ${refund.note}`] : []),
      ]
    : [
        `Dear ${refund.member.name},`,
        `We have sent the refund of ${amount} for order ${refund.order.number} to the account you paid from${account ? ` (held by ${account})` : ""}.`,
        "Depending on your bank, it may take one or two business days to arrive.",
        ...(refund.note ? [`Note from our team: ${refund.note}`] : []),
      ];
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: mailLayout(
      lang,
      subject,
      lines.map((line) => escapeHtml(line)),
      PRODUCT_NAME,
    ),
  };
}

/** Operators: the refunds of bank deposits, and marking one returned; the shop console's staff: the shop's list. */
export function registerAdminRefundRoutes(app: ApiApp, ctx: AppContext) {
  const { db, now, doors, mail, logger } = ctx;
  const shapes = routeShapes(app, doors);

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_REFUNDS_PATH,
      tags: ["admin", "payments"],
      summary:
        "Refunds of bank deposits, newest first: owed (default), returned or all (operators: every site's; the " +
        "console's clerks and viewers: the shop's)",
      description:
        "A bank deposit's refund (a visitor pass refunded, a shop order's cancellation approved) is owed until an " +
        "operator sends the money back to the account the order names and marks it returned. Card services' " +
        "refunds are returned when made and are not listed. The shop console's clerks and viewers (ADR 0034) see " +
        "only the shop's orders' refunds (channel `shop`), and the paging counts only those; operators see every " +
        "site's.",
      request: { query: AdminRefundListQuerySchema },
      responses: { 200: jsonContent(AdminRefundListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { rows, meta } = await listBankRefunds(db, c.req.valid("query"), refundScopeOf(c.get("principal")));
      return c.json(ok(rows, meta), 200);
    },
  );

  shapes.action("admin", {
    method: "post",
    path: `${ADMIN_REFUNDS_PATH}/{id}/returned`,
    tags: ["admin", "payments"],
    summary: "Mark a bank deposit's refund returned, once, with an optional note (operators)",
    description:
      "Records who and when; the member is mailed. 409 ALREADY_RETURNED for a refund marked before (also the second " +
      "of two operators marking at the same moment), 409 REFUND_NOT_OWED for a card service's refund.",
    params: AdminRefundParamsSchema,
    query: AdminRefundLangQuerySchema,
    body: { schema: MarkRefundReturnedBodySchema, required: false },
    status: 200,
    response: AdminRefundResponseSchema,
    answer: "Marked returned",
    errors: {
      404: errorResponse("404 NOT_FOUND: no such refund"),
      409: errorResponse("409 ALREADY_RETURNED | REFUND_NOT_OWED"),
    },
    act: ({ accountId, id, body: sent }) => {
      // Without a JSON body the validator does not run (the body is optional): the default is applied here.
      const body = MarkRefundReturnedBodySchema.parse(sent ?? {});
      return markRefundReturned({ db, mail, logger }, id, body.note, accountId, now());
    },
  });
}
