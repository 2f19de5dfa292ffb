import { isAuditKey, useRecordWrites } from "@blocks/console";
import { sendForm, requestPage } from "@blocks/feature-kit";
import {
  ADMIN_PRODUCTS_PATH,
  type AdminOption,
  type AdminOptionBody,
  type AdminOptionPatch,
  AdminOptionSchema,
  type AdminProduct,
  type AdminProductBody,
  type AdminProductListQuery,
  AdminProductSchema,
  type AdminProductReview,
  AdminProductReviewSchema,
  type AdminProductSummary,
  AdminProductSummarySchema,
} from "@contracts/products-admin";
import type { PageMeta } from "@contracts/envelope";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

/** The console uses the admin token, whatever site shows it. */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a write can read again what it touched. */
const KEY_ROOT = "products-admin";
type KeyPart = "list" | "product" | "reviews";
const isKeyOf =
  (...parts: readonly KeyPart[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === KEY_ROOT && parts.includes(key[1] as KeyPart);

export const PRODUCTS_API = {
  list: ADMIN_PRODUCTS_PATH,
  product: (id: number) => `${ADMIN_PRODUCTS_PATH}/${id}`,
  images: (id: number) => `${ADMIN_PRODUCTS_PATH}/${id}/images`,
  image: (id: number, index: number) => `${ADMIN_PRODUCTS_PATH}/${id}/images/${index}`,
  options: (id: number) => `${ADMIN_PRODUCTS_PATH}/${id}/options`,
  option: (id: number, optionId: number) => `${ADMIN_PRODUCTS_PATH}/${id}/options/${optionId}`,
  reviews: (id: number) => `${ADMIN_PRODUCTS_PATH}/${id}/reviews`,
};

export type ProductPage = { rows: AdminProductSummary[]; meta: PageMeta };

/** `GET /admin/products`: one page of the shop's products. */
export function useAdminProducts(query: { keyword: string; category: string; page: number }) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ProductPage, Error>(
    token ? [KEY_ROOT, "list", token, query.keyword, query.category, query.page] : null,
    async () => {
      const params: AdminProductListQuery = { category: query.category as AdminProductListQuery["category"] };
      if (query.keyword) params.keyword = query.keyword;
      return requestPage(PRODUCTS_API.list, {
        row: AdminProductSummarySchema,
        query: { ...params, page: query.page, per_page: 20 },
        auth: true,
        area: OPERATOR_AREA,
        errorToast: false,
      });
    },
    { keepPreviousData: true },
  );
}

const productKey = (token: string | null, id: number | null) =>
  token && id !== null ? ([KEY_ROOT, "product", token, id] as const) : null;

/** `GET /admin/products/{id}`: every field in both languages, pictures and options; nothing for a new one. */
export function useAdminProduct(id: number | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminProduct, Error>(productKey(token, id), async () => {
    const res = await request(PRODUCTS_API.product(id ?? 0), {
      schema: AdminProductSchema,
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  });
}

/** `GET /admin/products/{id}/reviews`: newest first, hidden ones too. */
export function useProductReviews(id: number) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<AdminProductReview[], Error>(token ? [KEY_ROOT, "reviews", token, id] : null, async () => {
    const res = await request(PRODUCTS_API.reviews(id), {
      schema: z.array(AdminProductReviewSchema),
      auth: true,
      area: OPERATOR_AREA,
      errorToast: false,
    });
    return res.data;
  });
}

/**
 * The console's writes on a product. An answer that is the product replaces the cached one; the product, the list
 * and the audit trails are read again whatever the outcome (another operator may have moved).
 */
export function useProductWrites(productId: number | null) {
  const after = useRecordWrites((key) => isKeyOf("list", "product")(key) || isAuditKey(key), {
    schema: AdminProductSchema,
    key: productKey,
  });
  const id = productId ?? 0;
  const product = (path: string, method: "POST" | "PUT" | "DELETE", body?: AdminProductBody | FormData) =>
    after(() => sendForm(path, { method, schema: AdminProductSchema, body, area: OPERATOR_AREA }));
  const option = (path: string, method: "POST" | "PUT", body?: AdminOptionBody | AdminOptionPatch) =>
    after(() => sendForm(path, { method, schema: AdminOptionSchema, body, area: OPERATOR_AREA }));
  return {
    /** `POST /admin/products` (new) or `PUT {id}`: content and details (and the pictures' order). */
    saveProduct: (body: AdminProductBody): Promise<AdminProduct> =>
      productId === null ? product(PRODUCTS_API.list, "POST", body) : product(PRODUCTS_API.product(id), "PUT", body),
    uploadImage: (file: File): Promise<AdminProduct> => {
      const form = new FormData();
      form.append("image", file);
      return product(PRODUCTS_API.images(id), "POST", form);
    },
    removeImage: (index: number): Promise<AdminProduct> => product(PRODUCTS_API.image(id, index), "DELETE"),
    addOption: (body: AdminOptionBody): Promise<AdminOption> => option(PRODUCTS_API.options(id), "POST", body),
    updateOption: (optionId: number, body: AdminOptionPatch): Promise<AdminOption> =>
      option(PRODUCTS_API.option(id, optionId), "PUT", body),
    setBookable: (optionId: number, bookable: boolean): Promise<AdminOption> =>
      option(`${PRODUCTS_API.option(id, optionId)}/${bookable ? "reopen" : "close"}`, "POST"),
  };
}
