import { hash } from "@node-rs/argon2";
import { type Currency, convertMoney, fromMinor, toMinor } from "@contracts/money";
import {
  addDays,
  bookedUnits,
  luggageFee,
  offeredDepartureTimes,
  priceBreakdown,
  shopToday,
} from "@contracts/reservations";
import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "../../platform/http/errors";
import { insertReservation } from "../reservations/insert";
import { dayNumber } from "../reservations/numbers";
import { exchangeRates } from "../reservations/rates";
import { accounts } from "../auth/tables";
import { payments } from "../payments/tables";
import { productOptions, products } from "../catalog/tables";
import { quotationItems, quotations } from "../quotations/tables";
import { reservations } from "../reservations/tables";
import { reviews, reviewVotes } from "./tables";
import { socialReviewRequests } from "../social-reviews/tables";
import { DEMO_PASSWORD, daysFrom, SEED_MEMBER_EMAIL } from "../../platform/db/seed-data";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";

/**
 * Demo reviews, social review requests and quotations. Trips that have happened are booked the way the shop books
 * (the reservation service: places, numbering, status), then marked paid and confirmed as the payment flow would.
 */

/** Reviewers who fill the product review pages (password DEMO_PASSWORD, like every demo account). */
export const SEED_REVIEWERS = [
  { email: "reviewer1@demo.test", name: "Emma Wilson" },
  { email: "reviewer2@demo.test", name: "박민준" },
  { email: "reviewer3@demo.test", name: "Lucas Martin" },
  { email: "reviewer4@demo.test", name: "Sakura Tanaka" },
] as const;

/** member@demo.test has reviewed this trip already. */
export const SEED_REVIEWED_SLUG = "jeonju-hanok-food-tour";
/**
 * member@demo.test has a completed trip of the Gyeongbokgung Palace Night Tour without a review: the end-to-end
 * journey writes that review and then finds it on the product's review page.
 */
export const SEED_TO_REVIEW_SLUG = "seoul-palace-night-tour";

type ReviewPlan = {
  /** An index into SEED_REVIEWERS, or "member" for member@demo.test. */
  by: number | "member";
  slug: string;
  /** The trip's departure, days before the seeding day. */
  tripDaysAgo: number;
  /** Undefined: the trip is completed but not reviewed. */
  review?: { rating: number; title: string; content: string; daysAfterTrip: number };
  /** Who marked the review helpful (SEED_REVIEWERS indexes, or "member"). */
  helpful?: readonly (number | "member")[];
};

const PLANS: readonly ReviewPlan[] = [
  {
    by: "member",
    slug: SEED_REVIEWED_SLUG,
    tripDaysAgo: 25,
    review: {
      rating: 5,
      title: "Best bibimbap of our trip",
      content:
        "Our guide knew every stall owner in the market. We tried eight dishes, and the makgeolli tasting at the " +
        "end was a lovely surprise. Come hungry!",
      daysAfterTrip: 2,
    },
    helpful: [0, 2],
  },
  { by: "member", slug: SEED_TO_REVIEW_SLUG, tripDaysAgo: 10 },
  {
    by: 0,
    slug: SEED_TO_REVIEW_SLUG,
    tripDaysAgo: 40,
    review: {
      rating: 5,
      title: "Magical evening at the palace",
      content:
        "The palace lit up at night is breathtaking. Our guide explained the history of each hall without ever " +
        "rushing us, and the hanbok photos came out beautifully.",
      daysAfterTrip: 1,
    },
    helpful: [1, 2, 3, "member"],
  },
  {
    by: 1,
    slug: SEED_TO_REVIEW_SLUG,
    tripDaysAgo: 33,
    review: {
      rating: 4,
      title: "야경이 정말 아름다워요",
      content:
        "경회루 야경이 정말 멋졌습니다. 다만 사람이 많아서 사진 찍기가 조금 힘들었어요. 가이드님 설명은 아주 좋았습니다.",
      daysAfterTrip: 3,
    },
    helpful: [0],
  },
  {
    by: 2,
    slug: SEED_TO_REVIEW_SLUG,
    tripDaysAgo: 18,
    review: {
      rating: 3,
      title: "Good, but very crowded",
      content:
        "A beautiful place, but the evening slot was packed and we waited a long time at the entrance. " +
        "Worth it for the lights, though.",
      daysAfterTrip: 1,
    },
  },
  {
    by: 3,
    slug: SEED_REVIEWED_SLUG,
    tripDaysAgo: 50,
    review: {
      rating: 4,
      title: "Delicious and fun",
      content:
        "So much food! The hanok village is charming in the morning. I would have liked a little more free " +
        "time at the end to shop.",
      daysAfterTrip: 4,
    },
    helpful: [0],
  },
  {
    by: 0,
    slug: "jeju-olle-trail-walk",
    tripDaysAgo: 60,
    review: {
      rating: 5,
      title: "Stunning coastal views",
      content:
        "The half-day walk was the highlight of our week in Jeju. Easy pace, amazing cliffs and a tangerine " +
        "stop on the way. Bring a windbreaker.",
      daysAfterTrip: 2,
    },
    helpful: [1, 3],
  },
  {
    by: 1,
    slug: "jeju-olle-trail-walk",
    tripDaysAgo: 45,
    review: {
      rating: 2,
      title: "비가 와서 아쉬웠어요",
      content:
        "날씨 때문에 코스가 짧아졌는데 미리 안내를 받지 못했습니다. 가이드님은 친절하셨지만 일정 변경 안내가 아쉬웠어요.",
      daysAfterTrip: 1,
    },
  },
  {
    by: 2,
    slug: "dmz-third-tunnel-tour",
    tripDaysAgo: 28,
    review: {
      rating: 5,
      title: "Fascinating and moving",
      content:
        "Walking into the third tunnel is an experience I will not forget. The guide gave us the full story of " +
        "the border and answered every question.",
      daysAfterTrip: 2,
    },
    helpful: [0, 1, 3],
  },
  {
    by: 3,
    slug: "gamcheon-culture-village-tour",
    tripDaysAgo: 22,
    review: {
      rating: 4,
      title: "Colourful and photogenic",
      content:
        "Lovely little alleys full of art. The stamp map is a fun way to explore. Wear comfortable shoes, the " +
        "village is very hilly.",
      daysAfterTrip: 1,
    },
  },
];

const DAY = 24 * 3600 * 1000;

type Candidate = { product: typeof products.$inferSelect; option: typeof productOptions.$inferSelect };

/** The earliest time every option departs at (the rule a booking and a quotation are checked by). */
function sharedDepartureTime(options: readonly Candidate[]): string {
  const [time] = offeredDepartureTimes(options.map(({ option }) => ({ departure_times: option.departureTimes })));
  if (!time) throw new Error(`seed: ${options.map(({ option }) => option.nameEn).join(" and ")} share no time`);
  return time;
}

/** Each product's first bookable option (by its order on the product page). */
async function firstOptions(tx: SeedTx, slugs: readonly string[]): Promise<Map<string, Candidate>> {
  const rows = await tx
    .select({ product: products, option: productOptions })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(inArray(products.slug, [...slugs]), eq(products.channel, "shop"), eq(productOptions.bookable, true)))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
  const first = new Map<string, Candidate>();
  for (const row of rows) if (!first.has(row.product.slug)) first.set(row.product.slug, row);
  return first;
}

/**
 * A paid, confirmed trip that departed `tripDaysAgo` days ago (so the trip is completed), booked 20 days before it.
 * Its item records the option as it ran then: that day. Returns the reservation id, or undefined when the option
 * has no places left (the demo skips that trip rather than overselling).
 */
async function completedTrip(
  tx: SeedTx,
  member: { id: number; name: string },
  candidate: Candidate,
  tripDaysAgo: number,
  now: Date,
): Promise<number | undefined> {
  const departure = addDays(shopToday(now), -tripDaysAgo);
  const booked = daysFrom(now, -tripDaysAgo - 20);
  const currency: Currency = candidate.option.currency;
  const rates = await exchangeRates(tx);
  const unit = convertMoney(
    fromMinor(candidate.option.priceMinor, candidate.option.currency),
    candidate.option.currency,
    currency,
    rates,
  );
  const travelers = 2;
  const lines = [
    {
      product: candidate.product,
      option: { ...candidate.option, startDate: departure, endDate: departure },
      // what the pricing model books for the party, as the shop books it
      quantity: bookedUnits({ pricing: candidate.option.pricing, group_size: candidate.option.groupSize }, travelers),
      price: unit,
    },
  ];
  let row;
  try {
    row = await insertReservation(tx, {
      memberId: member.id,
      requestId: null,
      currency,
      rates,
      departureDate: departure,
      // a time the option runs ("Evening walk (19:00)" leaves at 19:00)
      departureTime: sharedDepartureTime([candidate]),
      travelers,
      luggage: 2,
      traveler: {
        representative_name: member.name,
        contact: "01012345678",
        passport_number: "M12345678",
        nationality: "KR",
        arrival_flight_number: "",
        departure_address: "Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu",
        destination_address: candidate.product.locationEn || "Meeting point",
        same_as_representative: true,
      },
      paymentMethod: "card",
      accountHolder: "",
      bank: null,
      lines,
      price: priceBreakdown({ lines, currency, travelers, luggage: 2, rates }),
      coupon: null,
      now: booked,
      linesField: "options",
    });
  } catch (error) {
    // A full option took no places (the guarded UPDATE matched nothing), so skipping leaves nothing behind.
    if (error instanceof AppError && error.status === 409) return undefined;
    throw error;
  }
  const paidAt = new Date(booked.getTime() + 5 * 60 * 1000);
  await tx
    .update(reservations)
    .set({ status: "confirmed", paidAt, confirmedAt: new Date(paidAt.getTime() + DAY), updatedAt: paidAt })
    .where(eq(reservations.id, row.id));
  await tx.insert(payments).values({
    reservationId: row.id,
    provider: "local",
    method: "card",
    paymentKey: `local_demo_${row.orderId}`,
    amountMinor: row.totalMinor,
    currency: row.currency,
    raw: { demo: true },
    approvedAt: paidAt,
  });
  return row.id;
}

async function memberByEmail(tx: SeedTx, email: string) {
  const [row] = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.area, "member"), eq(accounts.email, email)));
  return row;
}

/** A quotation's first free departure day from `fromDay` on inside every option, not closed; undefined if none. */
function quotationDay(candidates: readonly Candidate[], fromDay: string): string | undefined {
  const last = candidates.map((c) => c.option.endDate).reduce((a, b) => (a < b ? a : b));
  for (let day = fromDay; day <= last; day = addDays(day, 1)) {
    const fits = candidates.every(
      (c) => c.option.startDate <= day && !c.product.closedDates.includes(day) && (c.product.salesStart ?? "") <= day,
    );
    if (fits) return day;
  }
  return undefined;
}

/**
 * Slugs of the products the demo quotations price (two USD options each, as a travel agent would combine them): two
 * evenings in Seoul whose first options both leave at 19:00, the one time a quotation of both may take.
 */
const QUOTED_SLUGS = ["seoul-palace-night-tour", "seoul-lantern-festival"] as const;

type QuotationPlan = {
  title: string;
  message: string;
  /** Days from the seeding day. */
  createdDaysAgo: number;
  validForDays: number;
  departInDays: number;
  status: "sent" | "declined";
  comment?: string;
  /** Quoted unit prices, a little under the catalogue's. */
  discount: number;
};

const QUOTATION_PLANS: readonly QuotationPlan[] = [
  {
    // Open: valid for 14 days, the one the end-to-end journey accepts and pays.
    title: "Seoul by night for two",
    message:
      "As discussed on the phone: the palace night walk and the lantern festival's evening entry, with a small group " +
      "discount.",
    createdDaysAgo: 0,
    validForDays: 14,
    departInDays: 21,
    status: "sent",
    discount: 0.9,
  },
  {
    // Expired: its last day to accept has passed.
    title: "Spring palace walk for two",
    message: "A quiet weekday evening at Gyeongbokgung and the lanterns by the stream.",
    createdDaysAgo: 20,
    validForDays: -3,
    departInDays: 10,
    status: "sent",
    discount: 0.95,
  },
  {
    title: "Palace and lanterns, long weekend",
    message: "Both evenings on a long weekend, with hotel pick-up.",
    createdDaysAgo: 12,
    validForDays: 5,
    departInDays: 30,
    status: "declined",
    comment: "We have changed our travel dates, thank you.",
    discount: 1,
  },
];

/** Demo reviews and quotations (after the catalogue and the demo reservations). */
export const REVIEW_SEED_STEPS: SeedStep[] = [
  {
    name: "reviews-demo-v1",
    run: async (tx) => {
      const now = new Date();
      const member = await memberByEmail(tx, SEED_MEMBER_EMAIL);
      if (!member) return;
      const passwordHash = await hash(DEMO_PASSWORD);
      await tx
        .insert(accounts)
        .values(
          SEED_REVIEWERS.map((reviewer) => ({
            area: "member" as const,
            email: reviewer.email,
            loginId: reviewer.email,
            name: reviewer.name,
            passwordHash,
            termsAgreedAt: now,
          })),
        )
        .onConflictDoNothing();
      const reviewers: { id: number; name: string }[] = [];
      for (const reviewer of SEED_REVIEWERS) {
        const row = await memberByEmail(tx, reviewer.email);
        if (!row) throw new Error(`seed: ${reviewer.email} was not inserted`);
        reviewers.push(row);
      }
      const who = (by: number | "member") => (by === "member" ? member : reviewers[by]);
      const options = await firstOptions(
        tx,
        PLANS.map((plan) => plan.slug),
      );
      for (const plan of PLANS) {
        const author = who(plan.by);
        const candidate = options.get(plan.slug);
        if (!author || !candidate) continue;
        const reservationId = await completedTrip(tx, author, candidate, plan.tripDaysAgo, now);
        if (reservationId === undefined || !plan.review) continue;
        const written = daysFrom(now, -plan.tripDaysAgo + plan.review.daysAfterTrip);
        const voters = (plan.helpful ?? []).map(who).filter((voter) => voter !== undefined);
        const [review] = await tx
          .insert(reviews)
          .values({
            productId: candidate.product.id,
            reservationId,
            memberId: author.id,
            title: plan.review.title,
            rating: plan.review.rating,
            content: plan.review.content,
            // the count always equals the vote rows, as the vote calls keep it
            helpfulCount: voters.length,
            createdAt: written,
            updatedAt: written,
          })
          .returning({ id: reviews.id });
        if (!review) throw new Error("seed: demo review was not inserted");
        if (voters.length > 0) {
          await tx
            .insert(reviewVotes)
            .values(
              voters.map((voter) => ({ reviewId: review.id, memberId: voter.id, createdAt: daysFrom(written, 1) })),
            );
        }
        if (plan.by === "member") {
          // The member also shared this trip on a social network; an operator has not looked at it yet.
          await tx.insert(socialReviewRequests).values({
            memberId: member.id,
            reservationId,
            platform: "instagram",
            url: "https://www.instagram.com/p/demo-jeonju-food-tour/",
            createdAt: daysFrom(written, 1),
            updatedAt: daysFrom(written, 1),
          });
        }
      }
    },
  },
  {
    name: "quotations-demo-v1",
    run: async (tx) => {
      const now = new Date();
      const today = shopToday(now);
      const member = await memberByEmail(tx, SEED_MEMBER_EMAIL);
      if (!member) return;
      const [admin] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.area, "admin"))
        .orderBy(asc(accounts.id))
        .limit(1);
      const byslug = await firstOptions(tx, QUOTED_SLUGS);
      const candidates = QUOTED_SLUGS.map((slug) => byslug.get(slug)).filter((c) => c !== undefined);
      if (candidates.length !== QUOTED_SLUGS.length) return;
      const currency: Currency = "USD";
      const rates = await exchangeRates(tx);
      const travelers = 2;
      // Five bags for two: one over the free allowance, so the quotation shows a luggage fee.
      const luggage = 5;
      for (const plan of QUOTATION_PLANS) {
        const departure = quotationDay(candidates, addDays(today, plan.departInDays));
        if (!departure) continue;
        const created = daysFrom(now, -plan.createdDaysAgo);
        const items = candidates.map(({ product, option }) => {
          const catalogue = convertMoney(
            fromMinor(option.priceMinor, option.currency),
            option.currency,
            currency,
            rates,
          );
          return {
            productId: product.id,
            productOptionId: option.id,
            quantity: bookedUnits({ pricing: option.pricing, group_size: option.groupSize }, travelers),
            unitPriceMinor: toMinor(catalogue * plan.discount, currency),
          };
        });
        const subtotalMinor = items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
        const feeMinor = toMinor(luggageFee(travelers, luggage, currency, rates), currency);
        const [row] = await tx
          .insert(quotations)
          .values({
            number: dayNumber("Q", created),
            memberId: member.id,
            title: plan.title,
            message: plan.message,
            currency,
            departureDate: departure,
            departureTime: sharedDepartureTime(candidates),
            travelers,
            luggage,
            totalMinor: subtotalMinor + feeMinor,
            validUntil: addDays(today, plan.validForDays),
            status: plan.status,
            memberComment: plan.comment ?? "",
            respondedAt: plan.status === "sent" ? null : daysFrom(now, -2),
            createdBy: admin?.id ?? null,
            createdAt: created,
            updatedAt: created,
          })
          .returning({ id: quotations.id });
        if (!row) throw new Error("seed: demo quotation was not inserted");
        await tx.insert(quotationItems).values(items.map((item) => ({ ...item, quotationId: row.id })));
      }
    },
  },
];
