import {
  CATALOG_MESSAGES,
  CatalogFacetsResponseSchema,
  ProductDetailResponseSchema,
  ProductIdParamsSchema,
  ProductLangQuerySchema,
  type ProductListResponse,
  ProductListResponseSchema,
  ProductSearchQuerySchema,
} from "@contracts/catalog";
import type { TypedResponse } from "hono";
import { sharedTextBody } from "../../platform/http/compression";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { productDetail } from "./detail";
import { cachedSearchProducts } from "./list-cache";
import { catalogFacets } from "./products";
import type { AppContext } from "../../platform/context";

/** A pre-serialised list answer is the same JSON `c.json` would send; this tells the type checker so. */
const asListAnswer = (res: Response) => res as unknown as TypedResponse<ProductListResponse, 200, "json">;

export const productNotFound = () => new AppError(404, "NOT_FOUND", CATALOG_MESSAGES.productNotFound);

/** The public catalogue: search, facets and product detail. No token needed. */
export function registerCatalogRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/products",
      tags: ["catalog"],
      summary: "Search the catalogue",
      description:
        "Category and region take a code or `all`. `keyword`, when present, must hold something; it matches names " +
        "and summaries in both languages. Prices sort by the cheapest option's value in dollars at the meta rates.",
      request: { query: ProductSearchQuerySchema },
      responses: {
        200: jsonContent(ProductListResponseSchema, "One page of products; meta has the paging"),
      },
    }),
    async (c) => {
      const page = await cachedSearchProducts(db, c.req.valid("query"), now());
      // The cached page carries its JSON, and its compressed forms, already: no work per request.
      const { body, headers } = await sharedTextBody(page.answer, c.req.header("accept-encoding"), "application/json");
      return asListAnswer(c.body(body, 200, headers));
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/products/facets",
      tags: ["catalog"],
      summary: "Product counts per category and region",
      responses: { 200: jsonContent(CatalogFacetsResponseSchema, "Every category and region code with its count") },
    }),
    async (c) => c.json(ok(await catalogFacets(db)), 200),
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/products/{id}",
      tags: ["catalog"],
      summary: "A product with its options and the days that can be booked",
      request: { params: ProductIdParamsSchema, query: ProductLangQuerySchema },
      responses: {
        200: jsonContent(ProductDetailResponseSchema, "The product"),
        404: errorResponse("404 NOT_FOUND: no such product"),
      },
    }),
    async (c) => {
      const detail = await productDetail(db, c.req.valid("param").id, c.req.valid("query").lang, now());
      if (!detail) throw productNotFound();
      return c.json(ok(detail), 200);
    },
  );
}
