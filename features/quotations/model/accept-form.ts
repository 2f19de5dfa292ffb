import {
  EMPTY_PAYMENT_CHOICE,
  EMPTY_TRAVELER,
  travelerBody,
  type PaymentChoiceValues,
  type TravelerValues,
} from "@blocks/booking";
import { AcceptQuotationBodySchema } from "@contracts/quotations";
import { type Bank, type PaymentMethod, checkPaymentChoice } from "@contracts/reservations";
import type { z } from "zod";
import { type IssueLike, issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** What the accept form holds: the representative traveller's details and the payment choice ("" for none). */
export type AcceptValues = TravelerValues &
  PaymentChoiceValues & {
    agree_cancellation_policy: boolean;
    agree_domestic_terms: boolean;
  };

export type AcceptField = keyof AcceptValues;

/** The fields in the order the form shows them: the first one at fault takes the focus. */
export const ACCEPT_FIELDS: readonly AcceptField[] = [
  "same_as_representative",
  "representative_name",
  "contact",
  "passport_number",
  "nationality",
  "arrival_flight_number",
  "departure_address",
  "destination_address",
  "payment_method",
  "account_holder",
  "bank",
  "agree_cancellation_policy",
  "agree_domestic_terms",
];

export const EMPTY_ACCEPT: AcceptValues = {
  ...EMPTY_TRAVELER,
  ...EMPTY_PAYMENT_CHOICE,
  agree_cancellation_policy: false,
  agree_domestic_terms: false,
};

export type AcceptBody = z.input<typeof AcceptQuotationBodySchema>;

/** The body of an acceptance of `revision`; `request_id` makes a double submit one reservation. */
export function toAcceptBody(values: AcceptValues, revision: number, requestId: string): AcceptBody {
  return {
    action: "accept",
    revision,
    request_id: requestId,
    ...travelerBody(values),
    payment_method: (values.payment_method || undefined) as PaymentMethod | undefined,
    // a holder and bank matter only for a transfer: other methods send none
    account_holder: values.payment_method === "bank_transfer" ? values.account_holder.trim() : "",
    bank: values.payment_method === "bank_transfer" ? ((values.bank || undefined) as Bank | undefined) : undefined,
    agree_cancellation_policy: values.agree_cancellation_policy as true,
    agree_domestic_terms: values.agree_domestic_terms as true,
  };
}

export type AcceptIssue = { field: AcceptField; message: string };

/** Any well-formed id: the rules being checked do not depend on it. */
const CHECK_ID = "00000000-0000-4000-8000-000000000000";

/**
 * The form's problems by the contract's own acceptance schema (the reservation form's traveller and payment rules),
 * in the page's language; the first problem of each field, in the form's order.
 */
export function acceptIssues(values: AcceptValues, t: Translate): AcceptIssue[] {
  const body = toAcceptBody(values, 1, CHECK_ID);
  const result = AcceptQuotationBodySchema.safeParse(body);
  if (result.success) return [];
  const found: { field: AcceptField; issue: IssueLike }[] = result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? "") as AcceptField,
    issue,
  }));
  // the payment rule is a refinement, which zod runs only once every field passes: ask it directly, so every
  // problem shows at once
  checkPaymentChoice({ ...body, account_holder: body.account_holder ?? "" }, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) =>
      found.push({ field: String(issue.path?.[0] ?? "") as AcceptField, issue: { message: issue.message ?? "" } }),
  } as unknown as z.RefinementCtx);
  const issues: AcceptIssue[] = [];
  for (const { field, issue } of found) {
    if (!ACCEPT_FIELDS.includes(field) || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueText(issue, t) });
  }
  return issues.sort((a, b) => ACCEPT_FIELDS.indexOf(a.field) - ACCEPT_FIELDS.indexOf(b.field));
}
