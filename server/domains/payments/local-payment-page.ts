import { text } from "@contracts/fields";
import { fromMinor } from "@contracts/money";
import { PAYMENT_MESSAGES } from "@contracts/payments";
import type { Context } from "hono";
import { z } from "zod";
import { requestOrigin } from "../../platform/http/auth-middleware";
import { localPaymentRefusal, mayUseLocalPayments } from "../../platform/http/local-payment-access";
import type { ApiApp } from "../../platform/http/env";
import { escapeHtml } from "../auth/mail-templates";
import { providerForMethod } from "./providers/create-payment-providers";
import { LOCAL_PAY_PATH, localPageOrder, orderNameOf, returnPaths } from "./payments";
import type { ShopContext } from "../reservations/context";
import { type Lang, pickLang, type ReservationRow } from "../reservations/view";
import type { AppContext } from "../../platform/context";

export const LOCAL_DECLINE_CODE = "PAY_PROCESS_CANCELED";

const TEXT = {
  en: {
    title: "Card payment (test)",
    intro: "This is the shop's own test payment page. No card is charged.",
    order: "Order",
    amount: "Amount",
    pay: "Pay",
    decline: "Decline",
    declined: "The payment was cancelled by the payer.",
    notFound: "This order was not found.",
    notPayable: PAYMENT_MESSAGES.notPayable,
    forbidden:
      "This test payment page cannot be used from here. Nothing was charged; please choose another payment method.",
  },
  ko: {
    title: "카드 결제 (테스트)",
    intro: "쇼핑몰 자체 테스트 결제 페이지입니다. 실제 카드 결제는 이루어지지 않습니다.",
    order: "주문",
    amount: "결제 금액",
    pay: "결제하기",
    decline: "결제 취소",
    declined: "결제자가 결제를 취소했습니다.",
    notFound: "주문을 찾을 수 없습니다.",
    notPayable: "더 이상 결제할 수 없는 주문입니다.",
    forbidden: "이 테스트 결제 페이지는 여기에서 사용할 수 없습니다. 결제되지 않았으니 다른 결제 수단을 선택해 주세요.",
  },
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:0 auto;padding:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
button{font:inherit;padding:.6rem 1.5rem;margin:1rem 1rem 0 0}
button:focus-visible{outline:3px solid;outline-offset:2px}`;

function page(lang: Lang, body: string, status: 200 | 403 | 404 | 409 = 200): Response {
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEXT[lang].title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(TEXT[lang].title)}</h1>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Language": lang,
      Vary: "Accept-Language",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    },
  });
}

export function formatAmount(minor: number, currency: ReservationRow["currency"], lang: Lang): string {
  return new Intl.NumberFormat(lang === "ko" ? "ko-KR" : "en-US", { style: "currency", currency }).format(
    fromMinor(minor, currency),
  );
}

/** An order id as the page's address and form carry it; anything else is no order (not a database error). */
const OrderIdSchema = text().min(1).max(64);
const FormSchema = z.object({ order_id: OrderIdSchema, action: z.enum(["pay", "decline"]) });

/**
 * The order if the local page may take its payment now; else the page to show instead. A caller who may not use the
 * page (PAYMENTS_LOCAL, ADR 0018) learns why before anything about the order: the reason in the page's language, and
 * for the operator behind a proxy who wonders, what to set.
 */
async function payable(c: Context, ctx: ShopContext, orderId: string | undefined, lang: Lang) {
  if (!mayUseLocalPayments(c, ctx)) {
    return {
      error: page(
        lang,
        `<p>${escapeHtml(TEXT[lang].forbidden)}</p>\n<p lang="en">${escapeHtml(localPaymentRefusal(ctx, "card"))}</p>`,
        403,
      ),
    };
  }
  const valid = OrderIdSchema.safeParse(orderId);
  const row = valid.success ? await localPageOrder(ctx, valid.data) : undefined;
  if (!row) return { error: page(lang, `<p>${escapeHtml(TEXT[lang].notFound)}</p>`, 404) };
  if (row.status !== "pending" || providerForMethod(ctx.providers, row.paymentMethod)?.kind !== "local") {
    return { error: page(lang, `<p>${escapeHtml(TEXT[lang].notPayable)}</p>`, 409) };
  }
  return { row };
}

const langOfPage = (c: Context) => pickLang(c.req.query("lang"), c.req.header("accept-language"));

/**
 * The local card provider's page (`/pay/local?order_id=...`): shows the order and amount with Pay and Decline.
 * Pay sends the browser to /tossSuccess with a signed key, Decline to /tossFail. Registered while some payment
 * method uses the local provider; usable as PAYMENTS_LOCAL says (by default only from the server's own machine).
 */
export function registerLocalPaymentPage(app: ApiApp, { shop: ctx }: AppContext) {
  if (ctx.providers.toss && ctx.providers.paypal) return;

  app.get(LOCAL_PAY_PATH, async (c) => {
    const lang = langOfPage(c);
    const text = TEXT[lang];
    const found = await payable(c, ctx, c.req.query("order_id"), lang);
    if (found.error) return found.error;
    const { row } = found;
    const name = await orderNameOf(ctx, row.id, lang);
    return page(
      lang,
      `<p>${escapeHtml(text.intro)}</p>
<dl>
<dt>${escapeHtml(text.order)}</dt><dd>${escapeHtml(name)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(formatAmount(row.totalMinor, row.currency, lang))}</dd>
</dl>
<form method="post" action="${LOCAL_PAY_PATH}${lang === "ko" ? "?lang=ko" : ""}">
<input type="hidden" name="order_id" value="${escapeHtml(row.orderId)}">
<button type="submit" name="action" value="pay">${escapeHtml(text.pay)}</button>
<button type="submit" name="action" value="decline">${escapeHtml(text.decline)}</button>
</form>`,
    );
  });

  app.post(LOCAL_PAY_PATH, async (c) => {
    const lang = langOfPage(c);
    const form = FormSchema.safeParse(await c.req.parseBody());
    const found = await payable(c, ctx, form.success ? form.data.order_id : undefined, lang);
    if (found.error) return found.error;
    if (!form.success) return page(lang, `<p>${escapeHtml(TEXT[lang].notFound)}</p>`, 404);
    const { row } = found;
    const origin = requestOrigin(c, ctx.auth);
    if (form.data.action === "decline") {
      const target = new URL(`${origin}${returnPaths(row).fail}`);
      target.searchParams.set("code", LOCAL_DECLINE_CODE);
      target.searchParams.set("message", TEXT[lang].declined);
      target.searchParams.set("orderId", row.orderId);
      return c.redirect(target.toString(), 303);
    }
    const amount = fromMinor(row.totalMinor, row.currency);
    const target = new URL(`${origin}${returnPaths(row).success}`);
    target.searchParams.set("paymentKey", await ctx.providers.local.issueKey(row.orderId, amount, row.currency));
    target.searchParams.set("orderId", row.orderId);
    target.searchParams.set("amount", String(amount));
    return c.redirect(target.toString(), 303);
  });
}
