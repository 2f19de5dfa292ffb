import type { PageMeta } from "@contracts/envelope";
import type { ProductSearchQuery, ProductSummary } from "@contracts/catalog";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import useSWR from "swr";

export const PRODUCTS_PATH = "/api/v1/products";

export type ProductPage = { products: ProductSummary[]; meta: PageMeta };

const schemas = () => import("./schemas");
const ProductsSchema = lazyParser<ProductSummary[]>(() => schemas().then((m) => m.ProductsSchema));

/** The query itself is the key: two lists asking the same thing share one answer. */
export const searchProductsKey = (query: ProductSearchQuery | null) =>
  query ? ([PRODUCTS_PATH, query] as const) : null;

/** One page of products; the screens show failures themselves, so the transport stays quiet. */
export async function fetchProducts(query: ProductSearchQuery): Promise<ProductPage> {
  const res = await request(PRODUCTS_PATH, {
    schema: ProductsSchema,
    query: { ...query },
    errorToast: false,
  });
  // there since the answer was parsed
  const { PageMetaSchema } = await schemas();
  return { products: res.data, meta: PageMetaSchema.parse(res.meta) };
}

/** The page shown stays on screen while the next one loads (no flash of skeletons between pages). */
export function useSearchProducts(query: ProductSearchQuery | null) {
  return useSWR<ProductPage, Error>(searchProductsKey(query), () => fetchProducts(query as ProductSearchQuery), {
    keepPreviousData: true,
  });
}
