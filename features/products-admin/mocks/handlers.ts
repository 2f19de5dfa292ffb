import { auditEntryFixture, consoleHandlers } from "@blocks/console";
import { ADMIN_AUDIT_PATH } from "@contracts/audit";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import {
  ADMIN_PRODUCTS_PATH,
  type AdminOption,
  AdminOptionBodySchema,
  AdminOptionPatchSchema,
  type AdminProduct,
  AdminProductBodySchema,
  type AdminProductReview,
  OPTION_MONEY_FIELDS,
  PRODUCTS_ADMIN_MESSAGES,
} from "@contracts/products-admin";
import { delay, http } from "msw";
import type { z } from "zod";
import { optionFixture, productsFixture, reviewsFixture, summaryOf } from "./fixtures";

const PRODUCT = `${ADMIN_PRODUCTS_PATH}/:id`;
const OPTION = `${PRODUCT}/options/:optionId`;

/** A refusal as the server words it: 400 naming the first field at fault. */
function invalid(error: z.ZodError) {
  const issues = error.issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message }));
  const first = issues[0] ?? { field: "", message: "" };
  return apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues });
}

const PRODUCT_TRAIL = [
  auditEntryFixture({ subject: "product", subject_id: "41", action: "created", detail: {} }),
  auditEntryFixture({
    id: 2,
    subject: "product",
    subject_id: "41",
    action: "updated",
    actor: { id: 8, name: "Lee Clerk", role: "clerk" },
    detail: { name_ko: { from: "등불 산책", to: "등불 야간 산책" }, featured: { from: true, to: false } },
  }),
];

export type ProductsAdminApiOptions = {
  role?: AdminRole;
  products?: readonly AdminProduct[];
  reviews?: readonly AdminProductReview[];
  /** The product's read never answers: the editor's loading state. */
  productWaits?: boolean;
};

/**
 * The console's products API as the server answers it, remembering every write: the list by category and name,
 * paged; a product with its options; content, pictures and options changed under the same rules (a clerk's price
 * change 403, capacity under the places sold 409).
 */
export function productsAdminApi(options: ProductsAdminApiOptions = {}) {
  const role = options.role ?? "operator";
  let products = (options.products ?? productsFixture).map((row) => structuredClone(row));
  let nextId = 100;
  let nextOption = 900;
  const writes = { products: [] as unknown[], options: [] as unknown[], uploads: 0 };
  const find = (id: unknown) => products.find((row) => row.id === Number(id));
  const replace = (product: AdminProduct) => {
    products = products.map((row) => (row.id === product.id ? product : row));
    return product;
  };
  const withOption = (product: AdminProduct, option: AdminOption) =>
    replace({ ...product, options: product.options.map((row) => (row.id === option.id ? option : row)) });
  const notFound = () => apiError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.productNotFound);

  return {
    writes,
    handlers: [
      ...consoleHandlers({ role }),
      // the product's own trail; its options' trails are empty
      http.get(ADMIN_AUDIT_PATH, ({ request }) =>
        ok(new URL(request.url).searchParams.get("subject") === "product" ? PRODUCT_TRAIL : []),
      ),
      http.get(ADMIN_PRODUCTS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
        const category = url.searchParams.get("category") ?? "all";
        const rows = products
          .filter((row) => category === "all" || row.category === category)
          .filter((row) => !keyword || row.name_en.toLowerCase().includes(keyword) || row.name_ko.includes(keyword))
          .sort((a, b) => b.id - a.id)
          .map(summaryOf);
        return paged(rows, url);
      }),
      http.post(ADMIN_PRODUCTS_PATH, async ({ request }) => {
        const body: unknown = await request.json();
        writes.products.push(body);
        await delay(20);
        const parsed = AdminProductBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        nextId += 1;
        const { images, ...values } = parsed.data;
        const made: AdminProduct = {
          id: nextId,
          slug: values.name_en.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
          ...values,
          images: images ?? ["/images/catalog/tour-palace.svg"],
          options: [],
          created_at: "2026-11-30T01:00:00Z",
          updated_at: "2026-11-30T01:00:00Z",
        };
        products = [...products, made];
        return ok(made, {}, 201);
      }),
      http.get(PRODUCT, async ({ params }) => {
        if (options.productWaits) return never();
        await delay(10);
        const product = find(params.id);
        return product ? ok(product) : notFound();
      }),
      http.put(PRODUCT, async ({ params, request }) => {
        const body: unknown = await request.json();
        writes.products.push(body);
        const product = find(params.id);
        if (!product) return notFound();
        const parsed = AdminProductBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const { images, ...values } = parsed.data;
        return ok(replace({ ...product, ...values, images: images ?? product.images }));
      }),
      http.post(`${PRODUCT}/images`, async ({ params }) => {
        writes.uploads += 1;
        await delay(20);
        const product = find(params.id);
        if (!product) return notFound();
        return ok(replace({ ...product, images: [...product.images, "/images/catalog/activity-sea.svg"] }));
      }),
      http.delete(`${PRODUCT}/images/:index`, ({ params }) => {
        const product = find(params.id);
        if (!product) return notFound();
        const index = Number(params.index);
        return ok(replace({ ...product, images: product.images.filter((_, at) => at !== index) }));
      }),
      http.post(`${PRODUCT}/options`, async ({ params, request }) => {
        const body: unknown = await request.json();
        writes.options.push(body);
        await delay(20);
        if (role !== "operator") return apiError(403, "FORBIDDEN", "This account may not do this.");
        const product = find(params.id);
        if (!product) return notFound();
        const parsed = AdminOptionBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        nextOption += 1;
        const option = optionFixture({ ...parsed.data, id: nextOption, sold: 0, sort_order: product.options.length });
        replace({ ...product, options: [...product.options, option] });
        return ok(option, {}, 201);
      }),
      http.put(OPTION, async ({ params, request }) => {
        const body: unknown = await request.json();
        writes.options.push(body);
        await delay(20);
        const product = find(params.id);
        const option = product?.options.find((row) => row.id === Number(params.optionId));
        if (!product || !option) return apiError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.optionNotFound);
        const parsed = AdminOptionPatchSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const patch = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
        const moves = OPTION_MONEY_FIELDS.some(
          (field) => field in patch && JSON.stringify(patch[field]) !== JSON.stringify(option[field]),
        );
        if (moves && role !== "operator")
          return apiError(403, "FORBIDDEN", PRODUCTS_ADMIN_MESSAGES.priceNeedsOperator, { field: "price" });
        const capacity = (patch.capacity as number | undefined) ?? option.capacity;
        if (capacity < option.sold) {
          const message = PRODUCTS_ADMIN_MESSAGES.capacityBelowSold;
          return apiError(409, "CAPACITY_BELOW_SOLD", message, {
            field: "capacity",
            issues: [{ field: "capacity", message }],
          });
        }
        const saved: AdminOption = { ...option, ...patch };
        withOption(product, saved);
        return ok(saved);
      }),
      ...(["close", "reopen"] as const).map((action) =>
        http.post(`${OPTION}/${action}`, async ({ params }) => {
          await delay(20);
          const product = find(params.id);
          const option = product?.options.find((row) => row.id === Number(params.optionId));
          if (!product || !option) return apiError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.optionNotFound);
          const saved = { ...option, bookable: action === "reopen" };
          withOption(product, saved);
          return ok(saved);
        }),
      ),
      http.get(`${PRODUCT}/reviews`, ({ params }) =>
        Number(params.id) === 41 ? ok(options.reviews ?? reviewsFixture) : ok([]),
      ),
    ],
  };
}

export const emptyProductsApi = () => productsAdminApi({ products: [] });

const down = () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.");
const forbidden = () => apiError(403, "FORBIDDEN", "This account may not do this.");

/** The list waiting forever, failing, signed out or of a staff role the console is not for. */
export const listHandlers = {
  loading: [...consoleHandlers(), http.get(ADMIN_PRODUCTS_PATH, never)],
  error: [...consoleHandlers(), http.get(ADMIN_PRODUCTS_PATH, down)],
  unauthorized: [http.get("/api/v1/admin/*", () => unauthorized())],
  forbidden: [...consoleHandlers({ role: "driver" }), http.get(ADMIN_PRODUCTS_PATH, forbidden)],
};

/** The product's read failing, missing, or signed out. */
export const productHandlers = {
  error: [...consoleHandlers(), http.get(PRODUCT, down)],
  notFound: [
    ...consoleHandlers(),
    http.get(PRODUCT, () => apiError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.productNotFound)),
  ],
  unauthorized: [http.get("/api/v1/admin/*", () => unauthorized())],
  forbidden: [...consoleHandlers({ role: "driver" }), http.get(PRODUCT, forbidden)],
};
