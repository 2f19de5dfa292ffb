import { toMinor } from "@contracts/money";
import {
  addDays,
  minDepartureDate,
  type PaymentMethod,
  priceBreakdown,
  type ReservationStatus,
  shopToday,
} from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { catalogImage } from "../catalog/seed-data";
import { productOptions, products } from "../catalog/tables";
import { payments } from "../payments/tables";
import { insertReservation } from "../reservations/insert";
import { exchangeRates } from "../reservations/rates";
import { reservations } from "../reservations/tables";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";
import { WAITLIST_OFFER_HOURS } from "@contracts/tours";
import { type ItineraryStop, tourCourses, tourDepartures, tourWaitlist } from "./tables";
import { textColumns } from "../../platform/seed-rows";

// The summit tours' demo (ADR 0027): Seoul and Busan courses and a sub-course, departures every few days over the
// coming five weeks (dated from the seeding day in Korea, so they are always ahead), and a guest's reservations in
// every state. The README lists the demo guest and reservation.

type Text = readonly [en: string, ko: string];

export const SUMMIT_GUEST_EMAIL = "summit-guest@demo.test";
/** The demo guest's confirmed reservation: its number and the e-mail find it on myreservation. */
export const SUMMIT_DEMO_NUMBER = "R251101-SUMMIT";

type CourseSeed = {
  slug: string;
  area: "seoul" | "busan";
  parent?: string;
  name: Text;
  summary: Text;
  description: Text;
  meetingPoint: Text;
  durationMinutes: number;
  languages: string[];
  priceUsd: number;
  seats: number;
  times: string[];
  /** Departures every `every` days from the day after tomorrow, for five weeks. */
  every: number;
  cutoffHours: number;
  image: string;
  itinerary: readonly (readonly [time: string, title: Text, text: Text])[];
};

const COURSES: readonly CourseSeed[] = [
  {
    slug: "seoul-palaces-and-hanok",
    area: "seoul",
    name: ["Palaces and Hanok Village", "궁궐과 한옥마을"],
    summary: [
      "Gyeongbokgung, the Blue House grounds and Bukchon in one guided morning.",
      "경복궁, 청와대, 북촌을 한나절에 돌아보는 해설 투어.",
    ],
    description: [
      "Walk the royal palace with a licensed guide, watch the changing of the guard, visit the former presidential residence and end among the hanok houses of Bukchon. Seats are limited and a departure runs with at least two travellers.",
      "자격을 갖춘 해설사와 함께 경복궁을 걷고 수문장 교대식을 본 뒤 청와대를 관람하고 북촌 한옥마을에서 마칩니다. 좌석이 한정되어 있으며 최소 2명 이상일 때 출발합니다.",
    ],
    meetingPoint: ["Gwanghwamun Gate, east ticket office", "광화문 동쪽 매표소 앞"],
    durationMinutes: 240,
    languages: ["en", "ko"],
    priceUsd: 59,
    seats: 20,
    times: ["09:00", "13:30"],
    every: 2,
    cutoffHours: 48,
    image: catalogImage("tour-palace"),
    itinerary: [
      [
        "09:00",
        ["Gwanghwamun", "광화문"],
        ["Meet the guide and receive the audio set.", "해설사를 만나 수신기를 받습니다."],
      ],
      [
        "09:20",
        ["Gyeongbokgung Palace", "경복궁"],
        ["The throne hall and the guard ceremony.", "근정전과 수문장 교대식."],
      ],
      [
        "11:00",
        ["Cheong Wa Dae", "청와대"],
        ["The former presidential residence and its gardens.", "옛 대통령 관저와 정원."],
      ],
      [
        "12:30",
        ["Bukchon Hanok Village", "북촌 한옥마을"],
        ["Alleys of traditional houses; the tour ends here.", "전통 가옥 골목길, 여기서 마칩니다."],
      ],
    ],
  },
  {
    slug: "seoul-palaces-night",
    area: "seoul",
    parent: "seoul-palaces-and-hanok",
    name: ["Palace by Night", "달빛 궁궐"],
    summary: [
      "Changdeokgung's garden under lanterns, a shorter evening variant.",
      "창덕궁 후원을 등불 아래 걷는 저녁 코스.",
    ],
    description: [
      "A two-hour evening walk through Changdeokgung and its secret garden, with tea in a pavilion.",
      "창덕궁과 후원을 두 시간 동안 걷고 정자에서 차를 마시는 저녁 코스입니다.",
    ],
    meetingPoint: ["Donhwamun Gate, Changdeokgung", "창덕궁 돈화문 앞"],
    durationMinutes: 120,
    languages: ["en", "ko"],
    priceUsd: 45,
    seats: 12,
    times: ["19:00"],
    every: 3,
    cutoffHours: 24,
    image: catalogImage("culture-hanok"),
    itinerary: [
      [
        "19:00",
        ["Donhwamun", "돈화문"],
        ["Meet the guide; lanterns are handed out.", "해설사를 만나 등불을 받습니다."],
      ],
      ["19:40", ["Secret Garden", "후원"], ["Tea at Buyongji pond.", "부용지에서 차 한 잔."]],
    ],
  },
  {
    slug: "seoul-dmz-peace",
    area: "seoul",
    name: ["DMZ and the Peace Trail", "DMZ 평화의 길"],
    summary: [
      "The border area with a passport check; a full day from the city.",
      "여권 확인이 필요한 접경 지역, 서울에서 출발하는 하루 코스.",
    ],
    description: [
      "Imjingak, the third tunnel and the Dora observatory with a guide who explains the history of the peninsula. Bring your passport: it is checked at the gate.",
      "임진각, 제3땅굴, 도라전망대를 한반도의 역사를 설명하는 해설사와 함께 둘러봅니다. 검문소에서 여권을 확인하므로 꼭 지참하세요.",
    ],
    meetingPoint: ["City Hall Station, exit 5", "시청역 5번 출구"],
    durationMinutes: 480,
    languages: ["en", "ko"],
    priceUsd: 89,
    seats: 10,
    times: ["08:00"],
    every: 4,
    cutoffHours: 72,
    image: catalogImage("tour-mountain-road"),
    itinerary: [
      ["08:00", ["City Hall", "시청"], ["Departure by coach.", "버스로 출발합니다."]],
      ["09:30", ["Imjingak", "임진각"], ["The freedom bridge.", "자유의 다리."]],
      ["11:00", ["Third Tunnel", "제3땅굴"], ["A walk into the tunnel.", "땅굴 안으로 걸어 들어갑니다."]],
      ["16:00", ["City Hall", "시청"], ["Back in the city.", "서울로 돌아옵니다."]],
    ],
  },
  {
    slug: "busan-coast-and-market",
    area: "busan",
    name: ["Haeundae Coast and Jagalchi Market", "해운대 해안과 자갈치시장"],
    summary: [
      "The summit venue's coast, Dongbaekseom and lunch at the fish market.",
      "정상회의장 인근 해안, 동백섬, 자갈치시장 점심.",
    ],
    description: [
      "From the APEC House on Dongbaek Island along the coastal path to Haeundae, then by coach to Jagalchi market for a seafood lunch and Gamcheon culture village.",
      "동백섬의 누리마루 APEC하우스에서 해안 산책로를 따라 해운대까지 걸은 뒤, 버스로 자갈치시장에서 해산물 점심을 먹고 감천문화마을을 둘러봅니다.",
    ],
    meetingPoint: ["Nurimaru APEC House, main gate", "누리마루 APEC하우스 정문"],
    durationMinutes: 360,
    languages: ["en", "ko"],
    priceUsd: 69,
    seats: 16,
    times: ["10:00"],
    every: 2,
    cutoffHours: 48,
    image: catalogImage("food-market"),
    itinerary: [
      [
        "10:00",
        ["Nurimaru APEC House", "누리마루 APEC하우스"],
        ["Where the 2005 summit met.", "2005년 정상회의가 열린 곳."],
      ],
      ["11:00", ["Haeundae", "해운대"], ["The coastal walk.", "해안 산책."]],
      ["12:30", ["Jagalchi Market", "자갈치시장"], ["Seafood lunch (included).", "해산물 점심 포함."]],
      ["14:30", ["Gamcheon Culture Village", "감천문화마을"], ["The tour ends here.", "여기서 마칩니다."]],
    ],
  },
  {
    slug: "busan-temple-by-the-sea",
    area: "busan",
    name: ["Temple by the Sea", "바다 사찰 해동용궁사"],
    summary: ["Haedong Yonggungsa and the Skyline Luge at Gijang.", "해동용궁사와 기장 스카이라인 루지."],
    description: [
      "A half day on Busan's east coast: the seaside temple, the fishing village of Daebyeon and a ride on the luge.",
      "부산 동해안에서 보내는 반나절: 바닷가 사찰, 대변항, 루지 체험.",
    ],
    meetingPoint: ["Haeundae Station, exit 1", "해운대역 1번 출구"],
    durationMinutes: 270,
    languages: ["en", "ko", "ja"],
    priceUsd: 55,
    seats: 10,
    times: ["09:30", "14:00"],
    every: 3,
    cutoffHours: 48,
    image: catalogImage("culture-temple"),
    itinerary: [
      ["09:30", ["Haeundae Station", "해운대역"], ["Departure by minibus.", "미니버스로 출발."]],
      ["10:15", ["Haedong Yonggungsa", "해동용궁사"], ["The temple on the rocks.", "바위 위의 사찰."]],
      ["12:00", ["Skyline Luge", "스카이라인 루지"], ["Two rides included.", "2회 탑승 포함."]],
    ],
  },
];

const WEEKS = 5;

const itinerary = (stops: CourseSeed["itinerary"]): ItineraryStop[] =>
  stops.map(([time, title, text]) => ({
    time,
    title_en: title[0],
    title_ko: title[1],
    text_en: text[0],
    text_ko: text[1],
  }));

/** One demo reservation per state the guest's pages show. */
const PLANS: readonly { status: ReservationStatus; method: PaymentMethod; travelers: number; luggage: number }[] = [
  { status: "confirmed", method: "bank_transfer", travelers: 2, luggage: 3 },
  { status: "waiting", method: "bank_transfer", travelers: 3, luggage: 2 },
  { status: "requested", method: "card", travelers: 2, luggage: 0 },
  { status: "cancel_requested", method: "card", travelers: 2, luggage: 4 },
  { status: "cancelled", method: "bank_transfer", travelers: 4, luggage: 8 },
];

async function seedCourses(tx: SeedTx, now: Date): Promise<Map<string, number[]>> {
  const today = shopToday(now);
  const ids = new Map<string, number>();
  const departures = new Map<string, number[]>();
  for (const [index, seed] of COURSES.entries()) {
    const [product] = await tx
      .insert(products)
      .values({
        slug: seed.slug,
        channel: "summit",
        kind: "tour",
        category: "tour",
        region: seed.area,
        ...textColumns({
          name: seed.name,
          summary: seed.summary,
          description: seed.description,
          location: seed.meetingPoint,
        }),
        images: [seed.image],
      })
      .returning({ id: products.id });
    if (!product) throw new Error(`seed: course ${seed.slug} was not inserted`);
    const parentId = seed.parent ? ids.get(seed.parent) : undefined;
    const [course] = await tx
      .insert(tourCourses)
      .values({
        productId: product.id,
        area: seed.area,
        parentId: parentId ?? null,
        durationMinutes: seed.durationMinutes,
        languages: seed.languages,
        ...textColumns({ meetingPoint: seed.meetingPoint }),
        itinerary: itinerary(seed.itinerary),
        cancelCutoffHours: seed.cutoffHours,
        sortOrder: (index + 1) * 10,
      })
      .returning({ id: tourCourses.id });
    if (!course) throw new Error(`seed: course ${seed.slug} has no row`);
    ids.set(seed.slug, course.id);
    const options: (typeof productOptions.$inferInsert)[] = [];
    for (let day = 2; day <= WEEKS * 7; day += seed.every) {
      const date = addDays(today, day);
      for (const time of seed.times) {
        options.push({
          productId: product.id,
          nameEn: `${date} ${time}`,
          nameKo: `${date} ${time}`,
          startDate: date,
          endDate: date,
          priceMinor: toMinor(seed.priceUsd, "USD"),
          currency: "USD",
          capacity: seed.seats,
          departureTimes: [time],
          sortOrder: options.length,
        });
      }
    }
    const inserted = await tx.insert(productOptions).values(options).returning({ id: productOptions.id });
    await tx.insert(tourDepartures).values(inserted.map((option) => ({ optionId: option.id, courseId: course.id })));
    departures.set(
      seed.slug,
      inserted.map((option) => option.id),
    );
  }
  return departures;
}

async function seedReservations(tx: SeedTx, departureIds: readonly number[], now: Date) {
  const rates = await exchangeRates(tx);
  for (const [index, plan] of PLANS.entries()) {
    // every plan on a different departure a week or more ahead, so a bank transfer's deadline is open
    const optionId = departureIds[6 + index * 2];
    if (optionId === undefined) continue;
    const [found] = await tx
      .select({ option: productOptions, product: products })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(eq(productOptions.id, optionId));
    if (!found || found.option.startDate < minDepartureDate(now)) continue;
    const price = found.option.priceMinor / 100;
    const lines = [{ ...found, quantity: plan.travelers, price }];
    const breakdown = priceBreakdown({
      lines,
      currency: "USD",
      travelers: plan.travelers,
      luggage: plan.luggage,
      rates,
    });
    const row = await insertReservation(tx, {
      memberId: null,
      guestEmail: SUMMIT_GUEST_EMAIL,
      channel: "summit",
      requestId: null,
      currency: "USD",
      rates,
      departureDate: found.option.startDate,
      departureTime: found.option.departureTimes[0] ?? "10:00",
      travelers: plan.travelers,
      luggage: plan.luggage,
      traveler: {
        representative_name:
          ["Emma Clarke", "Lucas Moreau", "Aiko Tanaka", "David Kim", "Sofia Rossi"][index] ?? "Guest",
        contact: "14155550123",
        passport_number: `P${String(70000000 + index * 1111)}`,
        nationality: ["US", "FR", "JP", "CA", "IT"][index] ?? "US",
        arrival_flight_number: "KE012",
        departure_address: "Lotte Hotel Seoul, 30 Eulji-ro",
        destination_address: "Lotte Hotel Seoul, 30 Eulji-ro",
        same_as_representative: true,
      },
      paymentMethod: plan.method,
      accountHolder: plan.method === "bank_transfer" ? "EMMA CLARKE" : "",
      bank: plan.method === "bank_transfer" ? "shinhan" : null,
      lines,
      price: breakdown,
      coupon: null,
      now,
      linesField: "departure_id",
    });
    const paid = plan.status === "confirmed" || plan.status === "requested" || plan.status === "cancel_requested";
    await tx
      .update(reservations)
      .set({
        ...(index === 0 ? { number: SUMMIT_DEMO_NUMBER } : {}),
        status: plan.status,
        paidAt: paid ? now : null,
        confirmedAt: plan.status === "confirmed" ? now : null,
        cancelRequestedAt: plan.status === "cancel_requested" ? now : null,
        cancelledAt: plan.status === "cancelled" ? now : null,
        cancelReason: plan.status === "cancelled" ? "member" : null,
        paymentDueAt: null,
      })
      .where(eq(reservations.id, row.id));
    if (plan.status === "cancelled") {
      // a cancelled booking holds no seats
      await tx.update(productOptions).set({ sold: found.option.sold }).where(eq(productOptions.id, optionId));
    }
    if (paid) {
      await tx.insert(payments).values({
        reservationId: row.id,
        provider: plan.method === "bank_transfer" ? "bank" : "local",
        method: plan.method,
        paymentKey: `seed_${row.orderId}`,
        amountMinor: row.totalMinor,
        currency: row.currency,
        raw: { seeded: true },
        approvedAt: now,
      });
    }
  }
}

/** The demo's full departure: its waitlist has a guest holding an offer and one waiting behind. */
/** The placeholder hash the demo's waitlist entries are seeded with, until the running server signs their links. */
export const SEEDED_TOKEN_PREFIX = "seed-";
export const SUMMIT_WAITLIST_COURSE = "busan-coast-and-market";
export const SUMMIT_WAITLIST_EMAILS = { offered: "waitlist-offered@demo.test", waiting: "waitlist-waiting@demo.test" };

/**
 * A departure a week ahead filled by one group, two seats held for the first waiting guest's offer and a second
 * guest in line. Their links are signed by the running server (waitlist-seeded.ts), which mails the offer.
 */
async function seedWaitlist(tx: SeedTx, now: Date) {
  const [course] = await tx
    .select({ course: tourCourses })
    .from(tourCourses)
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .where(eq(products.slug, SUMMIT_WAITLIST_COURSE));
  if (!course) return;
  const options = await tx
    .select({ option: productOptions, product: products })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(eq(tourDepartures.courseId, course.course.id))
    .orderBy(productOptions.startDate, productOptions.sortOrder);
  const weekAhead = addDays(shopToday(now), 7);
  const found = options.find((row) => row.option.startDate >= weekAhead && row.option.sold === 0);
  if (!found) return;
  const { option } = found;
  const travelers = option.capacity - 2;
  const rates = await exchangeRates(tx);
  const lines = [{ ...found, quantity: travelers, price: option.priceMinor / 100 }];
  await insertReservation(tx, {
    memberId: null,
    guestEmail: "waitlist-group@demo.test",
    channel: "summit",
    requestId: null,
    currency: "USD",
    rates,
    departureDate: option.startDate,
    departureTime: option.departureTimes[0] ?? "09:30",
    travelers,
    luggage: 0,
    traveler: {
      representative_name: "Hana Group Tours",
      contact: "821055501234",
      passport_number: "M55501234",
      nationality: "KR",
      arrival_flight_number: "KE001",
      departure_address: "Westin Josun Busan",
      destination_address: "Westin Josun Busan",
      same_as_representative: true,
    },
    paymentMethod: "bank_transfer",
    accountHolder: "HANA GROUP",
    bank: "shinhan",
    lines,
    price: priceBreakdown({ lines, currency: "USD", travelers, luggage: 0, rates }),
    coupon: null,
    now,
    linesField: "departure_id",
  });
  // the offer's two seats count as sold, as a real offer's do
  await tx.update(productOptions).set({ sold: option.capacity }).where(eq(productOptions.id, option.id));
  await tx.insert(tourWaitlist).values([
    {
      departureId: option.id,
      name: "Olivia Brown",
      email: SUMMIT_WAITLIST_EMAILS.offered,
      travelers: 2,
      lang: "en",
      tokenHash: `${SEEDED_TOKEN_PREFIX}${crypto.randomUUID()}`,
      status: "offered",
      joinedAt: new Date(now.getTime() - 2 * 86_400_000),
      heldSeats: 2,
      offeredAt: now,
      offerExpiresAt: new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000),
    },
    {
      departureId: option.id,
      name: "박서연",
      email: SUMMIT_WAITLIST_EMAILS.waiting,
      travelers: 3,
      lang: "ko",
      tokenHash: `${SEEDED_TOKEN_PREFIX}${crypto.randomUUID()}`,
      joinedAt: new Date(now.getTime() - 86_400_000),
    },
  ]);
}

export const TOUR_SEED_STEPS: SeedStep[] = [
  {
    name: "summit-tours-v1",
    run: async (tx) => {
      const now = new Date();
      const departures = await seedCourses(tx, now);
      await seedReservations(tx, departures.get("seoul-palaces-and-hanok") ?? [], now);
    },
  },
  {
    name: "summit-waitlist-v1",
    run: (tx) => seedWaitlist(tx, new Date()),
  },
];
