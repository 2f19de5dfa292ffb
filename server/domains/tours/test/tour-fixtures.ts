import { addDays, shopToday } from "@contracts/reservations";
import type { Db } from "../../../platform/db/client";
import { productOptions, products } from "../../catalog/tables";
import { TRAVELLER_AGREEMENTS, TRAVELLER_DETAILS } from "../../../platform/test/reservation-fixtures";
import { tourCourses, tourDepartures } from "../tables";

let courseCount = 0;

export type TestCourse = { slug: string; courseId: number; productId: number; departureIds: number[] };

/**
 * A summit course of the tests' own (not the demo's) with one departure per entry of `days` (days from today in
 * Korea) at `time`, each with `seats` seats at $50 a traveller.
 */
export async function insertCourse(
  db: Db,
  now: Date,
  spec: { days?: number[]; seats?: number; time?: string; cutoffHours?: number; area?: "seoul" | "busan" } = {},
): Promise<TestCourse> {
  courseCount += 1;
  const slug = `test-course-${process.pid}-${courseCount}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      channel: "summit",
      kind: "tour",
      category: "tour",
      region: spec.area ?? "seoul",
      nameEn: `Test Course ${courseCount}`,
      nameKo: `시험 코스 ${courseCount}`,
      summaryEn: "A course for the tests.",
      summaryKo: "시험용 코스.",
      descriptionEn: "A course for the tests.",
      descriptionKo: "시험용 코스.",
      images: ["/images/catalog/tour-palace.svg"],
    })
    .returning({ id: products.id });
  if (!product) throw new Error("course product not inserted");
  const [course] = await db
    .insert(tourCourses)
    .values({
      productId: product.id,
      area: spec.area ?? "seoul",
      durationMinutes: 180,
      languages: ["en", "ko"],
      meetingPointEn: "City Hall",
      meetingPointKo: "시청",
      itinerary: [{ time: "09:00", title_en: "Start", title_ko: "출발", text_en: "Meet.", text_ko: "만납니다." }],
      cancelCutoffHours: spec.cutoffHours ?? 48,
    })
    .returning({ id: tourCourses.id });
  if (!course) throw new Error("course not inserted");
  const today = shopToday(now);
  const time = spec.time ?? "10:00";
  const options = await db
    .insert(productOptions)
    .values(
      (spec.days ?? [10]).map((day, index) => ({
        productId: product.id,
        nameEn: `${addDays(today, day)} ${time}`,
        nameKo: `${addDays(today, day)} ${time}`,
        startDate: addDays(today, day),
        endDate: addDays(today, day),
        priceMinor: 5000,
        currency: "USD" as const,
        capacity: spec.seats ?? 10,
        departureTimes: [time],
        sortOrder: index,
      })),
    )
    .returning({ id: productOptions.id });
  await db.insert(tourDepartures).values(options.map((option) => ({ optionId: option.id, courseId: course.id })));
  return { slug, courseId: course.id, productId: product.id, departureIds: options.map((option) => option.id) };
}

/** A valid guest booking of a departure; override any field. */
let guests = 0;

/**
 * A guest's own client address (198.19.0.0/16, for tests): bookings count against their caller's address and
 * their e-mail (booking-limits.ts), which the limits' own tests spend on purpose.
 */
export function guestClient(): string {
  guests += 1;
  return `198.19.${(guests >> 8) % 256}.${guests % 256}`;
}

/** A booking's body for a guest of their own (a fresh e-mail each time unless `overrides` gives one). */
export function tourBody(departureId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  guests += 1;
  return {
    departure_id: departureId,
    email: `guest${guests}@example.test`,
    currency: "USD",
    travelers: 2,
    luggage: 2,
    ...TRAVELLER_DETAILS,
    ...TRAVELLER_AGREEMENTS,
    ...overrides,
  };
}
