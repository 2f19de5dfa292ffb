import { fromMinor, toMinor } from "@contracts/money";
import { addDays, priceBreakdown, shopToday } from "@contracts/reservations";
import { hash } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { payments } from "../payments/tables";
import { insertReservation } from "../reservations/insert";
import { exchangeRates } from "../reservations/rates";
import { reservations } from "../reservations/tables";
import { DEMO_PASSWORD, SEED_PARTNER_STAFF_EMAIL } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";
import { PASS_ORDER_TIME, passOrderDay } from "./book";
import { issuePasses } from "./issue";
import { SEED_PASS_OPTIONS, SEED_VENUES, SEOULITE_PASS, SEOULITE_PASS_SLUG, VENUE_PICTURES } from "./seed-data";
import { passOptions, passOrders, passPartnerProducts } from "./tables";
import { passVenues } from "./venue-table";
import { textColumns } from "../../platform/seed-rows";

// The visitor pass's demo (ADR 0030): the partner venues, the Seoulite Pass and its types (on sale from the seeding
// day for two years), a partner venue's staff, and a pass holder with a paid 2-day order of two passes, issued and
// not yet scanned, so the card has something to show. The README lists the demo accounts.

/** The demo pass holder: a member of their own, so the shop's demo member keeps exactly the orders its tests count. */
export const SEED_PASS_MEMBER_EMAIL = "pass@demo.test";
/** The venue the demo partner scans for. */
export const SEED_PARTNER_VENUE = "gyeongbokgung";
/** A pass type's places: a pass is not a seat, so this only keeps the shop's guarded count meaningful. */
const PASS_CAPACITY = 1_000_000;

async function seedVenues(tx: SeedTx) {
  await tx
    .insert(passVenues)
    .values(
      SEED_VENUES.map((venue, index) => ({
        slug: venue.slug,
        ...textColumns({ name: venue.name }),
        category: venue.category,
        district: venue.district,
        benefit: venue.benefit,
        repeatVisits: venue.repeatVisits ?? false,
        reservationRequired: venue.reservationRequired ?? false,
        ...textColumns({
          openingHours: venue.hours,
          description: venue.description,
          address: venue.address,
          directions: venue.directions,
        }),
        phone: venue.phone,
        thumbnail: VENUE_PICTURES[venue.category],
        images: [VENUE_PICTURES[venue.category]],
        lat: venue.lat,
        lng: venue.lng,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing();
}

async function seedPassProduct(tx: SeedTx, now: Date) {
  const [product] = await tx
    .insert(products)
    .values({
      slug: SEOULITE_PASS_SLUG,
      channel: "pass",
      kind: "option_ticket",
      category: "culture",
      region: "seoul",
      ...textColumns({
        name: SEOULITE_PASS.name,
        summary: SEOULITE_PASS.summary,
        description: SEOULITE_PASS.description,
      }),
      images: [VENUE_PICTURES.palace],
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (!product) return;
  const today = shopToday(now);
  const options = await tx
    .insert(productOptions)
    .values(
      SEED_PASS_OPTIONS.map((option, index) => ({
        productId: product.id,
        ...textColumns({ name: option.name }),
        startDate: today,
        endDate: addDays(today, 2 * 365),
        priceMinor: toMinor(option.priceKrw, "KRW"),
        currency: "KRW" as const,
        capacity: PASS_CAPACITY,
        pricing: "per_person" as const,
        // a pass order's "departure" is the end of its refund window at midnight (book.ts)
        departureTimes: [PASS_ORDER_TIME],
        sortOrder: index,
      })),
    )
    .returning({ id: productOptions.id });
  await tx.insert(passOptions).values(
    options.map((option, index) => ({
      optionId: option.id,
      type: SEED_PASS_OPTIONS[index]?.type ?? { kind: "days", days: 1 },
    })),
  );
}

async function seedPartner(tx: SeedTx) {
  const [venue] = await tx
    .select({ id: passVenues.id })
    .from(passVenues)
    .where(eq(passVenues.slug, SEED_PARTNER_VENUE));
  if (!venue) return;
  await tx
    .insert(accounts)
    .values({
      area: "admin",
      role: "partner",
      venueId: venue.id,
      email: SEED_PARTNER_STAFF_EMAIL,
      loginId: SEED_PARTNER_STAFF_EMAIL,
      name: "Demo Partner Staff (Gyeongbokgung)",
      passwordHash: await hash(DEMO_PASSWORD),
      termsAgreedAt: new Date(),
    })
    .onConflictDoNothing();
}

/** The demo holder's order: a 2-day pass for two, paid by card yesterday, its two passes issued and unscanned. */
async function seedPassOrder(tx: SeedTx, now: Date) {
  const [member] = await tx
    .insert(accounts)
    .values({
      area: "member",
      email: SEED_PASS_MEMBER_EMAIL,
      loginId: SEED_PASS_MEMBER_EMAIL,
      name: "Emily Carter",
      phone: "14155550188",
      nationality: "US",
      passwordHash: await hash(DEMO_PASSWORD),
      termsAgreedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (!member) return;
  const [found] = await tx
    .select({ option: productOptions, product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.slug, SEOULITE_PASS_SLUG), eq(productOptions.nameEn, "2-day pass")));
  if (!found) return;
  const holders = ["Emily Carter", "James Carter"];
  const ordered = new Date(now.getTime() - 86_400_000);
  const rates = await exchangeRates(tx);
  const lines = [
    { ...found, quantity: holders.length, price: fromMinor(found.option.priceMinor, found.option.currency) },
  ];
  const row = await insertReservation(tx, {
    memberId: member.id,
    channel: "pass",
    requestId: null,
    currency: "KRW",
    rates,
    departureDate: passOrderDay(ordered),
    departureTime: PASS_ORDER_TIME,
    travelers: holders.length,
    luggage: 0,
    traveler: {
      representative_name: holders[0] ?? "",
      contact: "14155550188",
      passport_number: "",
      nationality: "US",
      arrival_flight_number: "",
      departure_address: "",
      destination_address: "",
      same_as_representative: true,
    },
    paymentMethod: "card",
    accountHolder: "",
    bank: null,
    lines,
    price: priceBreakdown({ lines, currency: "KRW", travelers: holders.length, luggage: 0, rates }),
    coupon: null,
    now: ordered,
    linesField: "option_id",
  });
  await tx.insert(passOrders).values({ reservationId: row.id, holders, lang: "en" });
  const paidAt = new Date(ordered.getTime() + 5 * 60 * 1000);
  const [paid] = await tx
    .update(reservations)
    .set({ status: "confirmed", paidAt, confirmedAt: paidAt, paymentDueAt: null, updatedAt: paidAt })
    .where(eq(reservations.id, row.id))
    .returning();
  await tx.insert(payments).values({
    reservationId: row.id,
    provider: "local",
    method: "card",
    paymentKey: `seed_${row.orderId}`,
    amountMinor: row.totalMinor,
    currency: row.currency,
    raw: { seeded: true },
    approvedAt: paidAt,
  });
  if (paid) await issuePasses(tx, paid);
}

/**
 * The shop's products visited at a partner venue (ADR 0030): the demo pass holder may pay for them with the pass at
 * the venue (`qr_pass`). A product or venue missing from this database is skipped.
 */
export const SEED_PARTNER_PRODUCTS: readonly { product: string; venue: string }[] = [
  { product: "seoul-palace-night-tour", venue: "gyeongbokgung" },
  { product: "bukchon-hanbok-experience", venue: "hanbok-rental-gyeongbokgung" },
];

async function seedPartnerProducts(tx: SeedTx) {
  for (const link of SEED_PARTNER_PRODUCTS) {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, link.product));
    const [venue] = await tx.select({ id: passVenues.id }).from(passVenues).where(eq(passVenues.slug, link.venue));
    if (!product || !venue) continue;
    await tx.insert(passPartnerProducts).values({ productId: product.id, venueId: venue.id }).onConflictDoNothing();
  }
}

export const PASS_SEED_STEPS: SeedStep[] = [
  {
    name: "passes-v1",
    run: async (tx) => {
      const now = new Date();
      await seedVenues(tx);
      await seedPassProduct(tx, now);
      await seedPartner(tx);
      await seedPassOrder(tx, now);
    },
  },
  { name: "passes-partner-products-v1", run: seedPartnerProducts },
];
