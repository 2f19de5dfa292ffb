import { PRODUCT_NAME } from "@contracts/editions";
import { RESERVATION_KEY_HEADER, type Ticket, type TourReservationAccess, ticketTokenIn } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { body, call, latestMail } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop } from "../../../platform/test/reservation-fixtures";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";

const shop = await forTheFile(createShop());
const now = () => shop.clock.now();
const withKey = (key: string) => ({ [RESERVATION_KEY_HEADER]: key });
let guests = 0;
const guestEmail = () => `ticket-guest-${process.pid}-${(guests += 1)}@example.test`;

async function booked(payload: Record<string, unknown>): Promise<TourReservationAccess> {
  const res = await call(shop.app, "POST", "/api/v1/tours/reservations", {
    client: guestClient(),
    body: payload,
  });
  expect(res.status).toBe(201);
  return (await body<{ data: TourReservationAccess }>(res)).data;
}

/** Pays through the local provider's page and gives back what the provider's return carries. */
async function payLocally(access: TourReservationAccess) {
  const checkout = await call(shop.app, "POST", "/api/v1/tours/payments/checkout", {
    body: { reservation_number: access.reservation.reservation_number },
    headers: withKey(access.key),
  });
  expect(checkout.status).toBe(200);
  const order = (await body<{ data: { order_id: string; amount: number } }>(checkout)).data;
  const res = await shop.app.request("/pay/local", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order_id: order.order_id, action: "pay" }).toString(),
  });
  const back = new URL(res.headers.get("location") ?? "");
  return { paymentKey: back.searchParams.get("paymentKey") ?? "", orderId: order.order_id, amount: order.amount };
}

const confirm = (access: TourReservationAccess, paid: Awaited<ReturnType<typeof payLocally>>, lang: string) =>
  call(shop.app, "POST", `/api/v1/tours/payments/confirm?lang=${lang}`, { body: paid, headers: withKey(access.key) });

const ticketMails = async (to: string) =>
  (await listOutbox(shop.db.db, { to, limit: 20 })).filter((mail) => /tickets|티켓/.test(mail.subject));

/** The ticket pages a mail links to, in the order written. */
const ticketLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+\/apec2025\/qrcode\/\S+/g)].map((m) => m[0]);

async function openTicket(link: string, lang = "en"): Promise<{ status: number; ticket?: Ticket }> {
  const token = ticketTokenIn(link);
  expect(token).not.toBeNull();
  const res = await call(shop.app, "GET", `/api/v1/tours/tickets/${token}?lang=${lang}`);
  return { status: res.status, ticket: res.status === 200 ? (await body<{ data: Ticket }>(res)).data : undefined };
}

describe("the tickets mail", () => {
  it("says in the booking mail that the tickets follow, and sends none before payment", async () => {
    const course = await insertCourse(shop.db.db, now());
    const email = guestEmail();
    await booked(tourBody(course.departureIds[0] ?? 0, { email }));
    expect((await latestMail(shop.db.db, email)).text).toContain("ticket (a QR code) follows by e-mail once");
    expect(await ticketMails(email)).toHaveLength(0);
  });

  it("mails each traveller's working ticket link once when a card payment is confirmed, however often", async () => {
    const course = await insertCourse(shop.db.db, now());
    const email = guestEmail();
    const access = await booked(tourBody(course.departureIds[0] ?? 0, { email, travelers: 3 }));
    const paid = await payLocally(access);
    // the completion page confirming twice at once (a reload), then once more
    const answers = await Promise.all([confirm(access, paid, "en"), confirm(access, paid, "en")]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await confirm(access, paid, "en")).status).toBe(200);

    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(
      `[${PRODUCT_NAME}] Your tour tickets, reservation ${access.reservation.reservation_number}`,
    );
    expect(mail?.text).toContain("Meeting point: City Hall");
    expect(mail?.text).toContain("Ticket 3 of 3: ");
    expect(mail?.html).toContain(`/apec2025/myreservation?number=${access.reservation.reservation_number}`);
    const links = ticketLinks(mail?.text ?? "");
    expect(links).toHaveLength(3);
    const opened = await Promise.all(links.map((link) => openTicket(link)));
    expect(opened.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(opened.map((answer) => [answer.ticket?.traveler, answer.ticket?.state])).toEqual([
      [1, "valid"],
      [2, "valid"],
      [3, "valid"],
    ]);
    expect(opened[0]?.ticket?.reservation_number).toBe(access.reservation.reservation_number);
  });

  it("writes it in the language the guest paid in", async () => {
    const course = await insertCourse(shop.db.db, now());
    const email = guestEmail();
    const access = await booked(tourBody(course.departureIds[0] ?? 0, { email, nationality: "US", lang: "ko" }));
    expect((await confirm(access, await payLocally(access), "ko")).status).toBe(200);
    const [mail] = await ticketMails(email);
    expect(mail?.subject).toBe(`[${PRODUCT_NAME}] 투어 티켓, 예약 ${access.reservation.reservation_number}`);
    expect(mail?.text).toContain("집결 장소: 시청");
    expect(mail?.text).toContain("티켓 2/2: ");
    const links = ticketLinks(mail?.text ?? "");
    expect(links).toHaveLength(2);
    expect((await openTicket(links[1] ?? "", "ko")).ticket?.holder).toMatch(/일행 1$/);
  });

  it("mails the tickets once when an operator records a bank deposit", async () => {
    const course = await insertCourse(shop.db.db, now());
    const email = guestEmail();
    const access = await booked(
      tourBody(course.departureIds[0] ?? 0, {
        email,
        nationality: "US",
        payment_method: "bank_transfer",
        account_holder: "MORGAN",
        bank: "shinhan",
      }),
    );
    const deposit = () =>
      call(shop.app, "POST", `/api/v1/admin/reservations/${access.reservation.id}/deposit?lang=ko`, {
        token: shop.admin,
        area: "admin",
      });
    expect((await deposit()).status).toBe(200);
    expect((await deposit()).status).toBe(409);
    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    // the operator's Korean screen does not choose the guest's language: an American guest reads English
    expect(mails[0]?.subject).toContain("Your tour tickets");
    const links = ticketLinks(mails[0]?.text ?? "");
    expect(links).toHaveLength(2);
    expect((await openTicket(links[0] ?? "")).ticket).toMatchObject({ state: "valid", holder: "Kim Minji" });
  });

  it("writes a deposit's mail in the language the guest booked in, whatever the nationality", async () => {
    const course = await insertCourse(shop.db.db, now());
    const email = guestEmail();
    const access = await booked(
      tourBody(course.departureIds[0] ?? 0, {
        email,
        nationality: "US",
        lang: "ko",
        payment_method: "bank_transfer",
        account_holder: "MORGAN",
        bank: "shinhan",
      }),
    );
    const deposit = await call(shop.app, "POST", `/api/v1/admin/reservations/${access.reservation.id}/deposit`, {
      token: shop.admin,
      area: "admin",
    });
    expect(deposit.status).toBe(200);
    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`[${PRODUCT_NAME}] 투어 티켓, 예약 ${access.reservation.reservation_number}`);
  });

  it("shows an unpaid ticket as not yet valid and a cancelled one as cancelled", async () => {
    const course = await insertCourse(shop.db.db, now());
    const access = await booked(tourBody(course.departureIds[0] ?? 0, { email: guestEmail() }));
    const path = `/api/v1/tours/reservations/${access.reservation.reservation_number}`;
    const list = async () =>
      (await body<{ data: Ticket[] }>(await call(shop.app, "GET", `${path}/tickets`, { headers: withKey(access.key) })))
        .data;
    expect((await list()).map((ticket) => [ticket.state, ticket.valid])).toEqual([
      ["unpaid", false],
      ["unpaid", false],
    ]);
    const cancel = await call(shop.app, "POST", `${path}/cancel`, { body: {}, headers: withKey(access.key) });
    expect(cancel.status).toBe(200);
    expect((await list()).map((ticket) => ticket.state)).toEqual(["cancelled", "cancelled"]);
  });
});
