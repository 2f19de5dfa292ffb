import { AuditListResponseSchema } from "@contracts/audit";
import { ProductDetailResponseSchema, ProductListResponseSchema } from "@contracts/catalog";
import {
  AdminOptionResponseSchema,
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  AdminProductReviewListResponseSchema,
  DEFAULT_PRODUCT_IMAGE,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCTS_ADMIN_MESSAGES,
} from "@contracts/products-admin";
import { addDays, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleStaff } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { slugOf, storedImagesOf } from "../admin-products";
import { reviews } from "../../reviews/tables";
import { productOptions, products } from "../tables";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
const db = shop.db.db;
let member: Member;

beforeAll(async () => {
  member = await shop.member("products");
});

const PATH = "/api/v1/admin/products";
const today = () => shopToday(shop.clock.now());
const as = (token: string) => (method: string, path: string, payload?: unknown) =>
  call(shop.app, method, path, { token, area: "admin", body: payload });
const operator = (method: string, path: string, payload?: unknown) => as(shop.admin)(method, path, payload);

let made = 0;
function productBody(extra: Record<string, unknown> = {}) {
  made += 1;
  return {
    name_en: `Lantern Night Walk ${process.pid} ${made}`,
    name_ko: `등불 야간 산책 ${made}`,
    summary_en: "An evening walk under lanterns.",
    summary_ko: "등불 아래 저녁 산책.",
    description_en: "Walk the old town by lantern light with a local guide.",
    description_ko: "현지 가이드와 함께 등불 아래 옛 마을을 걷습니다.",
    location_en: "Jongno, Seoul",
    location_ko: "서울 종로",
    kind: "tour",
    category: "culture",
    region: "seoul",
    featured: false,
    rank: 50,
    closed_dates: [],
    sales_start: null,
    duration_minutes: 120,
    business_leisure: false,
    ...extra,
  };
}

function optionBody(extra: Record<string, unknown> = {}) {
  return {
    name_en: "Evening departure",
    name_ko: "저녁 출발",
    start_date: addDays(today(), 1),
    end_date: addDays(today(), 60),
    departure_times: ["19:00"],
    price: 45,
    currency: "USD",
    pricing: "per_person",
    group_size: null,
    capacity: 20,
    ...extra,
  };
}

async function created(extra: Record<string, unknown> = {}) {
  const res = await operator("POST", PATH, productBody(extra));
  expect(res.status).toBe(201);
  return AdminProductResponseSchema.parse(await body(res)).data;
}

async function withOption(extra: Record<string, unknown> = {}) {
  const product = await created();
  const res = await operator("POST", `${PATH}/${product.id}/options`, optionBody(extra));
  expect(res.status).toBe(201);
  return { product, option: AdminOptionResponseSchema.parse(await body(res)).data };
}

async function auditOf(subject: string, id: number) {
  const res = await as(viewer.token)("GET", `/api/v1/admin/audit?subject=${subject}&subject_id=${id}`);
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
function imageForm(data: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append("image", new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type }));
  return form;
}

describe("slugs", () => {
  it("are made from the English name", () => {
    expect(slugOf("Jeju Olle Trail: Day 7!")).toBe("jeju-olle-trail-day-7");
    expect(slugOf("Café crème")).toBe("cafe-creme");
    expect(slugOf("한글만")).toBe("product");
  });
});

describe("products", () => {
  it("a clerk creates a product: slug from the English name, unique, placeholder picture, audited", async () => {
    const payload = productBody({ name_en: "Same Name Tour" });
    const first = await as(clerk.token)("POST", PATH, payload);
    expect(first.status).toBe(201);
    const a = AdminProductResponseSchema.parse(await body(first)).data;
    expect(a).toMatchObject({ slug: "same-name-tour", name_ko: payload.name_ko, images: [DEFAULT_PRODUCT_IMAGE] });
    const b = AdminProductResponseSchema.parse(await body(await as(clerk.token)("POST", PATH, payload))).data;
    expect(b.slug).toBe("same-name-tour-2");
    const trail = await auditOf("product", a.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: "created",
        actor: { id: clerk.id, name: "Clara Clerk", role: "clerk" },
        subject: "product",
        subject_id: String(a.id),
      }),
    ]);
  });

  it("field errors name the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name_en: "  " }, "name_en"],
      [{ name_ko: undefined }, "name_ko"],
      [{ category: "shopping" }, "category"],
      [{ closed_dates: ["2026-02-31"] }, "closed_dates.0"],
      [{ business_leisure: true, duration_minutes: null }, "duration_minutes"],
      [{ rank: -1 }, "rank"],
      [{ images: ["https://evil.test/x.png"] }, "images.0"],
    ];
    for (const [extra, field] of cases) {
      const res = await operator("POST", PATH, productBody(extra));
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.issues?.map((issue) => issue.field) ?? [error.field], field).toContain(field);
    }
  });

  it("a clerk edits it: changed fields go to the audit entry as from/to; reordering pictures is a PUT", async () => {
    const product = await created({ closed_dates: [addDays(today(), 5)] });
    const edited = productBody({
      name_en: product.name_en,
      name_ko: "새 이름",
      featured: true,
      closed_dates: [addDays(today(), 5), addDays(today(), 6)],
    });
    const res = await as(clerk.token)("PUT", `${PATH}/${product.id}`, edited);
    expect(res.status).toBe(200);
    const saved = AdminProductResponseSchema.parse(await body(res)).data;
    expect(saved).toMatchObject({ name_ko: "새 이름", featured: true, slug: product.slug });
    const trail = await auditOf("product", product.id);
    expect(trail.at(-1)).toMatchObject({
      action: "updated",
      detail: {
        name_ko: { from: product.name_ko, to: "새 이름" },
        featured: { from: false, to: true },
        closed_dates: { from: [addDays(today(), 5)], to: [addDays(today(), 5), addDays(today(), 6)] },
      },
    });
    expect(Object.keys(trail.at(-1)?.detail ?? {})).not.toContain("summary_en");
    expect((await operator("PUT", `${PATH}/999999`, edited)).status).toBe(404);
  });

  it("lists shop products with search in both languages, category, paging and the places sold", async () => {
    const { product } = await withOption({ capacity: 12 });
    const byName = AdminProductListResponseSchema.parse(
      await body(await as(viewer.token)("GET", `${PATH}?keyword=${encodeURIComponent(product.name_en)}`)),
    );
    expect(byName.data).toEqual([
      expect.objectContaining({ id: product.id, options: 1, sold: 0, capacity: 12, category: "culture" }),
    ]);
    const byKorean = AdminProductListResponseSchema.parse(
      await body(await as(viewer.token)("GET", `${PATH}?keyword=${encodeURIComponent(product.name_ko)}`)),
    );
    expect(byKorean.data.map((row) => row.id)).toContain(product.id);
    const food = AdminProductListResponseSchema.parse(
      await body(await as(viewer.token)("GET", `${PATH}?category=food`)),
    );
    expect(food.data.every((row) => row.category === "food")).toBe(true);
    const paged = AdminProductListResponseSchema.parse(await body(await as(viewer.token)("GET", `${PATH}?per_page=2`)));
    expect(paged.data).toHaveLength(2);
    expect(paged.meta.total).toBeGreaterThan(2);
    expect((await as(viewer.token)("GET", `${PATH}?category=shopping`)).status).toBe(400);
  });

  it("reads one product with every field and its options; a summit course or a missing id is 404", async () => {
    const { product, option } = await withOption();
    const res = await as(viewer.token)("GET", `${PATH}/${product.id}`);
    expect(res.status).toBe(200);
    const data = AdminProductResponseSchema.parse(await body(res)).data;
    expect(data).toMatchObject({ location_ko: "서울 종로", duration_minutes: 120 });
    expect(data.options).toEqual([expect.objectContaining({ id: option.id, sold: 0, bookable: true, price: 45 })]);
    expect((await operator("GET", `${PATH}/999999`)).status).toBe(404);
  });
});

describe("pictures", () => {
  it("takes a PNG named .pdf as a PNG, serves it publicly, and refuses text named .png", async () => {
    const product = await created();
    const empty = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: clerk.token,
      area: "admin",
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).field).toBe("image");
    const upload = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: clerk.token,
      area: "admin",
      body: imageForm(PNG, "brochure.pdf", "application/pdf"),
    });
    expect(upload.status).toBe(200);
    const saved = AdminProductResponseSchema.parse(await body(upload)).data;
    expect(saved.images).toHaveLength(1);
    const url = saved.images[0] ?? "";
    expect(url).toMatch(/^\/api\/v1\/product-images\/\d+$/);
    const served = await call(shop.app, "GET", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const text = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: clerk.token,
      area: "admin",
      body: imageForm("just some words, not a picture", "photo.png", "image/png"),
    });
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toMatchObject({
      field: "image",
      message: `image: ${PRODUCTS_ADMIN_MESSAGES.imageType}`,
    });

    const viewerUpload = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: viewer.token,
      area: "admin",
      body: imageForm(PNG, "a.png", "image/png"),
    });
    expect(viewerUpload.status).toBe(403);
    const noToken = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      body: imageForm(PNG, "a.png", "image/png"),
    });
    expect(noToken.status).toBe(401);
  });

  it("refuses a picture over 5 MB (400 naming image) and a body far over it (413)", async () => {
    const product = await created();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]);
    const res = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: clerk.token,
      area: "admin",
      body: imageForm(big, "big.png", "image/png"),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("image");
    const huge = Buffer.concat([PNG, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES + 200 * 1024)]);
    const far = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
      token: clerk.token,
      area: "admin",
      body: imageForm(huge, "huge.png", "image/png"),
    });
    expect(far.status).toBe(413);
    expect(await storedImagesOf(db, product.id)).toEqual([]);
  });

  it("reorders by PUT of images, removes by index (the upload's bytes go), keeps the last one", async () => {
    const product = await created();
    for (const name of ["one.png", "two.png"]) {
      const res = await call(shop.app, "POST", `${PATH}/${product.id}/images`, {
        token: clerk.token,
        area: "admin",
        body: imageForm(PNG, name, "image/png"),
      });
      expect(res.status).toBe(200);
    }
    const withTwo = AdminProductResponseSchema.parse(await body(await operator("GET", `${PATH}/${product.id}`))).data;
    const [first, second] = withTwo.images;
    const reordered = await as(clerk.token)(
      "PUT",
      `${PATH}/${product.id}`,
      productBody({ name_en: product.name_en, images: [second, first, "/images/catalog/food-market.svg"] }),
    );
    expect(reordered.status).toBe(200);
    expect(AdminProductResponseSchema.parse(await body(reordered)).data.images).toEqual([
      second,
      first,
      "/images/catalog/food-market.svg",
    ]);
    const removed = await as(clerk.token)("DELETE", `${PATH}/${product.id}/images/0`);
    expect(removed.status).toBe(200);
    expect(AdminProductResponseSchema.parse(await body(removed)).data.images).toEqual([
      first,
      "/images/catalog/food-market.svg",
    ]);
    expect(await storedImagesOf(db, product.id)).toHaveLength(1);
    expect((await call(shop.app, "GET", second ?? "")).status).toBe(404);
    expect((await as(clerk.token)("DELETE", `${PATH}/${product.id}/images/5`)).status).toBe(404);
    expect((await as(clerk.token)("DELETE", `${PATH}/${product.id}/images/1`)).status).toBe(200);
    const last = await as(clerk.token)("DELETE", `${PATH}/${product.id}/images/0`);
    expect(last.status).toBe(409);
    expect((await errorOf(last)).field).toBe("index");
    const trail = await auditOf("product", product.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      "created",
      "image_added",
      "image_added",
      "updated",
      "image_removed",
      "image_removed",
    ]);
  });
});

describe("options", () => {
  it("an operator adds a dated option; a clerk may not (403); field errors name the field", async () => {
    const product = await created();
    expect((await as(clerk.token)("POST", `${PATH}/${product.id}/options`, optionBody())).status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ end_date: addDays(today(), 0), start_date: addDays(today(), 3) }, "end_date"],
      [{ departure_times: ["25:00"] }, "departure_times.0"],
      [{ departure_times: [] }, "departure_times"],
      [{ pricing: "per_group", group_size: null }, "group_size"],
      [{ currency: "EUR" }, "currency"],
      [{ capacity: 0 }, "capacity"],
      [{ start_date: addDays(today(), -10), end_date: addDays(today(), -5) }, "end_date"],
    ];
    for (const [extra, field] of cases) {
      const res = await operator("POST", `${PATH}/${product.id}/options`, optionBody(extra));
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.issues?.map((issue) => issue.field) ?? [error.field], field).toContain(field);
    }
    const res = await operator("POST", `${PATH}/${product.id}/options`, optionBody({ currency: "KRW", price: 59000 }));
    expect(res.status).toBe(201);
    const option = AdminOptionResponseSchema.parse(await body(res)).data;
    expect(option).toMatchObject({ price: 59000, currency: "KRW", sold: 0, bookable: true });
    expect((await operator("POST", `${PATH}/999999/options`, optionBody())).status).toBe(404);
    const trail = await auditOf("product_option", option.id);
    expect(trail.map((entry) => [entry.action, entry.actor.role])).toEqual([["created", "operator"]]);
  });

  it("a clerk changes names, days, times and capacity but not the price (403); an operator does", async () => {
    const { product, option } = await withOption();
    const path = `${PATH}/${product.id}/options/${option.id}`;
    const changed = await as(clerk.token)("PUT", path, {
      name_en: "Late departure",
      departure_times: ["20:30", "19:30"],
      capacity: 30,
      price: 45,
    });
    expect(changed.status).toBe(200);
    expect(AdminOptionResponseSchema.parse(await body(changed)).data).toMatchObject({
      name_en: "Late departure",
      departure_times: ["19:30", "20:30"],
      capacity: 30,
      price: 45,
    });
    for (const money of [{ price: 50 }, { currency: "KRW" }, { pricing: "per_group", group_size: 4 }]) {
      const refused = await as(clerk.token)("PUT", path, money);
      expect(refused.status, JSON.stringify(money)).toBe(403);
      expect((await errorOf(refused)).message).toBe(PRODUCTS_ADMIN_MESSAGES.priceNeedsOperator);
    }
    const priced = await operator("PUT", path, { price: 52.5 });
    expect(priced.status).toBe(200);
    expect(AdminOptionResponseSchema.parse(await body(priced)).data.price).toBe(52.5);
    const trail = await auditOf("product_option", option.id);
    expect(trail.slice(1)).toEqual([
      expect.objectContaining({
        action: "updated",
        detail: {
          name_en: { from: "Evening departure", to: "Late departure" },
          departure_times: { from: ["19:00"], to: ["19:30", "20:30"] },
          capacity: { from: 20, to: 30 },
        },
      }),
      expect.objectContaining({ action: "price_changed", detail: { price: { from: 45, to: 52.5 } } }),
    ]);
    expect((await as(viewer.token)("PUT", path, { capacity: 40 })).status).toBe(403);
    expect((await as(clerk.token)("PUT", path, {})).status).toBe(400);
    expect((await as(clerk.token)("PUT", `${PATH}/${product.id}/options/999999`, { capacity: 5 })).status).toBe(404);
  });

  it("capacity under the places sold is refused naming capacity", async () => {
    const { product, option } = await withOption({ capacity: 10 });
    await db.update(productOptions).set({ sold: 6 }).where(eq(productOptions.id, option.id));
    const path = `${PATH}/${product.id}/options/${option.id}`;
    const refused = await as(clerk.token)("PUT", path, { capacity: 5 });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: "CAPACITY_BELOW_SOLD", field: "capacity" });
    expect((await as(clerk.token)("PUT", path, { capacity: 6 })).status).toBe(200);
  });

  it("a clerk closes and reopens an option; the shop's detail follows at once", async () => {
    const { product, option } = await withOption();
    const base = `${PATH}/${product.id}/options/${option.id}`;
    const closed = await as(clerk.token)("POST", `${base}/close`);
    expect(closed.status).toBe(200);
    expect(AdminOptionResponseSchema.parse(await body(closed)).data.bookable).toBe(false);
    const detail = ProductDetailResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/products/${product.id}`)),
    );
    expect(detail.data.options[0]?.bookable).toBe(false);
    expect((await as(clerk.token)("POST", `${base}/reopen`)).status).toBe(200);
    expect((await as(viewer.token)("POST", `${base}/close`)).status).toBe(403);
    const trail = await auditOf("product_option", option.id);
    expect(trail.map((entry) => entry.action)).toEqual(["created", "closed", "reopened"]);
    expect(trail[1]?.detail).toEqual({ bookable: { from: true, to: false } });
  });
});

describe("doors", () => {
  it("viewers read but write nothing; member tokens and no token get 401", async () => {
    const { product, option } = await withOption();
    const writes: [string, string, unknown][] = [
      ["POST", PATH, productBody()],
      ["PUT", `${PATH}/${product.id}`, productBody()],
      ["DELETE", `${PATH}/${product.id}/images/0`, undefined],
      ["POST", `${PATH}/${product.id}/options`, optionBody()],
      ["PUT", `${PATH}/${product.id}/options/${option.id}`, { capacity: 25 }],
      ["POST", `${PATH}/${product.id}/options/${option.id}/close`, undefined],
      ["POST", `${PATH}/${product.id}/options/${option.id}/reopen`, undefined],
    ];
    for (const [method, path, payload] of writes) {
      expect((await as(viewer.token)(method, path, payload)).status, `${method} ${path}`).toBe(403);
      expect((await call(shop.app, method, path, { token: member.token, body: payload })).status).toBe(401);
      expect((await call(shop.app, method, path, { body: payload })).status).toBe(401);
    }
    const reads = [PATH, `${PATH}/${product.id}`, `${PATH}/${product.id}/reviews`];
    for (const path of reads) {
      expect((await as(viewer.token)("GET", path)).status, path).toBe(200);
      expect((await call(shop.app, "GET", path, { token: member.token })).status).toBe(401);
      expect((await call(shop.app, "GET", path)).status).toBe(401);
    }
  });
});

describe("reviews", () => {
  it("lists a product's reviews with their hidden flag", async () => {
    const { product, option } = await withOption();
    const order = await book(
      shop,
      member,
      reservationBody(shop.clock.now(), { productId: product.id, optionIds: [option.id] }, { departure_time: "19:00" }),
    );
    await db.insert(reviews).values([
      {
        productId: product.id,
        reservationId: order.id,
        memberId: member.id,
        title: "Lovely",
        rating: 5,
        content: "A lovely evening walk.",
      },
    ]);
    const list = AdminProductReviewListResponseSchema.parse(
      await body(await as(viewer.token)("GET", `${PATH}/${product.id}/reviews`)),
    ).data;
    expect(list).toEqual([expect.objectContaining({ title: "Lovely", rating: 5, hidden: false, hidden_reason: "" })]);
    const fresh = await created();
    const none = await operator("GET", `${PATH}/${fresh.id}/reviews`);
    expect(AdminProductReviewListResponseSchema.parse(await body(none)).data).toEqual([]);
    expect((await operator("GET", `${PATH}/999999/reviews`)).status).toBe(404);
  });
});

describe("the shop", () => {
  it("shows a created product in the catalogue at once, and a member books its option", async () => {
    const { product, option } = await withOption({ price: 30, capacity: 8 });
    const list = ProductListResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/products?keyword=${encodeURIComponent(product.name_en)}`)),
    );
    expect(list.data.map((row) => row.id)).toEqual([product.id]);
    const detail = ProductDetailResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/products/${product.id}`)),
    );
    expect(detail.data.options.map((entry) => entry.id)).toEqual([option.id]);
    const order = await book(
      shop,
      member,
      reservationBody(shop.clock.now(), { productId: product.id, optionIds: [option.id] }, { departure_time: "19:00" }),
    );
    expect(order.currency).toBe("USD");
    const after = AdminProductResponseSchema.parse(await body(await operator("GET", `${PATH}/${product.id}`))).data;
    expect(after.options[0]?.sold).toBe(2);
  });

  it("does not list the summit's courses or the passes", async () => {
    const other = await insertProduct(db, shop.clock.now());
    await db.update(products).set({ channel: "summit" }).where(eq(products.id, other.productId));
    const list = AdminProductListResponseSchema.parse(await body(await operator("GET", `${PATH}?per_page=100`)));
    expect(list.data.map((row) => row.id)).not.toContain(other.productId);
    expect((await operator("GET", `${PATH}/${other.productId}`)).status).toBe(404);
  });
});
