import {
  type AdminOption,
  type AdminOptionBodySchema,
  type AdminOptionPatchSchema,
  type AdminProduct,
  type AdminProductListQuerySchema,
  type AdminProductReview,
  type AdminProductSummary,
  type AdminProductValues,
  DEFAULT_PRODUCT_IMAGE,
  MAX_PRODUCT_IMAGES,
  OPTION_MONEY_FIELDS,
  PRODUCTS_ADMIN_MESSAGES,
  productImageUrl,
} from "@contracts/products-admin";
import type { PageMeta } from "@contracts/envelope";
import { fromMinor, toMinor } from "@contracts/money";
import { shopToday } from "@contracts/reservations";
import { and, asc, count, desc, eq, like, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { reviews } from "../reviews/tables";
import type { Db } from "../../platform/db/client";
import { containsPattern } from "../../platform/db/query-text";
import { AppError } from "../../platform/http/errors";
import type { UploadedFile } from "../../platform/http/uploads";
import { invalidateCatalog } from "./list-cache";
import { productImages, productOptions, products } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

// The shop's products in the operators' console (ADR 0034): every write runs as its operator (asActor) with its
// audit entry in the same transaction, and drops the catalogue's cached pages so the shop shows it at once.

type ListQuery = z.output<typeof AdminProductListQuerySchema>;
type OptionBody = z.output<typeof AdminOptionBodySchema>;
type OptionPatch = z.output<typeof AdminOptionPatchSchema>;
type ProductRow = typeof products.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;

type Message = keyof typeof PRODUCTS_ADMIN_MESSAGES;

/** A refusal naming its field, in the contract's words. */
function refusal(status: 400 | 403 | 404 | 409, code: string, key: Message, field: string): AppError {
  const message = PRODUCTS_ADMIN_MESSAGES[key];
  return new AppError(status, code, message, field, [{ field, message }]);
}
const fieldError = (key: Message, field: string) => refusal(400, "VALIDATION_ERROR", key, field);
export const productNotFound = () => refusal(404, "NOT_FOUND", "productNotFound", "id");
const optionNotFound = () => refusal(404, "NOT_FOUND", "optionNotFound", "optionId");

/** Only the shop's own products: the summit's courses and the passes have consoles of their own. */
const SHOP = eq(products.channel, "shop");

// --- reading ----------------------------------------------------------------------------------------------------

/** One page of the shop's products, newest first, each with its options, places sold and places in all. */
export async function listAdminProducts(
  db: DbOrTx,
  query: ListQuery,
): Promise<{ rows: AdminProductSummary[]; meta: PageMeta }> {
  const where: SQL[] = [SHOP];
  if (query.category !== "all") where.push(eq(products.category, query.category));
  const keyword = query.keyword === undefined || query.keyword === "" ? undefined : containsPattern(query.keyword);
  if (keyword) where.push(sql`(${products.nameEn} ilike ${keyword} or ${products.nameKo} ilike ${keyword})`);
  const rows = await db
    .select({
      product: products,
      options: sql<number>`count(${productOptions.id})`,
      sold: sql<number>`coalesce(sum(${productOptions.sold}), 0)`,
      capacity: sql<number>`coalesce(sum(${productOptions.capacity}), 0)`,
      total: sql<number>`count(*) over ()`,
    })
    .from(products)
    .leftJoin(productOptions, eq(productOptions.productId, products.id))
    .where(and(...where))
    .groupBy(products.id)
    .orderBy(desc(products.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .select({ n: count() })
      .from(products)
      .where(and(...where));
    total = Number(counted?.n ?? 0);
  }
  return {
    rows: rows.map(({ product, options, sold, capacity }) => ({
      id: product.id,
      slug: product.slug,
      name_en: product.nameEn,
      name_ko: product.nameKo,
      kind: product.kind,
      category: product.category,
      region: product.region,
      featured: product.featured,
      rank: product.rank,
      thumbnail: product.images[0] ?? "",
      options: Number(options),
      sold: Number(sold),
      capacity: Number(capacity),
      updated_at: new Date(product.updatedAt).toISOString(),
    })),
    meta: pageMeta(query, total),
  };
}

function toAdminOption(option: OptionRow): AdminOption {
  return {
    id: option.id,
    name_en: option.nameEn,
    name_ko: option.nameKo,
    start_date: option.startDate,
    end_date: option.endDate,
    departure_times: [...option.departureTimes],
    price: fromMinor(option.priceMinor, option.currency),
    currency: option.currency,
    pricing: option.pricing,
    group_size: option.groupSize,
    capacity: option.capacity,
    sold: option.sold,
    bookable: option.bookable,
    sort_order: option.sortOrder,
  };
}

/** The product's content and details in the API's words (what an audit entry compares). */
function productFields(product: ProductRow) {
  return {
    name_en: product.nameEn,
    name_ko: product.nameKo,
    summary_en: product.summaryEn,
    summary_ko: product.summaryKo,
    description_en: product.descriptionEn,
    description_ko: product.descriptionKo,
    location_en: product.locationEn,
    location_ko: product.locationKo,
    kind: product.kind,
    category: product.category,
    region: product.region,
    featured: product.featured,
    rank: product.rank,
    closed_dates: [...product.closedDates],
    sales_start: product.salesStart,
    duration_minutes: product.durationMinutes,
    business_leisure: product.businessLeisure,
    images: [...product.images],
  };
}

async function shopProduct(db: DbOrTx, id: number, lock = false): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), SHOP));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw productNotFound();
  return row;
}

/** One shop product with every field in both languages, its pictures and its options; 404 when there is none. */
export async function adminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const product = await shopProduct(db, id);
  const options = await db
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, id))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
  return {
    id: product.id,
    slug: product.slug,
    ...productFields(product),
    options: options.map(toAdminOption),
    created_at: new Date(product.createdAt).toISOString(),
    updated_at: new Date(product.updatedAt).toISOString(),
  };
}

/** The product's reviews, newest first, shown or hidden (the console shows which). */
export async function adminProductReviews(db: DbOrTx, id: number): Promise<AdminProductReview[]> {
  await shopProduct(db, id);
  const rows = await db
    .select({ review: reviews, author: accounts.name })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(eq(reviews.productId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, author }) => ({
    id: review.id,
    title: review.title,
    rating: review.rating,
    content: review.content,
    author,
    created_at: new Date(review.createdAt).toISOString(),
    hidden: review.hiddenAt !== null,
    hidden_reason: review.hiddenReason,
  }));
}

// --- what changed -----------------------------------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `{ field: { from, to } }` of the fields whose values differ. */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const detail: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    if (!same(before[key], to)) detail[key] = { from: before[key], to };
  }
  return detail;
}

// --- writing a product ------------------------------------------------------------------------------------------

/** The address's part from the English name: lower-case ASCII letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/g, "");
  return base || "product";
}

/** The first of `base`, `base-2`, `base-3`... that no product (of any channel) has. */
async function freeSlug(tx: DbOrTx, base: string): Promise<string> {
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const slugs = new Set(taken.map((row) => row.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n += 1) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

const productValues = (body: AdminProductValues) => ({
  nameEn: body.name_en,
  nameKo: body.name_ko,
  summaryEn: body.summary_en,
  summaryKo: body.summary_ko,
  descriptionEn: body.description_en,
  descriptionKo: body.description_ko,
  locationEn: body.location_en,
  locationKo: body.location_ko,
  kind: body.kind,
  category: body.category,
  region: body.region,
  featured: body.featured,
  rank: body.rank,
  closedDates: [...body.closed_dates].sort(),
  salesStart: body.sales_start,
  durationMinutes: body.duration_minutes,
  businessLeisure: body.business_leisure,
  ...(body.images === undefined ? {} : { images: body.images }),
});

/** A new product of the shop, its address made from its English name (a taken one gets `-2`, `-3`...). */
export async function createProduct(db: Db, actor: Actor, body: AdminProductValues): Promise<AdminProduct> {
  const base = slugOf(body.name_en);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await asActor(db, actor, async (tx) => {
        const slug = await freeSlug(tx, attempt === 0 ? base : `${base}-${Date.now().toString(36)}`);
        const [row] = await tx
          .insert(products)
          .values({ images: [DEFAULT_PRODUCT_IMAGE], ...productValues(body), slug, channel: "shop" })
          .returning();
        if (!row) throw new Error("product not inserted");
        await recordAudit(tx, actor, {
          subject: "product",
          subjectId: row.id,
          action: "created",
          detail: { slug, name_en: body.name_en, name_ko: body.name_ko },
        });
        return row.id;
      });
      invalidateCatalog(db);
      return await adminProduct(db, id);
    } catch (error) {
      // two products of the same name at the same moment: the loser takes another address
      if (attempt < 2 && uniqueViolation(error) !== undefined) continue;
      throw error;
    }
  }
}

/** Uploaded pictures of this product no longer in its list go with the change that dropped them. */
async function dropUnusedImages(tx: DbOrTx, productId: number, images: readonly string[]) {
  const kept = images.flatMap((image) => {
    const match = /^\/api\/v1\/product-images\/(\d+)$/.exec(image);
    return match?.[1] ? [Number(match[1])] : [];
  });
  await tx
    .delete(productImages)
    .where(
      and(eq(productImages.productId, productId), kept.length > 0 ? notInArray(productImages.id, kept) : undefined),
    );
}

/** The product's content and details replaced (its address and options stay); `images`, when sent, reorders them. */
export async function updateProduct(db: Db, actor: Actor, id: number, body: AdminProductValues): Promise<AdminProduct> {
  await asActor(db, actor, async (tx) => {
    const before = await shopProduct(tx, id, true);
    const values = productValues(body);
    const detail = changes(productFields(before), {
      ...body,
      closed_dates: values.closedDates,
    });
    if (Object.keys(detail).length === 0) return;
    await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (body.images !== undefined) await dropUnusedImages(tx, id, body.images);
    await recordAudit(tx, actor, { subject: "product", subjectId: id, action: "updated", detail });
  });
  invalidateCatalog(db);
  return adminProduct(db, id);
}

/**
 * A picture uploaded (already checked by content): stored, and its address added at the end of the product's list,
 * or in place of the shop's placeholder when that is all the product had.
 */
export async function addProductImage(db: Db, actor: Actor, id: number, file: UploadedFile): Promise<AdminProduct> {
  await asActor(db, actor, async (tx) => {
    const before = await shopProduct(tx, id, true);
    if (before.images.length >= MAX_PRODUCT_IMAGES) throw fieldError("tooManyImages", "image");
    const [stored] = await tx
      .insert(productImages)
      .values({ productId: id, name: file.name, mime: file.mime, size: file.data.byteLength, data: file.data })
      .returning({ id: productImages.id });
    if (!stored) throw new Error("picture not stored");
    const url = productImageUrl(stored.id);
    const onlyPlaceholder = before.images.length === 1 && before.images[0] === DEFAULT_PRODUCT_IMAGE;
    const images = onlyPlaceholder ? [url] : [...before.images, url];
    await tx.update(products).set({ images, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      subject: "product",
      subjectId: id,
      action: "image_added",
      detail: { images: { from: before.images, to: images }, name: file.name },
    });
  });
  invalidateCatalog(db);
  return adminProduct(db, id);
}

/** The picture at `index` taken out of the list (an uploaded one is deleted); the last one stays (409). */
export async function removeProductImage(db: Db, actor: Actor, id: number, index: number): Promise<AdminProduct> {
  await asActor(db, actor, async (tx) => {
    const before = await shopProduct(tx, id, true);
    if (index >= before.images.length) throw refusal(404, "NOT_FOUND", "imageNotFound", "index");
    if (before.images.length === 1) throw refusal(409, "LAST_IMAGE", "images", "index");
    const images = before.images.filter((_, at) => at !== index);
    await tx.update(products).set({ images, updatedAt: new Date() }).where(eq(products.id, id));
    await dropUnusedImages(tx, id, images);
    await recordAudit(tx, actor, {
      subject: "product",
      subjectId: id,
      action: "image_removed",
      detail: { images: { from: before.images, to: images } },
    });
  });
  invalidateCatalog(db);
  return adminProduct(db, id);
}

export type StoredImage = { name: string; mime: string; data: Buffer };

/** An uploaded picture's bytes; undefined when there is none. */
export async function readProductImage(db: DbOrTx, id: number): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ name: productImages.name, mime: productImages.mime, data: productImages.data })
    .from(productImages)
    .where(eq(productImages.id, id));
  return row;
}

// --- options ----------------------------------------------------------------------------------------------------

async function lockedOption(tx: DbOrTx, productId: number, optionId: number): Promise<OptionRow> {
  await shopProduct(tx, productId);
  const [row] = await tx
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.id, optionId), eq(productOptions.productId, productId)))
    .for("update");
  if (!row) throw optionNotFound();
  return row;
}

/** An option's fields in the API's words (what an audit entry compares). */
function optionFields(option: OptionRow) {
  const { id: _id, sold: _sold, bookable: _bookable, sort_order: _order, ...fields } = toAdminOption(option);
  return fields;
}

/** A new dated option at its price (operators only, by its door): on sale at once unless sent closed. */
export async function createOption(
  db: Db,
  actor: Actor,
  productId: number,
  body: OptionBody,
  now: Date,
): Promise<AdminOption> {
  if (body.end_date < shopToday(now)) throw fieldError("endInPast", "end_date");
  const option = await asActor(db, actor, async (tx) => {
    await shopProduct(tx, productId, true);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${productOptions.sortOrder}) + 1, 0)` })
      .from(productOptions)
      .where(eq(productOptions.productId, productId));
    const [row] = await tx
      .insert(productOptions)
      .values({
        productId,
        nameEn: body.name_en,
        nameKo: body.name_ko,
        startDate: body.start_date,
        endDate: body.end_date,
        departureTimes: [...body.departure_times].sort(),
        priceMinor: toMinor(body.price, body.currency),
        currency: body.currency,
        pricing: body.pricing,
        groupSize: body.pricing === "per_group" ? body.group_size : null,
        capacity: body.capacity,
        bookable: body.bookable,
        sortOrder: Number(last?.n ?? 0),
      })
      .returning();
    if (!row) throw new Error("option not inserted");
    await recordAudit(tx, actor, {
      subject: "product_option",
      subjectId: row.id,
      action: "created",
      detail: { product_id: productId, ...optionFields(row) },
    });
    return row;
  });
  invalidateCatalog(db);
  return toAdminOption(option);
}

/**
 * An option's fields changed. A different price, currency, pricing or group size is an operator's (403 for a
 * clerk); capacity changes in one guarded UPDATE, so places sold a moment before are never pushed out (409 naming
 * `capacity`). A reservation keeps the price it was made at.
 */
export async function updateOption(
  db: Db,
  actor: Actor,
  productId: number,
  optionId: number,
  patch: OptionPatch,
): Promise<AdminOption> {
  const option = await asActor(db, actor, async (tx) => {
    const before = await lockedOption(tx, productId, optionId);
    const current = optionFields(before);
    const merged = { ...current, ...definedOf(patch) };
    if (patch.departure_times) merged.departure_times = [...patch.departure_times].sort();
    if (merged.end_date < merged.start_date) throw fieldError("endBeforeStart", "end_date");
    if (patch.pricing === "per_person" && patch.group_size === undefined) merged.group_size = null;
    if (merged.pricing === "per_group" && merged.group_size === null) throw fieldError("groupSize", "group_size");
    if (merged.pricing === "per_person" && merged.group_size !== null) throw fieldError("noGroupSize", "group_size");
    const detail = changes(current, merged);
    const movesMoney = OPTION_MONEY_FIELDS.some((field) => field in detail);
    if (movesMoney && actor.role !== "operator") {
      const field = OPTION_MONEY_FIELDS.find((name) => name in detail) ?? "price";
      throw refusal(403, "FORBIDDEN", "priceNeedsOperator", field);
    }
    if (merged.capacity < before.sold) throw refusal(409, "CAPACITY_BELOW_SOLD", "capacityBelowSold", "capacity");
    if (Object.keys(detail).length === 0) return before;
    const [row] = await tx
      .update(productOptions)
      .set({
        nameEn: merged.name_en,
        nameKo: merged.name_ko,
        startDate: merged.start_date,
        endDate: merged.end_date,
        departureTimes: merged.departure_times,
        priceMinor: toMinor(merged.price, merged.currency),
        currency: merged.currency,
        pricing: merged.pricing,
        groupSize: merged.group_size,
        capacity: merged.capacity,
      })
      .where(and(eq(productOptions.id, optionId), lte(productOptions.sold, merged.capacity)))
      .returning();
    if (!row) throw refusal(409, "CAPACITY_BELOW_SOLD", "capacityBelowSold", "capacity");
    await recordAudit(tx, actor, {
      subject: "product_option",
      subjectId: optionId,
      action: movesMoney ? "price_changed" : "updated",
      detail,
    });
    return row;
  });
  invalidateCatalog(db);
  return toAdminOption(option);
}

function definedOf<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** An option closed for sale or opened again; the places already sold stay. Doing it twice changes nothing. */
export async function setOptionBookable(
  db: Db,
  actor: Actor,
  productId: number,
  optionId: number,
  bookable: boolean,
): Promise<AdminOption> {
  const option = await asActor(db, actor, async (tx) => {
    const before = await lockedOption(tx, productId, optionId);
    if (before.bookable === bookable) return before;
    const [row] = await tx.update(productOptions).set({ bookable }).where(eq(productOptions.id, optionId)).returning();
    if (!row) throw optionNotFound();
    await recordAudit(tx, actor, {
      subject: "product_option",
      subjectId: optionId,
      action: bookable ? "reopened" : "closed",
      detail: { bookable: { from: before.bookable, to: bookable } },
    });
    return row;
  });
  invalidateCatalog(db);
  return toAdminOption(option);
}

/** Ids of the uploaded pictures a list names (for tests and cleanup). */
export async function storedImagesOf(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.id));
  return rows.map((row) => row.id);
}
