import { ConfirmPaymentResponseSchema, CheckoutResponseSchema } from "@contracts/payments";
import { QUOTATION_MESSAGES, type Quotation, QuotationListResponseSchema } from "@contracts/quotations";
import {
  addDays,
  luggageFee,
  RESERVATION_MESSAGES,
  type Reservation,
  ReservationResponseSchema,
  shopToday,
} from "@contracts/reservations";
import { DEFAULT_EXCHANGE_RATES } from "@contracts/settings";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productOptions } from "../../catalog/tables";
import { quotations } from "../tables";
import { reservations } from "../../reservations/tables";
import { OPENAPI_PATH } from "../../../platform/docs-routes";
import { body, call, latestMail, linkIn } from "../../../platform/test/auth-fixtures";
import {
  acceptBody,
  as,
  dataOf,
  failure,
  issue,
  quotationBody,
  respond,
  type TestProduct,
} from "../../../platform/test/community-review-fixtures";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
  soldOf,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let walk: TestProduct;
let market: TestProduct;

beforeAll(async () => {
  [alice, bob] = await Promise.all([shop.member("alice"), shop.member("bob")]);
  walk = await insertProduct(shop.db.db, shop.clock.now(), { name: "Night Walk", options: [{ price: 5000 }] });
  market = await insertProduct(shop.db.db, shop.clock.now(), {
    name: "Market Lunch",
    options: [{ price: 65000, currency: "KRW" }],
  });
});

const today = () => shopToday(shop.clock.now());
const both = () => [{ product: walk }, { product: market, unit_price: 30 }];
const issueFor = (member: Member, overrides: Record<string, unknown> = {}) =>
  issue(shop, quotationBody(shop, member, both(), overrides));
const adminCall = (method: string, path: string, payload?: unknown) =>
  as(shop, shop.admin, method, `/api/v1/admin/quotations${path}`, payload);
const read = async (member: Member, id: number) =>
  dataOf<Quotation>(await as(shop, member.token, "GET", `/api/v1/quotations/${id}`));
const reservationOf = async (member: Member, id: number): Promise<Reservation> =>
  ReservationResponseSchema.parse(await body(await as(shop, member.token, "GET", `/api/v1/reservations/${id}`))).data;

describe("operators issue quotations", () => {
  it("mails the member a link to the quotation's page", async () => {
    const quotation = await issueFor(bob);
    const mail = await latestMail(shop.db.db, bob.email);
    expect(mail.subject).toContain(quotation.title);
    expect(mail.text).toContain(quotation.quotation_number);
    expect(new URL(linkIn(mail)).pathname).toBe(`/quotation/${quotation.id}`);
    expect(mail.html).toContain(`/quotation/${quotation.id}"`);
  });

  it("prices the lines plus the luggage fee in the quotation's currency", async () => {
    const quotation = await issueFor(alice);
    expect(quotation).toMatchObject({
      title: "Seoul by night for two",
      currency: "USD",
      departure_date: addDays(today(), 10),
      departure_time: "09:30",
      travelers: 2,
      luggage: 5,
      subtotal: 151,
      luggage_fee: 10,
      total: 161,
      valid_until: addDays(today(), 5),
      status: "sent",
      display_status: "sent",
      can_respond: true,
      revision: 1,
      member_comment: "",
      responded_at: null,
      reservation_id: null,
    });
    expect(quotation.quotation_number).toMatch(/^Q\d{6}-[A-Z2-9]{6}$/);
    expect(quotation.items).toEqual([
      expect.objectContaining({
        product_id: walk.productId,
        product_name: "Night Walk",
        quantity: 2,
        unit_price: 45.5,
      }),
      expect.objectContaining({ product_id: market.productId, option_name: "Option 1", quantity: 2, unit_price: 30 }),
    ]);

    const won = await issue(
      shop,
      quotationBody(shop, alice, [{ product: market, unit_price: 60000 }], { currency: "KRW", luggage: 6 }),
    );
    const fee = luggageFee(2, 6, "KRW", DEFAULT_EXCHANGE_RATES);
    expect(fee).toBeGreaterThan(0);
    expect(won).toMatchObject({ currency: "KRW", subtotal: 120000, luggage_fee: fee, total: 120000 + fee });
  });

  it("quotes only a time the options depart at, the evening included (issue 18, item 8)", async () => {
    const evening = await insertProduct(shop.db.db, shop.clock.now(), {
      name: "Evening Walk",
      options: [{ price: 4900, times: ["19:00"] }],
    });
    const quoted = await issue(shop, quotationBody(shop, alice, [{ product: evening }], { departure_time: "19:00" }));
    expect(quoted.departure_time).toBe("19:00");
    const refused = await failure(
      await adminCall("POST", "", quotationBody(shop, alice, [{ product: evening }], { departure_time: "09:30" })),
      400,
    );
    expect(refused).toMatchObject({ field: "departure_time", message: RESERVATION_MESSAGES.departureTimeNotOffered });
  });

  it("checks the member, the days and the options, and needs an admin token", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ member_email: "nobody@shop.test" }, 404, "member_email"],
      [{ member_email: "not-an-email" }, 400, "member_email"],
      [{ valid_until: addDays(today(), -1) }, 400, "valid_until"],
      [{ departure_date: addDays(today(), 5) }, 400, "departure_date"],
      [{ departure_date: addDays(today(), 200) }, 400, "departure_date"],
      [{ items: [] }, 400, "items"],
      [{ items: [{ product_option_id: 999999, quantity: 1, unit_price: 1 }] }, 400, "items"],
      [{ travelers: 1 }, 400, "travelers"],
      [{ departure_time: "09:15" }, 400, "departure_time"],
      // a time on the half hour that the quoted options do not depart at (they leave at 09:30 only)
      [{ departure_time: "10:00" }, 400, "departure_time"],
      [{ departure_time: "25:00" }, 400, "departure_time"],
      [{ currency: "EUR" }, 400, "currency"],
      [{ title: " " }, 400, "title"],
    ];
    for (const [overrides, status, field] of cases) {
      const error = await failure(await adminCall("POST", "", quotationBody(shop, alice, both(), overrides)), status);
      expect(error.field, JSON.stringify(overrides)).toBe(field);
    }
    const member = await failure(
      await adminCall("POST", "", quotationBody(shop, alice, both(), { member_email: "nobody@shop.test" })),
      404,
    );
    expect(member).toEqual({
      code: "QUOTATION_MEMBER_NOT_FOUND",
      message: QUOTATION_MESSAGES.memberNotFound,
      field: "member_email",
    });
    const outside = await failure(
      await adminCall("POST", "", quotationBody(shop, alice, both(), { departure_date: addDays(today(), 200) })),
      400,
    );
    expect(outside.message).toBe(RESERVATION_MESSAGES.outsideOption);
    const twice = quotationBody(shop, alice, [{ product: walk }, { product: walk }]);
    expect((await failure(await adminCall("POST", "", twice), 400)).field).toBe("items");
    const closed = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ bookable: false }] });
    const unbookable = await failure(
      await adminCall("POST", "", quotationBody(shop, alice, [{ product: closed }])),
      400,
    );
    expect(unbookable).toMatchObject({ message: RESERVATION_MESSAGES.optionNotBookable, field: "items" });
    // the address is matched without regard to case
    const upper = await issue(shop, quotationBody(shop, alice, both(), { member_email: alice.email.toUpperCase() }));
    expect((await read(alice, upper.id)).id).toBe(upper.id);

    const payload = quotationBody(shop, alice, both());
    expect((await as(shop, alice.token, "POST", "/api/v1/admin/quotations", payload)).status).toBe(401);
    expect((await as(shop, undefined, "POST", "/api/v1/admin/quotations", payload)).status).toBe(401);
    expect((await as(shop, alice.token, "GET", "/api/v1/admin/quotations")).status).toBe(401);
  });

  it("lists every member's quotations by stored status, newest first", async () => {
    const first = await issueFor(bob);
    shop.clock.advance(60);
    const second = await issueFor(alice);
    await dataOf(await adminCall("POST", `/${first.id}/withdraw`));
    const ids = async (query: string) =>
      QuotationListResponseSchema.parse(await body(await adminCall("GET", query))).data.map((q) => q.id);
    const all = await ids("?per_page=50");
    expect(all.indexOf(second.id)).toBeLessThan(all.indexOf(first.id));
    expect(all.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(await ids("?status=withdrawn&per_page=50")).toContain(first.id);
    expect(await ids("?status=sent&per_page=50")).not.toContain(first.id);
    expect((await adminCall("GET", "?status=expired")).status).toBe(400);
  });
});

describe("members read and answer their quotations", () => {
  it("lists only their own, newest first; another member's quotation is 404 to read and to answer", async () => {
    const carol = await shop.member("carol");
    const older = await issueFor(carol);
    shop.clock.advance(60);
    const newer = await issueFor(carol);
    const list = QuotationListResponseSchema.parse(
      await body(await as(shop, carol.token, "GET", "/api/v1/quotations")),
    );
    expect(list.data.map((q) => q.id)).toEqual([newer.id, older.id]);
    expect(list.meta).toEqual({ page: 1, per_page: 10, total: 2, total_pages: 1 });
    const ko = QuotationListResponseSchema.parse(
      await body(await as(shop, carol.token, "GET", "/api/v1/quotations?lang=ko&per_page=1&page=2")),
    );
    expect(ko.data.map((q) => q.id)).toEqual([older.id]);
    expect(ko.data[0]?.items[0]).toMatchObject({
      product_name: expect.stringMatching(/^테스트 투어/) as unknown,
      option_name: "옵션 1",
    });

    const notFound = { code: "QUOTATION_NOT_FOUND", message: QUOTATION_MESSAGES.notFound };
    expect(await failure(await as(shop, bob.token, "GET", `/api/v1/quotations/${older.id}`), 404)).toEqual(notFound);
    for (const payload of [
      acceptBody(1),
      { action: "decline", revision: 1 },
      { action: "request_changes", revision: 1, comment: "Cheaper?" },
    ]) {
      expect(await failure(await respond(shop, bob, older.id, payload), 404)).toEqual(notFound);
    }
    expect((await read(carol, older.id)).status).toBe("sent");
    const bobs = QuotationListResponseSchema.parse(
      await body(await as(shop, bob.token, "GET", "/api/v1/quotations?per_page=50")),
    );
    expect(bobs.data.some((q) => q.id === older.id || q.id === newer.id)).toBe(false);
    expect((await as(shop, undefined, "GET", "/api/v1/quotations")).status).toBe(401);
    expect((await as(shop, carol.token, "GET", "/api/v1/quotations/999999")).status).toBe(404);
  });

  it("declines (comment optional) or asks for changes (comment required); a second answer is 409", async () => {
    const declined = await issueFor(alice);
    const answer = await dataOf<Quotation>(await respond(shop, alice, declined.id, { action: "decline", revision: 1 }));
    expect(answer).toMatchObject({
      status: "declined",
      display_status: "declined",
      can_respond: false,
      member_comment: "",
    });
    expect(answer.responded_at).not.toBeNull();
    const again = await failure(await respond(shop, alice, declined.id, acceptBody(1)), 409);
    expect(again).toEqual({ code: "QUOTATION_ALREADY_ANSWERED", message: QUOTATION_MESSAGES.alreadyAnswered });

    const changes = await issueFor(alice);
    for (const comment of [undefined, "   "]) {
      const error = await failure(
        await respond(shop, alice, changes.id, { action: "request_changes", revision: 1, comment }),
        400,
      );
      expect(error).toMatchObject({ field: "comment" });
      expect(error.issues?.[0]?.message).toBe(QUOTATION_MESSAGES.commentRequired);
    }
    const asked = await dataOf<Quotation>(
      await respond(shop, alice, changes.id, { action: "request_changes", revision: 1, comment: " One more day? " }),
    );
    expect(asked).toMatchObject({ status: "changes_requested", member_comment: "One more day?" });
    for (const payload of [
      { action: "maybe", revision: 1 },
      { action: "decline" },
      { action: "decline", revision: 0 },
    ]) {
      expect((await respond(shop, alice, changes.id, payload)).status, JSON.stringify(payload)).toBe(400);
    }
  });

  it("an operator's revision supersedes the old one: answers to it are 409 revised", async () => {
    const quotation = await issueFor(alice);
    await dataOf(
      await respond(shop, alice, quotation.id, { action: "request_changes", revision: 1, comment: "Less?" }),
    );
    const revised = await dataOf<Quotation>(
      await adminCall("PUT", `/${quotation.id}`, quotationBody(shop, alice, [{ product: walk, unit_price: 40 }])),
    );
    expect(revised).toMatchObject({
      status: "sent",
      revision: 2,
      subtotal: 80,
      total: 90,
      responded_at: null,
      can_respond: true,
    });
    expect(revised.items).toHaveLength(1);
    const stale = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(stale).toEqual({ code: "QUOTATION_REVISED", message: QUOTATION_MESSAGES.revised, field: "revision" });
    expect((await read(alice, quotation.id)).status).toBe("sent");
    const other = await failure(await adminCall("PUT", `/${quotation.id}`, quotationBody(shop, bob, both())), 400);
    expect(other.field).toBe("member_email");
    expect((await adminCall("PUT", "/999999", quotationBody(shop, alice, both()))).status).toBe(404);
    const accepted = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(2)));
    expect(accepted.status).toBe("accepted");
    const closed = await failure(await adminCall("PUT", `/${quotation.id}`, quotationBody(shop, alice, both())), 409);
    expect(closed).toMatchObject({ code: "QUOTATION_ALREADY_ANSWERED" });
  });

  it("a withdrawn quotation cannot be answered or changed", async () => {
    const quotation = await issueFor(alice);
    const withdrawn = await dataOf<Quotation>(await adminCall("POST", `/${quotation.id}/withdraw`));
    expect(withdrawn).toMatchObject({ status: "withdrawn", display_status: "withdrawn", can_respond: false });
    const answer = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(answer).toEqual({ code: "QUOTATION_WITHDRAWN", message: QUOTATION_MESSAGES.withdrawn });
    expect((await adminCall("POST", `/${quotation.id}/withdraw`)).status).toBe(409);
    expect((await adminCall("PUT", `/${quotation.id}`, quotationBody(shop, alice, both()))).status).toBe(409);
    expect((await adminCall("POST", "/999999/withdraw")).status).toBe(404);
    expect((await as(shop, alice.token, "POST", `/api/v1/admin/quotations/${quotation.id}/withdraw`)).status).toBe(401);
  });

  it("expires after its last day in Korea: shown expired, answers are 409 expired", async () => {
    const quotation = await issueFor(alice, { valid_until: today() });
    expect((await read(alice, quotation.id)).display_status).toBe("sent");
    // the next day in Korea (moving the clock would expire the member's token too): the last day was yesterday
    await shop.db.db
      .update(quotations)
      .set({ validUntil: addDays(today(), -1) })
      .where(eq(quotations.id, quotation.id));
    const later = await read(alice, quotation.id);
    expect(later).toMatchObject({ status: "sent", display_status: "expired", can_respond: false });
    const error = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(error).toEqual({ code: "QUOTATION_EXPIRED", message: QUOTATION_MESSAGES.expired });
    expect((await respond(shop, alice, quotation.id, { action: "decline", revision: 1 })).status).toBe(409);
  });
});

describe("accepting a quotation", () => {
  it("books the quoted lines at the quoted prices: pending card order, places taken, no coupon or points", async () => {
    const quotation = await issueFor(alice);
    const walkSold = await soldOf(shop.db.db, walk.optionIds[0] ?? 0);
    const accepted = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(1)));
    expect(accepted).toMatchObject({ status: "accepted", display_status: "accepted", can_respond: false });
    expect(accepted.reservation_id).not.toBeNull();
    const reservation = await reservationOf(alice, accepted.reservation_id ?? 0);
    expect(reservation).toMatchObject({
      status: "pending",
      currency: "USD",
      departure_date: quotation.departure_date,
      departure_time: "09:30",
      travelers: 2,
      luggage: 5,
      representative_name: "Kim Minji",
      payment_method: "card",
      subtotal: 151,
      luggage_fee: 10,
      coupon_discount: 0,
      points_used: 0,
      total: 161,
      deposit_account: null,
    });
    expect(reservation.items.map((item) => [item.product_id, item.quantity, item.unit_price])).toEqual([
      [walk.productId, 2, 45.5],
      [market.productId, 2, 30],
    ]);
    expect(reservation.payment_due_at).not.toBeNull();
    expect(await soldOf(shop.db.db, walk.optionIds[0] ?? 0)).toBe(walkSold + 2);
    // it is the member's reservation like any other
    const listed = await as(shop, alice.token, "GET", "/api/v1/reservations?per_page=50");
    expect(JSON.stringify(await body(listed))).toContain(reservation.order_id);
    expect((await as(shop, bob.token, "GET", `/api/v1/reservations/${reservation.id}`)).status).toBe(404);
  });

  it("by bank transfer: a waiting order with the deposit account and deadline", async () => {
    const quotation = await issueFor(alice);
    const accepted = await dataOf<Quotation>(
      await respond(
        shop,
        alice,
        quotation.id,
        acceptBody(1, { payment_method: "bank_transfer", bank: "kb", account_holder: "Kim Minji" }),
      ),
    );
    const reservation = await reservationOf(alice, accepted.reservation_id ?? 0);
    expect(reservation).toMatchObject({ status: "waiting", payment_method: "bank_transfer", bank: "kb", total: 161 });
    expect(reservation.deposit_account).not.toBeNull();
    expect(reservation.deposit_due_at).not.toBeNull();
  });

  it("checks the traveller and the payment choice with the reservation form's messages", async () => {
    const quotation = await issueFor(alice);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ payment_method: undefined }, "payment_method", RESERVATION_MESSAGES.paymentMethodRequired],
      [{ payment_method: "bank_transfer" }, "account_holder", RESERVATION_MESSAGES.bankRequired],
      [
        { agree_cancellation_policy: false },
        "agree_cancellation_policy",
        RESERVATION_MESSAGES.cancellationPolicyRequired,
      ],
      [{ agree_domestic_terms: undefined }, "agree_domestic_terms", RESERVATION_MESSAGES.domesticTermsRequired],
      [{ contact: "010-1234-5678" }, "contact", ""],
      [{ representative_name: "" }, "representative_name", ""],
      [{ request_id: "not-a-uuid" }, "request_id", ""],
      [{ revision: undefined }, "revision", ""],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await failure(await respond(shop, alice, quotation.id, acceptBody(1, overrides)), 400);
      expect(error.field, JSON.stringify(overrides)).toBe(field);
      if (message) expect(error.issues?.some((issue) => issue.message === message)).toBe(true);
    }
    expect((await read(alice, quotation.id)).status).toBe("sent");
    expect(
      (await as(shop, undefined, "POST", `/api/v1/quotations/${quotation.id}/respond`, acceptBody(1))).status,
    ).toBe(401);
  });

  it("a repeated submit with the same request_id answers the same; another acceptance is 409", async () => {
    const quotation = await issueFor(alice);
    const requestId = "5b0e3c2a-8f1d-4a6b-9c7e-1d2f3a4b5c6d";
    const first = await dataOf<Quotation>(
      await respond(shop, alice, quotation.id, acceptBody(1, { request_id: requestId })),
    );
    const again = await dataOf<Quotation>(
      await respond(shop, alice, quotation.id, acceptBody(1, { request_id: requestId })),
    );
    expect(again.reservation_id).toBe(first.reservation_id);
    const rows = await shop.db.db.select().from(reservations).where(eq(reservations.requestId, requestId));
    expect(rows).toHaveLength(1);
    const other = await failure(
      await respond(shop, alice, quotation.id, acceptBody(1, { request_id: "6c1f4d3b-9a2e-4b7c-8d8f-2e3a4b5c6d7e" })),
      409,
    );
    expect(other).toMatchObject({ code: "QUOTATION_ALREADY_ANSWERED" });
    expect((await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409)).code).toBe(
      "QUOTATION_ALREADY_ANSWERED",
    );
  });

  it("a request_id the member already used for a shop order is refused (400) and books nothing", async () => {
    const requestId = "7d2e5f4c-0b3a-4c8d-9e1f-3a4b5c6d7e8f";
    await book(shop, alice, reservationBody(shop.clock.now(), walk, { request_id: requestId }));
    const quotation = await issueFor(alice);
    const sold = await soldOf(shop.db.db, walk.optionIds[0] ?? 0);
    const error = await failure(
      await respond(shop, alice, quotation.id, acceptBody(1, { request_id: requestId })),
      400,
    );
    expect(error).toMatchObject({ field: "request_id" });
    expect(await soldOf(shop.db.db, walk.optionIds[0] ?? 0)).toBe(sold);
    expect((await read(alice, quotation.id)).status).toBe("sent");
  });

  it("the last places taken by another buyer: 409 sold out, nothing booked, the quotation still answerable", async () => {
    // priced per person: the other buyer's two travellers take two of the three places
    const scarce = await insertProduct(shop.db.db, shop.clock.now(), {
      options: [{ capacity: 3, pricing: "per_person" }],
    });
    const quotation = await issue(shop, quotationBody(shop, alice, [{ product: scarce, quantity: 2 }]));
    const order = await book(
      shop,
      bob,
      reservationBody(shop.clock.now(), scarce, { options: [{ product_option_id: scarce.optionIds[0], quantity: 2 }] }),
    );
    const error = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(error).toEqual({ code: "SOLD_OUT", message: RESERVATION_MESSAGES.soldOut, field: "items" });
    expect(await soldOf(shop.db.db, scarce.optionIds[0] ?? 0)).toBe(2);
    const after = await read(alice, quotation.id);
    expect(after).toMatchObject({ status: "sent", can_respond: true, reservation_id: null });
    // the other buyer lets the places go: the same quotation can now be accepted
    await dataOf(await as(shop, bob.token, "POST", `/api/v1/reservations/${order.id}/cancel`, {}));
    const accepted = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(1)));
    expect(accepted.status).toBe("accepted");
    expect(await soldOf(shop.db.db, scarce.optionIds[0] ?? 0)).toBe(2);
  });

  it("an option closed for booking since the quotation was written is 409, and nothing changes", async () => {
    const product = await insertProduct(shop.db.db, shop.clock.now());
    const quotation = await issue(shop, quotationBody(shop, alice, [{ product }]));
    await shop.db.db
      .update(productOptions)
      .set({ bookable: false })
      .where(eq(productOptions.id, product.optionIds[0] ?? 0));
    const error = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(error).toMatchObject({ code: "OPTION_NOT_BOOKABLE", field: "items" });
    expect((await read(alice, quotation.id)).status).toBe("sent");
  });

  it("a time the options no longer depart at is 409 naming departure_time, and nothing is booked (issue 18, item 8)", async () => {
    const evening = await insertProduct(shop.db.db, shop.clock.now(), {
      name: "Evening Walk",
      options: [{ price: 4900, times: ["19:00"] }],
    });
    const quotation = await issue(
      shop,
      quotationBody(shop, alice, [{ product: evening }], { departure_time: "19:00" }),
    );
    // the operator moves the walk to the morning after quoting it
    await shop.db.db
      .update(productOptions)
      .set({ departureTimes: ["09:00"] })
      .where(eq(productOptions.id, evening.optionIds[0] ?? 0));
    const error = await failure(await respond(shop, alice, quotation.id, acceptBody(1)), 409);
    expect(error).toEqual({
      code: "DEPARTURE_TIME_NOT_OFFERED",
      message: RESERVATION_MESSAGES.departureTimeNotOffered,
      field: "departure_time",
    });
    expect(await soldOf(shop.db.db, evening.optionIds[0] ?? 0)).toBe(0);
    expect((await read(alice, quotation.id)).status).toBe("sent");
  });

  it("is paid through the shop's payment flow: checkout, the provider's page, confirm", async () => {
    const quotation = await issueFor(alice);
    const accepted = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(1)));
    const reservationId = accepted.reservation_id ?? 0;
    const checkout = CheckoutResponseSchema.parse(
      await body(await as(shop, alice.token, "POST", "/api/v1/payments/checkout", { reservation_id: reservationId })),
    ).data;
    expect(checkout).toMatchObject({ provider: "local", amount: 161, currency: "USD" });
    const form = new URLSearchParams({ order_id: checkout.order_id, action: "pay" });
    const page = await shop.app.request("/pay/local", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(page.status).toBe(303);
    const success = new URL(page.headers.get("location") ?? "");
    expect(success.pathname).toBe("/tossSuccess");
    const confirm = await as(shop, alice.token, "POST", "/api/v1/payments/confirm", {
      paymentKey: success.searchParams.get("paymentKey"),
      orderId: success.searchParams.get("orderId"),
      amount: Number(success.searchParams.get("amount")),
    });
    const confirmed = ConfirmPaymentResponseSchema.parse(await body(confirm)).data;
    expect(confirmed).toMatchObject({ ok: true, reservation_id: reservationId });
    const paid = await reservationOf(alice, reservationId);
    expect(paid).toMatchObject({ status: "requested", status_group: "confirmed" });
    expect(paid.paid_at).not.toBeNull();
    expect((await read(alice, quotation.id)).status).toBe("accepted");
  });

  it("if the reservation lapses unpaid, the operator may revise the quotation and the member accept again", async () => {
    const quotation = await issueFor(alice);
    const accepted = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(1)));
    await dataOf(await as(shop, alice.token, "POST", `/api/v1/reservations/${accepted.reservation_id}/cancel`, {}));
    const revised = await dataOf<Quotation>(
      await adminCall("PUT", `/${quotation.id}`, quotationBody(shop, alice, both())),
    );
    expect(revised).toMatchObject({ status: "sent", revision: 2, reservation_id: null });
    const again = await dataOf<Quotation>(await respond(shop, alice, quotation.id, acceptBody(2)));
    expect(again.reservation_id).not.toBe(accepted.reservation_id);
    expect(again.status).toBe("accepted");
  });
});

describe("the OpenAPI document", () => {
  it("describes the review, request and quotation calls", async () => {
    const res = await call(shop.app, "GET", OPENAPI_PATH);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const path of [
      "/api/v1/products/{productId}/reviews",
      "/api/v1/reviews/{id}/helpful",
      "/api/v1/social-reviews/{id}",
      "/api/v1/admin/social-reviews/{id}/approve",
      "/api/v1/quotations/{id}/respond",
      "/api/v1/admin/quotations/{id}/withdraw",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
