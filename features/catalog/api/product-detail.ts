import type { ProductDetail } from "@contracts/catalog";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";

export const PRODUCT_DETAIL_PATH = "/api/v1/products/:id";
export const productDetailPath = (id: number) => `/api/v1/products/${id}`;

const DetailSchema = lazyParser<ProductDetail>(() => import("./schemas").then((m) => m.ProductDetailSchema));

export const productDetailKey = (id: number | null, lang: Lang) =>
  id !== null && Number.isInteger(id) && id > 0 ? ([PRODUCT_DETAIL_PATH, id, lang] as const) : null;

/** One product in the page's language (name, description and option names are translated by the server). */
export async function fetchProductDetail(id: number, lang: Lang): Promise<ProductDetail> {
  const res = await request(productDetailPath(id), { schema: DetailSchema, query: { lang }, errorToast: false });
  return res.data;
}

export function useProductDetail(id: number | null, lang: Lang) {
  return useSWR<ProductDetail, Error>(productDetailKey(id, lang), () => fetchProductDetail(id as number, lang));
}
