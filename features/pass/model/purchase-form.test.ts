import { DEFAULT_RATES } from "@contracts/money";
import { CreatePassReservationBodySchema, PASS_API_MESSAGES, type PassProduct } from "@contracts/passes";
import { describe, expect, it } from "vitest";
import {
  EMPTY_PURCHASE,
  HOLDER_FIELD_MAP,
  type PurchaseValues,
  findOption,
  passPrice,
  purchaseBody,
  purchaseIssues,
} from "./purchase-form";

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `[${key} ${JSON.stringify(options)}]` : `[${key}]`;
const ORDER = { requestId: "2f1c7a52-5b0e-4b59-9a39-3f0f8f0f7a11", currency: "USD" as const, lang: "en" as const };

const filled: PurchaseValues = {
  ...EMPTY_PURCHASE,
  option_id: 12,
  holders: [{ name: " Alex Morgan " }, { name: "Sam Lee" }],
  contact: "01012345678",
  nationality: "US",
  payment_method: "card",
  agree_cancellation_policy: true,
  agree_domestic_terms: true,
};

const products = [
  {
    options: [
      { id: 11, price: 45, currency: "USD", on_sale: true },
      { id: 12, price: 65000, currency: "KRW", on_sale: false },
    ],
  },
] as unknown as PassProduct[];

describe("passPrice", () => {
  it("converts the price per person once and multiplies it by the travellers", () => {
    expect(passPrice({ price: 45, currency: "USD" }, 3, "USD", DEFAULT_RATES)).toEqual({ unit: 45, total: 135 });
    const krw = passPrice({ price: 45, currency: "USD" }, 2, "KRW", { krw_to_usd: 0.0007, usd_to_krw: 1465 });
    expect(krw).toEqual({ unit: 65925, total: 131850 });
  });
});

describe("findOption", () => {
  it("finds a type among every product's, paused ones too", () => {
    expect(findOption(products, 12)?.on_sale).toBe(false);
    expect(findOption(products, 99)).toBeUndefined();
  });
});

describe("purchaseBody", () => {
  it("sends one trimmed name per traveller, the request id and the total shown", () => {
    const body = purchaseBody(filled, { ...ORDER, expectedTotal: 130 });
    expect(body).toMatchObject({
      request_id: ORDER.requestId,
      option_id: 12,
      holders: ["Alex Morgan", "Sam Lee"],
      currency: "USD",
      expected_total: 130,
      payment_method: "card",
      account_holder: "",
    });
    expect(body).not.toHaveProperty("bank");
    expect(CreatePassReservationBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends a transfer's holder and bank, and only for a transfer", () => {
    const transfer = { ...filled, payment_method: "bank_transfer", account_holder: " Alex ", bank: "kb" };
    expect(purchaseBody(transfer, { ...ORDER, expectedTotal: 0 })).toMatchObject({
      account_holder: "Alex",
      bank: "kb",
    });
    const card = { ...transfer, payment_method: "card" };
    expect(purchaseBody(card, { ...ORDER, expectedTotal: 0 })).not.toHaveProperty("bank");
  });
});

describe("purchaseIssues", () => {
  const issuesOf = (values: PurchaseValues) => purchaseIssues(purchaseBody(values, { ...ORDER, expectedTotal: 0 }), t);

  it("finds nothing wrong with a filled form", () => {
    expect(issuesOf(filled)).toEqual([]);
  });

  it("names every field at fault at once, in the page's order, each holder by its own field", () => {
    const issues = issuesOf({ ...EMPTY_PURCHASE, holders: [{ name: "Alex" }, { name: "  " }] });
    expect(issues.map((issue) => issue.field)).toEqual([
      "option_id",
      "holders.1.name",
      "contact",
      "nationality",
      "payment_method",
      "agree_cancellation_policy",
      "agree_domestic_terms",
    ]);
    expect(issues[0]?.message).toBe("[purchase.fields.option_id]");
    expect(issues[1]?.message).toBe("[purchase.fields.holders]");
    expect(issues[4]?.message).toBe("[shopMessages.paymentMethodRequired]");
  });

  it("asks a transfer for its holder and bank", () => {
    const issues = issuesOf({ ...filled, payment_method: "bank_transfer" });
    expect(issues.map((issue) => issue.field)).toEqual(["account_holder", "bank"]);
  });

  it("says the contact's rule in the page's words", () => {
    expect(issuesOf({ ...filled, contact: "010-1234" })).toEqual([
      { field: "contact", message: "[purchase.fields.contact]" },
    ]);
  });

  it("says a name too long with its limit", () => {
    expect(issuesOf({ ...filled, holders: [{ name: "A".repeat(101) }] })).toEqual([
      { field: "holders.0.name", message: '[shared.tooLong {"max":100}]' },
    ]);
  });
});

describe("HOLDER_FIELD_MAP", () => {
  it("puts the server's holders.<n> on the form's name fields, and the list's own problem on the first", () => {
    expect(HOLDER_FIELD_MAP["holders.3"]).toBe("holders.3.name");
    expect(HOLDER_FIELD_MAP.holders).toBe("holders.0.name");
    expect(PASS_API_MESSAGES.holdersRequired).toBeTruthy();
  });
});
