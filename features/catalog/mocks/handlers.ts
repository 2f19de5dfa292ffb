import { apiError, never, ok } from "@blocks/mock-api";
import { CATALOG_MESSAGES, PRODUCT_PAGE_SIZE, type ProductDetail } from "@contracts/catalog";
import { http } from "msw";
import { FACETS_PATH } from "../api/product-facets";
import { PRODUCT_DETAIL_PATH } from "../api/product-detail";
import { PRODUCTS_PATH } from "../api/search-products";
import {
  emptyFacets,
  facetsFixture,
  pageOf,
  productDetailFixture,
  productsFixture,
  unbookableDetailFixture,
} from "./fixtures";

/** The list as the server filters it: category, region, keyword, kind, featured; then one page. */
function answerList({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const category = q.get("category") ?? "all";
  const region = q.get("region") ?? "all";
  const keyword = q.get("keyword")?.toLowerCase();
  const rows = productsFixture.filter(
    (p) =>
      (category === "all" || p.category === category) &&
      (region === "all" || p.region === region) &&
      (!keyword || p.name.toLowerCase().includes(keyword)) &&
      (!q.get("kind") || p.kind === q.get("kind")) &&
      (q.get("featured") !== "1" || p.featured),
  );
  const { data, meta } = pageOf(rows, Number(q.get("page") ?? "1"), Number(q.get("per_page") ?? PRODUCT_PAGE_SIZE));
  return ok(data, meta);
}

export const productHandlers = {
  success: http.get(PRODUCTS_PATH, answerList),
  empty: http.get(PRODUCTS_PATH, () => ok([], { page: 1, per_page: PRODUCT_PAGE_SIZE, total: 0, total_pages: 0 })),
  error: http.get(PRODUCTS_PATH, () => apiError(500, "INTERNAL_ERROR", "The catalogue is being restocked.")),
  loading: http.get(PRODUCTS_PATH, never),
  /** Fails once, then answers: the retry button's story. */
  failOnce: () => {
    let failed = false;
    return http.get(PRODUCTS_PATH, (info) => {
      if (failed) return answerList(info);
      failed = true;
      return apiError(503, "SERVICE_UNAVAILABLE", "The catalogue is being restocked.");
    });
  },
};

export const facetHandlers = {
  success: http.get(FACETS_PATH, () => ok(facetsFixture)),
  empty: http.get(FACETS_PATH, () => ok(emptyFacets)),
  error: http.get(FACETS_PATH, () => apiError(500, "INTERNAL_ERROR", "Counting is taking a break.")),
  loading: http.get(FACETS_PATH, never),
};

const detail = (product: ProductDetail) =>
  http.get(PRODUCT_DETAIL_PATH.replace(":id", String(product.id)), () => ok(product));

export const detailHandlers = {
  success: detail(productDetailFixture),
  unbookable: detail(unbookableDetailFixture),
  notFound: http.get(PRODUCT_DETAIL_PATH, () => apiError(404, "NOT_FOUND", CATALOG_MESSAGES.productNotFound)),
  error: http.get(PRODUCT_DETAIL_PATH, () => apiError(500, "INTERNAL_ERROR", "The product shelf is being dusted.")),
  loading: http.get(PRODUCT_DETAIL_PATH, never),
};

/** The settings meta rates (the spec's defaults), so a price never waits on a server the story does not have. */
export const ratesHandler = http.get("/api/v1/common/meta", () =>
  ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } }),
);
