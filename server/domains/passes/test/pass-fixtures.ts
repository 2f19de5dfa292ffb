import type { PassType, VenueBenefit } from "@contracts/pass-rules";
import type { PassReservation } from "@contracts/passes";
import { addDays, shopToday } from "@contracts/reservations";
import { hash } from "@node-rs/argon2";
import type { Db } from "../../../platform/db/client";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { body, call, signIn } from "../../../platform/test/auth-fixtures";
import { type Member, type Shop, TRAVELLER_AGREEMENTS } from "../../../platform/test/reservation-fixtures";
import { accounts } from "../../auth/tables";
import { productOptions, products } from "../../catalog/tables";
import { passOptions } from "../tables";
import { passVenues } from "../venue-table";

let count = 0;
const next = () => `${process.pid}-${(count += 1)}`;

/** A pass product of the tests' own with one option of `type`, on sale from yesterday (Korea) for two years. */
export async function insertPassType(
  db: Db,
  now: Date,
  type: PassType,
  spec: { priceKrw?: number; validFrom?: string | null; bookable?: boolean; name?: string } = {},
): Promise<{ productId: number; optionId: number }> {
  const id = next();
  const [product] = await db
    .insert(products)
    .values({
      slug: `test-pass-${id}`,
      channel: "pass",
      kind: "option_ticket",
      category: "culture",
      region: "seoul",
      nameEn: `Test Pass ${id}`,
      nameKo: `시험 패스 ${id}`,
      summaryEn: "A pass for the tests.",
      summaryKo: "시험용 패스.",
      descriptionEn: "A pass for the tests.",
      descriptionKo: "시험용 패스입니다.",
      images: ["/images/catalog/tour-palace.svg"],
    })
    .returning({ id: products.id });
  if (!product) throw new Error("pass product not inserted");
  const today = shopToday(now);
  const [option] = await db
    .insert(productOptions)
    .values({
      productId: product.id,
      nameEn: spec.name ?? `Test type ${id}`,
      nameKo: `시험 종류 ${id}`,
      startDate: addDays(today, -1),
      endDate: addDays(today, 800),
      priceMinor: spec.priceKrw ?? 50_000,
      currency: "KRW",
      capacity: 100_000,
      bookable: spec.bookable ?? true,
      pricing: "per_person",
      departureTimes: ["00:00"],
    })
    .returning({ id: productOptions.id });
  if (!option) throw new Error("pass option not inserted");
  await db.insert(passOptions).values({ optionId: option.id, type, validFrom: spec.validFrom ?? null });
  return { productId: product.id, optionId: option.id };
}

/** A partner venue of the tests' own. */
export async function insertVenue(
  db: Db,
  spec: { benefit?: VenueBenefit; repeatVisits?: boolean; published?: boolean; category?: "palace" | "museum" } = {},
): Promise<number> {
  const id = next();
  const [venue] = await db
    .insert(passVenues)
    .values({
      slug: `test-venue-${id}`,
      nameEn: `Test Venue ${id}`,
      nameKo: `시험 시설 ${id}`,
      category: spec.category ?? "museum",
      district: "jongno",
      benefit: spec.benefit ?? { kind: "free_entry" },
      repeatVisits: spec.repeatVisits ?? false,
      openingHoursEn: "09:00–18:00",
      openingHoursKo: "09:00–18:00",
      descriptionEn: "A venue for the tests.",
      descriptionKo: "시험용 시설입니다.",
      addressEn: "1 Test-ro, Jongno-gu, Seoul",
      addressKo: "서울특별시 종로구 시험로 1",
      directionsEn: "Anywhere.",
      directionsKo: "어디서나.",
      thumbnail: "/images/catalog/tour-palace.svg",
      lat: 37.57,
      lng: 126.98,
      published: spec.published ?? true,
    })
    .returning({ id: passVenues.id });
  if (!venue) throw new Error("venue not inserted");
  return venue.id;
}

/** A partner venue's staff account of the tests' own (operators' area, role partner), signed in. */
export async function partnerOf(shop: Shop, venueId: number): Promise<{ token: string; id: number }> {
  const email = `partner-${next()}@pass.test`;
  await shop.db.db.insert(accounts).values({
    area: "admin",
    role: "partner",
    venueId,
    email,
    loginId: email,
    name: "Test Partner",
    passwordHash: await hash(DEMO_PASSWORD),
  });
  return signIn(shop.app, email, DEMO_PASSWORD, { area: "admin" });
}

/** A valid purchase body; override any field. */
export function purchaseBody(optionId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    option_id: optionId,
    holders: ["Kim Minji", "Lee Jun"],
    currency: "KRW",
    contact: "821012345678",
    nationality: "KR",
    payment_method: "card",
    ...TRAVELLER_AGREEMENTS,
    ...overrides,
  };
}

export async function buy(shop: Shop, member: Member, payload: Record<string, unknown>) {
  const res = await call(shop.app, "POST", "/api/v1/passes/reservations", { token: member.token, body: payload });
  if (res.status !== 201) throw new Error(`pass purchase failed: ${res.status} ${await res.text()}`);
  return (await body<{ data: PassReservation }>(res)).data;
}

/** Pays a card order on the local page and confirms it, as the browser does after the window. */
export async function payByCard(shop: Shop, member: Member, order: { order_id: string; total: number }) {
  const form = new URLSearchParams({ order_id: order.order_id, action: "pay" });
  const page = await shop.app.request("/pay/local", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const paymentKey = new URL(page.headers.get("location") ?? "").searchParams.get("paymentKey") ?? "";
  const res = await call(shop.app, "POST", "/api/v1/payments/confirm", {
    token: member.token,
    body: { paymentKey, orderId: order.order_id, amount: order.total },
  });
  if (res.status !== 200) throw new Error(`payment failed: ${res.status} ${await res.text()}`);
}

/** Buys passes of a type by bank transfer and has the operators record the deposit: their ids, in traveller order. */
export async function paidPasses(shop: Shop, member: Member, optionId: number, holders = ["Kim Minji"]) {
  const order = await buy(
    shop,
    member,
    purchaseBody(optionId, { holders, payment_method: "bank_transfer", account_holder: "KIM MINJI", bank: "shinhan" }),
  );
  const res = await call(shop.app, "POST", `/api/v1/admin/reservations/${order.id}/deposit`, {
    token: shop.admin,
    area: "admin",
  });
  if (res.status !== 200) throw new Error(`deposit failed: ${res.status} ${await res.text()}`);
  const list = await call(shop.app, "GET", "/api/v1/passes/mine", { token: member.token });
  const mine = (await body<{ data: { id: number; reservation_number: string }[] }>(list)).data;
  return mine
    .filter((pass) => pass.reservation_number === order.reservation_number)
    .map((pass) => pass.id)
    .sort((a, b) => a - b);
}
