import { fromMinor, toMinor } from "@contracts/money";
import { minDepartureDate, shopToday } from "@contracts/reservations";
import {
  type AddDeparturesBodySchema,
  type AdminCourse,
  type AdminCourseBodySchema,
  type AdminCourseSummary,
  type AdminDeparture,
  type DeparturePatchBodySchema,
  DEFAULT_COURSE_IMAGE,
  departureDays,
  TOUR_ADMIN_MESSAGES,
} from "@contracts/tours-admin";
import { and, asc, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../auth/sessions";
import { uniqueViolation } from "../auth/errors";
import { productOptions, products } from "../catalog/tables";
import { foreignKeyViolation } from "../../platform/db/violations";
import { reservationItems } from "../reservations/tables";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { tourError } from "./errors";
import { type ItineraryStop, tourCourses, tourDepartures, tourWaitlist } from "./tables";

// The operators' side of the summit courses (ADR 0027, "The operators' console"): a course is written as its
// product and its tour_courses row together, departures as options and tour_departures rows together, each in one
// transaction, so a refusal half-way leaves nothing behind.

type CourseBody = z.output<typeof AdminCourseBodySchema>;
type DeparturesBody = z.output<typeof AddDeparturesBodySchema>;
type DeparturePatch = z.output<typeof DeparturePatchBodySchema>;

type AdminTourMessage = keyof typeof TOUR_ADMIN_MESSAGES;
const CODES: Partial<Record<AdminTourMessage, string>> = {
  slugTaken: "TOUR_SLUG_TAKEN",
  parentNotFound: "TOUR_PARENT_NOT_FOUND",
  parentIsSelf: "TOUR_PARENT_INVALID",
  parentIsSubCourse: "TOUR_PARENT_INVALID",
  hasSubCourses: "TOUR_PARENT_INVALID",
  pastDate: "TOUR_DEPARTURE_PAST",
  departureExists: "TOUR_DEPARTURE_EXISTS",
  seatsBelowBooked: "TOUR_SEATS_BELOW_BOOKED",
  departureNotFound: "TOUR_DEPARTURE_NOT_FOUND",
  departureInUse: "TOUR_DEPARTURE_IN_USE",
};

/** A console rule broken: the contract's message, a stable code, the field it concerns (and as the one issue). */
function adminError(status: 404 | 409 | 422, key: AdminTourMessage, field: string): AppError {
  const message = TOUR_ADMIN_MESSAGES[key];
  return new AppError(status, CODES[key] ?? "VALIDATION_ERROR", message, field, [{ field, message }]);
}

const courseNotFound = () => tourError(404, "courseNotFound", "slug");

type CourseRow = { course: typeof tourCourses.$inferSelect; product: typeof products.$inferSelect };

async function courseRows(db: DbOrTx): Promise<CourseRow[]> {
  return db
    .select({ course: tourCourses, product: products })
    .from(tourCourses)
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .orderBy(asc(tourCourses.sortOrder), asc(tourCourses.id));
}

async function courseBySlug(db: DbOrTx, slug: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select({ course: tourCourses, product: products })
    .from(tourCourses)
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .where(eq(products.slug, slug));
  return row;
}

async function departureCount(db: DbOrTx, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tourDepartures).where(eq(tourDepartures.courseId, courseId));
  return Number(row?.n ?? 0);
}

function toAdminCourse(row: CourseRow, parentSlug: string | null, departures: number): AdminCourse {
  const { course, product } = row;
  return {
    id: course.id,
    slug: product.slug,
    area: course.area,
    parent_slug: parentSlug,
    name_en: product.nameEn,
    name_ko: product.nameKo,
    summary_en: product.summaryEn,
    summary_ko: product.summaryKo,
    description_en: product.descriptionEn,
    description_ko: product.descriptionKo,
    itinerary: course.itinerary.map((stop) => ({ ...stop })),
    meeting_point_en: course.meetingPointEn,
    meeting_point_ko: course.meetingPointKo,
    duration_minutes: course.durationMinutes,
    languages: course.languages,
    min_travelers: course.minTravelers,
    cancel_cutoff_hours: course.cancelCutoffHours,
    published: course.published,
    sort_order: course.sortOrder,
    images: [...product.images],
    departures,
  };
}

/** Every course, published or not, in the operators' order, with its departures counted. */
export async function adminCourseList(db: DbOrTx, now: Date): Promise<AdminCourseSummary[]> {
  const rows = await courseRows(db);
  const slugOf = new Map(rows.map((row) => [row.course.id, row.product.slug]));
  const today = shopToday(now);
  const counts = await db
    .select({
      courseId: tourDepartures.courseId,
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${productOptions.startDate} >= ${today})`,
    })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .groupBy(tourDepartures.courseId);
  return rows.map(({ course, product }) => {
    const counted = counts.find((entry) => entry.courseId === course.id);
    return {
      id: course.id,
      slug: product.slug,
      area: course.area,
      parent_slug: course.parentId === null ? null : (slugOf.get(course.parentId) ?? null),
      name_en: product.nameEn,
      name_ko: product.nameKo,
      published: course.published,
      sort_order: course.sortOrder,
      departures: Number(counted?.all ?? 0),
      upcoming: Number(counted?.upcoming ?? 0),
    };
  });
}

/** One course as the editor fills its form; undefined when no course has this address. */
export async function adminCourse(db: DbOrTx, slug: string): Promise<AdminCourse | undefined> {
  const row = await courseBySlug(db, slug);
  if (!row) return undefined;
  const parent = row.course.parentId === null ? undefined : await parentSlugOf(db, row.course.parentId);
  return toAdminCourse(row, parent ?? null, await departureCount(db, row.course.id));
}

async function parentSlugOf(db: DbOrTx, courseId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(tourCourses)
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .where(eq(tourCourses.id, courseId));
  return row?.slug;
}

/**
 * The main course a course may hang under: it exists, is not the course itself, and is a main course; and a course
 * that has sub-courses stays a main course (one level, as the course page shows them).
 */
async function parentFor(tx: DbOrTx, body: CourseBody, self?: CourseRow): Promise<number | null> {
  if (body.parent_slug === null) return null;
  if (self && body.parent_slug === self.product.slug) throw adminError(422, "parentIsSelf", "parent_slug");
  const parent = await courseBySlug(tx, body.parent_slug);
  if (!parent) throw adminError(422, "parentNotFound", "parent_slug");
  if (self && parent.course.id === self.course.id) throw adminError(422, "parentIsSelf", "parent_slug");
  if (parent.course.parentId !== null) throw adminError(422, "parentIsSubCourse", "parent_slug");
  if (self) {
    const [child] = await tx
      .select({ id: tourCourses.id })
      .from(tourCourses)
      .where(eq(tourCourses.parentId, self.course.id))
      .limit(1);
    if (child) throw adminError(409, "hasSubCourses", "parent_slug");
  }
  return parent.course.id;
}

const productValues = (body: CourseBody) => ({
  slug: body.slug,
  region: body.area,
  nameEn: body.name_en,
  nameKo: body.name_ko,
  summaryEn: body.summary_en,
  summaryKo: body.summary_ko,
  descriptionEn: body.description_en,
  descriptionKo: body.description_ko,
  locationEn: body.meeting_point_en,
  locationKo: body.meeting_point_ko,
  // left out, a saved course keeps its pictures
  ...(body.images === undefined ? {} : { images: body.images }),
});

const courseValues = (body: CourseBody, parentId: number | null) => ({
  area: body.area,
  parentId,
  durationMinutes: body.duration_minutes,
  languages: body.languages,
  meetingPointEn: body.meeting_point_en,
  meetingPointKo: body.meeting_point_ko,
  itinerary: body.itinerary satisfies ItineraryStop[],
  minTravelers: body.min_travelers,
  cancelCutoffHours: body.cancel_cutoff_hours,
  published: body.published,
  sortOrder: body.sort_order,
});

/** A taken address is the one unique rule of a course the database keeps: a race's loser hears it as a 409 too. */
async function slugGuarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw adminError(409, "slugTaken", "slug");
    throw error;
  }
}

async function slugFree(tx: DbOrTx, slug: string, productId?: number) {
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (taken && taken.id !== productId) throw adminError(409, "slugTaken", "slug");
}

/** A new course: its product of the summit channel and its course row, together or not at all. */
export async function createCourse(db: Db, body: CourseBody): Promise<AdminCourse> {
  const slug = await slugGuarded(() =>
    db.transaction(async (tx) => {
      await slugFree(tx, body.slug);
      const parentId = await parentFor(tx, body);
      const [product] = await tx
        .insert(products)
        .values({
          images: [DEFAULT_COURSE_IMAGE],
          ...productValues(body),
          channel: "summit",
          kind: "tour",
          category: "tour",
        })
        .returning({ id: products.id });
      if (!product) throw new Error("course product not inserted");
      await tx.insert(tourCourses).values({ productId: product.id, ...courseValues(body, parentId) });
      return body.slug;
    }),
  );
  const created = await adminCourse(db, slug);
  if (!created) throw new Error("created course not found");
  return created;
}

/** A course replaced as a whole (its address too); its departures and their bookings stay as they are. */
export async function updateCourse(db: Db, slug: string, body: CourseBody): Promise<AdminCourse> {
  await slugGuarded(() =>
    db.transaction(async (tx) => {
      const row = await courseBySlug(tx, slug);
      if (!row) throw courseNotFound();
      await slugFree(tx, body.slug, row.product.id);
      const parentId = await parentFor(tx, body, row);
      await tx
        .update(products)
        .set({ ...productValues(body), updatedAt: new Date() })
        .where(eq(products.id, row.product.id));
      await tx
        .update(tourCourses)
        .set({ ...courseValues(body, parentId), updatedAt: new Date() })
        .where(eq(tourCourses.id, row.course.id));
    }),
  );
  const updated = await adminCourse(db, body.slug);
  if (!updated) throw new Error("updated course not found");
  return updated;
}

type DepartureRow = { option: typeof productOptions.$inferSelect; departure: typeof tourDepartures.$inferSelect };

function toAdminDeparture({ option, departure }: DepartureRow): AdminDeparture {
  return {
    id: option.id,
    date: option.startDate,
    time: option.departureTimes[0] ?? "00:00",
    seats: option.capacity,
    booked: option.sold,
    bookable: option.bookable,
    cancelled: departure.cancelledAt !== null,
    price: fromMinor(option.priceMinor, option.currency),
    currency: option.currency,
  };
}

const departureColumns = { option: productOptions, departure: tourDepartures };

/** A course's departures, past ones too, by day and time. */
export async function courseDepartures(db: DbOrTx, slug: string): Promise<AdminDeparture[]> {
  const row = await courseBySlug(db, slug);
  if (!row) throw courseNotFound();
  const rows = await db
    .select(departureColumns)
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .where(eq(tourDepartures.courseId, row.course.id))
    .orderBy(asc(productOptions.startDate), asc(productOptions.departureTimes), asc(productOptions.id));
  return rows.map(toAdminDeparture);
}

/**
 * Departures on every chosen weekday of a range at one time: none before the first bookable day, none where the
 * course already leaves at that time (409 naming `time`), all of them or none.
 */
export async function addDepartures(db: Db, slug: string, body: DeparturesBody, now: Date): Promise<AdminDeparture[]> {
  const days = departureDays(body.from, body.to ?? body.from, body.weekdays);
  if (body.from < minDepartureDate(now)) throw adminError(422, "pastDate", "from");
  const ids = await db.transaction(async (tx) => {
    const row = await courseBySlug(tx, slug);
    if (!row) throw courseNotFound();
    const existing = await tx
      .select({ date: productOptions.startDate, times: productOptions.departureTimes })
      .from(tourDepartures)
      .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
      .where(
        and(
          eq(tourDepartures.courseId, row.course.id),
          gte(productOptions.startDate, days[0] ?? body.from),
          lte(productOptions.startDate, days.at(-1) ?? body.from),
        ),
      );
    const taken = new Set(existing.map((entry) => `${entry.date} ${entry.times[0] ?? ""}`));
    if (days.some((day) => taken.has(`${day} ${body.time}`))) throw adminError(409, "departureExists", "time");
    const [last] = await tx
      .select({ n: count() })
      .from(productOptions)
      .where(eq(productOptions.productId, row.product.id));
    const first = Number(last?.n ?? 0);
    const inserted = await tx
      .insert(productOptions)
      .values(
        days.map((day, index) => ({
          productId: row.product.id,
          nameEn: `${day} ${body.time}`,
          nameKo: `${day} ${body.time}`,
          startDate: day,
          endDate: day,
          priceMinor: toMinor(body.price, body.currency),
          currency: body.currency,
          capacity: body.seats,
          departureTimes: [body.time],
          sortOrder: first + index,
        })),
      )
      .returning({ id: productOptions.id });
    await tx
      .insert(tourDepartures)
      .values(inserted.map((option) => ({ optionId: option.id, courseId: row.course.id })));
    return inserted.map((option) => option.id);
  });
  const rows = await db
    .select(departureColumns)
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .where(inArray(tourDepartures.optionId, ids))
    .orderBy(asc(productOptions.startDate), asc(productOptions.id));
  return rows.map(toAdminDeparture);
}

/**
 * A departure's seats, price and sale. The seats change in one guarded UPDATE (`sold <= seats`, and `sold` counts
 * the seats waitlist offers hold), so a booking taken a moment before is never pushed out: fewer seats than booked
 * is a 409 naming `seats`. A new price is the option's, read by bookings from now on; a reservation keeps the unit
 * price it was made at (`reservation_items.unit_price_minor`).
 */
export async function changeDeparture(db: Db, id: number, patch: DeparturePatch): Promise<AdminDeparture> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select(departureColumns)
      .from(tourDepartures)
      .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
      .where(eq(tourDepartures.optionId, id));
    if (!found) throw adminError(404, "departureNotFound", "id");
    const set = {
      ...(patch.seats === undefined ? {} : { capacity: patch.seats }),
      ...(patch.price === undefined ? {} : { priceMinor: toMinor(patch.price, found.option.currency) }),
      ...(patch.bookable === undefined ? {} : { bookable: patch.bookable }),
    };
    const [option] = await tx
      .update(productOptions)
      .set(set)
      .where(
        and(eq(productOptions.id, id), patch.seats === undefined ? undefined : lte(productOptions.sold, patch.seats)),
      )
      .returning();
    if (!option) throw adminError(409, "seatsBelowBooked", "seats");
    return toAdminDeparture({ option, departure: found.departure });
  });
}

/**
 * A departure nobody ever booked or waited for goes, its option with it, in one transaction. One with a
 * reservation in any state or a waitlist entry keeps them (their tickets, refunds and mails name it): 409, close it
 * for sale instead. The option's row is locked first, so a booking or a join arriving meanwhile waits and then
 * finds no departure.
 */
export async function deleteDeparture(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: productOptions.id })
        .from(productOptions)
        .innerJoin(tourDepartures, eq(tourDepartures.optionId, productOptions.id))
        .where(eq(productOptions.id, id))
        .for("update", { of: productOptions });
      if (!found) throw adminError(404, "departureNotFound", "id");
      const [booked] = await tx
        .select({ n: count() })
        .from(reservationItems)
        .where(eq(reservationItems.productOptionId, id));
      const [waiting] = await tx.select({ n: count() }).from(tourWaitlist).where(eq(tourWaitlist.departureId, id));
      if (Number(booked?.n ?? 0) > 0 || Number(waiting?.n ?? 0) > 0) throw adminError(409, "departureInUse", "id");
      // the departure's own row, check-ins and cart lines go with the option (ON DELETE CASCADE)
      await tx.delete(productOptions).where(eq(productOptions.id, id));
    });
  } catch (error) {
    // a row of another domain that keeps the option (a quotation's line) refuses the delete as a booking would
    if (foreignKeyViolation(error)) throw adminError(409, "departureInUse", "id");
    throw error;
  }
}
