import type { AdminRefund } from "@contracts/refunds";

export const STORY_ADMIN_TOKEN = "story-refunds-admin-token";

const refund = (id: number, overrides: Partial<AdminRefund>): AdminRefund => ({
  id,
  key: `pass:${100 + id}`,
  subject: { kind: "pass", id: 100 + id },
  amount: 39_000,
  currency: "KRW",
  reason: "Pass refunded by its holder",
  created_at: "2026-05-14T09:30:00+09:00",
  returned_at: null,
  returned_by: null,
  note: null,
  order: { id: 500 + id, number: `R260514-${id}ABCDE`, channel: "pass" },
  member: { id: 40 + id, name: "Kim Minji", email: "minji@example.com" },
  bank: "shinhan",
  account_holder: "KIM MINJI",
  ...overrides,
});

/** Two owed (a pass, a whole shop order) and one returned, newest first by their days. */
export const refundsFixture: readonly AdminRefund[] = [
  refund(3, {
    created_at: "2026-05-15T11:00:00+09:00",
    key: "reservation:812",
    subject: { kind: "reservation", id: 812 },
    amount: 120,
    currency: "USD",
    reason: "Cancellation approved by the operators",
    order: { id: 812, number: "R260510-QW3RTY", channel: "shop" },
    member: { id: 51, name: "John Carter", email: "john.carter@example.com" },
    bank: "kb",
    account_holder: "JOHN CARTER",
  }),
  refund(2, {}),
  refund(1, {
    created_at: "2026-05-12T16:20:00+09:00",
    amount: 29_000,
    returned_at: "2026-05-13T10:05:00+09:00",
    returned_by: { id: 2, name: "Demo Operator" },
    note: "Transfer 0042",
    member: { id: 44, name: "Lee Jun", email: "jun.lee@example.com" },
    bank: "woori",
    account_holder: "LEE JUN",
  }),
];
