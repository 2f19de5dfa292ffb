import { fromMinor } from "@contracts/money";
import { minDepartureDate } from "@contracts/reservations";
import {
  departureState,
  freeCancellationUntil,
  type TourArea,
  type TourCourse,
  type TourCourseSummary,
  type TourDeparture,
} from "@contracts/tours";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { productOptions, products } from "../catalog/tables";
import type { Lang } from "../reservations/view";
import { tourCourses, tourDepartures } from "./tables";

type CourseRow = { course: typeof tourCourses.$inferSelect; product: typeof products.$inferSelect };
type DepartureRow = {
  option: typeof productOptions.$inferSelect;
  departure: typeof tourDepartures.$inferSelect;
};

const pick = (lang: Lang, en: string, ko: string) => (lang === "ko" ? ko : en);

/** A departure as a visitor choosing one sees it: one day, one time, its seats and what it costs per traveller. */
export function toDeparture(row: DepartureRow, cutoffHours: number, minDate: string, now: Date): TourDeparture {
  const { option } = row;
  const time = option.departureTimes[0] ?? "00:00";
  return {
    id: option.id,
    date: option.startDate,
    time,
    seats: option.capacity,
    booked: option.sold,
    seats_left: Math.max(0, option.capacity - option.sold),
    state: departureState(
      {
        date: option.startDate,
        time,
        seats: option.capacity,
        booked: option.sold,
        bookable: option.bookable,
        cancelled: row.departure.cancelledAt !== null,
      },
      minDate,
      now,
    ),
    price: fromMinor(option.priceMinor, option.currency),
    currency: option.currency,
    free_cancellation_until: freeCancellationUntil(option.startDate, time, cutoffHours).toISOString(),
  };
}

async function departuresOf(db: DbOrTx, courseIds: readonly number[]): Promise<Map<number, DepartureRow[]>> {
  const rows =
    courseIds.length === 0
      ? []
      : await db
          .select({ option: productOptions, departure: tourDepartures })
          .from(tourDepartures)
          .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
          .where(inArray(tourDepartures.courseId, [...courseIds]))
          .orderBy(asc(productOptions.startDate), asc(productOptions.sortOrder), asc(productOptions.id));
  const byCourse = new Map<number, DepartureRow[]>();
  for (const row of rows) {
    const list = byCourse.get(row.departure.courseId) ?? [];
    list.push(row);
    byCourse.set(row.departure.courseId, list);
  }
  return byCourse;
}

function toSummary(
  row: CourseRow,
  departures: readonly TourDeparture[],
  slugOf: ReadonlyMap<number, string>,
  lang: Lang,
): TourCourseSummary {
  const open = departures.filter((departure) => departure.state === "open");
  const cheapest = open.reduce<TourDeparture | undefined>(
    (low, departure) => (low === undefined || departure.price < low.price ? departure : low),
    undefined,
  );
  return {
    id: row.course.id,
    slug: row.product.slug,
    area: row.course.area,
    parent_slug: row.course.parentId === null ? null : (slugOf.get(row.course.parentId) ?? null),
    name: pick(lang, row.product.nameEn, row.product.nameKo),
    summary: pick(lang, row.product.summaryEn, row.product.summaryKo),
    thumbnail: row.product.images[0] ?? "",
    duration_minutes: row.course.durationMinutes,
    languages: row.course.languages,
    from_price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? departures[0]?.currency ?? "USD",
    next_departure: open[0]?.date ?? null,
  };
}

async function publishedCourses(db: DbOrTx, area?: TourArea): Promise<CourseRow[]> {
  return db
    .select({ course: tourCourses, product: products })
    .from(tourCourses)
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .where(and(eq(tourCourses.published, true), area ? eq(tourCourses.area, area) : undefined))
    .orderBy(asc(tourCourses.sortOrder), asc(tourCourses.id));
}

/** Every published course (of one area when asked), courses before their sub-courses' order is the operator's. */
export async function listCourses(db: DbOrTx, query: { area?: TourArea; lang: Lang; now: Date }) {
  const rows = await publishedCourses(db);
  const slugOf = new Map(rows.map((row) => [row.course.id, row.product.slug]));
  const shown = query.area ? rows.filter((row) => row.course.area === query.area) : rows;
  const departures = await departuresOf(
    db,
    shown.map((row) => row.course.id),
  );
  return shown.map((row) => {
    const minDate = minDepartureDate(query.now, row.product.salesStart ?? undefined);
    const list = (departures.get(row.course.id) ?? []).map((departure) =>
      toDeparture(departure, row.course.cancelCutoffHours, minDate, query.now),
    );
    return toSummary(row, list, slugOf, query.lang);
  });
}

/** One published course by its slug, with its sub-courses and every departure from today on; undefined if none. */
export async function courseDetail(db: DbOrTx, slug: string, lang: Lang, now: Date): Promise<TourCourse | undefined> {
  const rows = await publishedCourses(db);
  const row = rows.find((candidate) => candidate.product.slug === slug);
  if (!row) return undefined;
  const slugOf = new Map(rows.map((candidate) => [candidate.course.id, candidate.product.slug]));
  const subs = rows.filter((candidate) => candidate.course.parentId === row.course.id);
  const departures = await departuresOf(db, [row.course.id, ...subs.map((sub) => sub.course.id)]);
  const shape = (course: CourseRow) => {
    const minDate = minDepartureDate(now, course.product.salesStart ?? undefined);
    return {
      minDate,
      list: (departures.get(course.course.id) ?? []).map((departure) =>
        toDeparture(departure, course.course.cancelCutoffHours, minDate, now),
      ),
    };
  };
  const own = shape(row);
  return {
    ...toSummary(row, own.list, slugOf, lang),
    description: pick(lang, row.product.descriptionEn, row.product.descriptionKo),
    images: row.product.images,
    meeting_point: pick(lang, row.course.meetingPointEn, row.course.meetingPointKo),
    itinerary: row.course.itinerary.map((stop) => ({
      time: stop.time,
      title: pick(lang, stop.title_en, stop.title_ko),
      text: pick(lang, stop.text_en, stop.text_ko),
    })),
    min_travelers: row.course.minTravelers,
    cancel_cutoff_hours: row.course.cancelCutoffHours,
    sub_courses: subs.map((sub) => toSummary(sub, shape(sub).list, slugOf, lang)),
    // what has left is no longer offered; today's later departures show as closed (no same-day booking)
    departures: own.list.filter((departure) => departure.state !== "departed"),
    min_date: own.minDate,
  };
}
