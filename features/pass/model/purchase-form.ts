import { EMPTY_PAYMENT_CHOICE, type PaymentChoiceValues, type TermsValues } from "@blocks/booking";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { type Currency, convertMoney, type ExchangeRates, roundMoney } from "@contracts/money";
import {
  type CreatePassReservationBody,
  CreatePassReservationBodySchema,
  PASS_MAX_HOLDERS,
  type PassOption,
  type PassProduct,
} from "@contracts/passes";
import { type Bank, type PaymentMethod, checkPaymentChoice } from "@contracts/reservations";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";
import type { z } from "zod";
import { localMessage } from "./messages";

/** The payment methods a pass is bought with: the QR pass pays with a pass, it cannot buy one (ADR 0030). */
export const PASS_PAYMENT_METHODS = [
  "card",
  "bank_transfer",
  "toss",
  "paypal",
] as const satisfies readonly PaymentMethod[];

/** One traveller's pass: the name on their passport (react-hook-form lists hold objects). */
export type HolderValue = { name: string };

/** The purchase form as people fill it ("" for nothing chosen yet). */
export type PurchaseValues = {
  /** The chosen pass type's id; 0 while none is chosen. */
  option_id: number;
  holders: HolderValue[];
  contact: string;
  nationality: string;
} & PaymentChoiceValues &
  TermsValues;

export const EMPTY_PURCHASE: PurchaseValues = {
  option_id: 0,
  holders: [{ name: "" }],
  contact: "",
  nationality: "",
  ...EMPTY_PAYMENT_CHOICE,
  agree_cancellation_policy: false,
  agree_domestic_terms: false,
};

/** The form's fields in the order they stand on the page: the first one at fault takes the focus. */
export const PURCHASE_FIELDS = [
  "option_id",
  "holders",
  "contact",
  "nationality",
  "payment_method",
  "account_holder",
  "bank",
  "agree_cancellation_policy",
  "agree_domestic_terms",
] as const;
export type PurchaseField = (typeof PURCHASE_FIELDS)[number];

const isPurchaseField = (field: string): field is PurchaseField =>
  (PURCHASE_FIELDS as readonly string[]).includes(field);

/** A pass type that can be bought now: on sale (an operator may pause one, or stop it once sold out). */
export const isBuyable = (option: Pick<PassOption, "on_sale">) => option.on_sale;

/** The option of the products with this id, if any. */
export function findOption(products: readonly PassProduct[], id: number): PassOption | undefined {
  for (const product of products) {
    const option = product.options.find((each) => each.id === id);
    if (option) return option;
  }
  return undefined;
}

/** The price per person in the visitor's currency, and the order's total for `holders` people. */
export function passPrice(
  option: Pick<PassOption, "price" | "currency">,
  holders: number,
  currency: Currency,
  rates: ExchangeRates,
): { unit: number; total: number } {
  const unit = convertMoney(option.price, option.currency, currency, rates);
  return { unit, total: roundMoney(unit * Math.max(0, holders), currency) };
}

/**
 * The server names a holder's problem `holders.<n>` and the list's own `holders`; the form's fields are
 * `holders.<n>.name`, and the list's problem goes on the first name.
 */
export const HOLDER_FIELD_MAP: Record<string, string> = Object.fromEntries<string>([
  ["holders", "holders.0.name"],
  ...Array.from({ length: PASS_MAX_HOLDERS }, (_, index): [string, string] => [
    `holders.${index}`,
    `holders.${index}.name`,
  ]),
]);

/** What `POST /passes/reservations` is sent: the typed text trimmed, nothing chosen left out. */
export function purchaseBody(
  values: PurchaseValues,
  order: {
    requestId: string;
    currency: Currency;
    lang: Lang;
    /** The total the page showed, so the server takes only that amount (409 TOTAL_CHANGED otherwise). */
    expectedTotal: number;
  },
): CreatePassReservationBody {
  const transfer = values.payment_method === "bank_transfer";
  return {
    request_id: order.requestId,
    option_id: values.option_id,
    holders: values.holders.map((holder) => holder.name.trim()),
    currency: order.currency,
    contact: values.contact.trim(),
    nationality: values.nationality,
    expected_total: order.expectedTotal,
    lang: order.lang,
    ...(values.payment_method ? { payment_method: values.payment_method as PaymentMethod } : {}),
    // a holder and bank matter only for a transfer: other methods send none
    account_holder: transfer ? values.account_holder.trim() : "",
    ...(transfer && values.bank ? { bank: values.bank as Bank } : {}),
    // the contract takes only `true`; an unticked box is sent as such and refused with its field named
    agree_cancellation_policy: values.agree_cancellation_policy as true,
    agree_domestic_terms: values.agree_domestic_terms as true,
  };
}

/** A form field's name for a problem the contract found at `path`. */
function fieldOf(path: readonly PropertyKey[]): string | null {
  const head = String(path[0] ?? "");
  if (!isPurchaseField(head)) return null;
  if (head !== "holders") return head;
  const index = typeof path[1] === "number" ? path[1] : 0;
  return `holders.${index}.name`;
}

type Found = { path: readonly PropertyKey[]; message: string; code?: string; maximum?: unknown };

/** A problem in the page's words: the contract's message when it has one of its own, else the field's plea. */
function issueMessage(field: string, issue: Found, t: Translate): string {
  const plea = () => t(`purchase.fields.${field.startsWith("holders.") ? "holders" : field}`);
  if (issue.message === REQUIRED_MESSAGE || issue.code === "invalid_type") return plea();
  const local = localMessage(issue.message, t);
  if (local !== issue.message) return local;
  if (issue.code === "too_big" && typeof issue.maximum === "number") return t("shared.tooLong", { max: issue.maximum });
  return plea();
}

/**
 * The contract's own rules on the body, as the fields' problems (the first per field, in the page's order), for a
 * fast answer before the server's.
 */
export function purchaseIssues(body: CreatePassReservationBody, t: Translate): { field: string; message: string }[] {
  const parsed = CreatePassReservationBodySchema.safeParse(body);
  if (parsed.success) return [];
  const found: Found[] = parsed.error.issues.map((issue) => ({
    path: issue.path,
    message: issue.message,
    code: issue.code,
    maximum: "maximum" in issue ? issue.maximum : undefined,
  }));
  // the payment rule is a refinement, which zod runs only once every field passes: ask it directly, so every
  // problem shows at once
  checkPaymentChoice({ ...body, account_holder: body.account_holder ?? "" }, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) =>
      found.push({ path: issue.path ?? [], message: issue.message ?? "" }),
  } as unknown as z.RefinementCtx);
  const issues: { field: string; message: string; order: number }[] = [];
  for (const issue of found) {
    const field = fieldOf(issue.path);
    if (!field || issues.some((known) => known.field === field)) continue;
    const head = field.split(".")[0] as PurchaseField;
    const order = PURCHASE_FIELDS.indexOf(head) * 100 + (head === "holders" ? Number(field.split(".")[1]) : 0);
    issues.push({ field, message: issueMessage(field, issue, t), order });
  }
  return issues.sort((a, b) => a.order - b.order).map(({ field, message }) => ({ field, message }));
}
