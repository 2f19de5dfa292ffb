import { CATALOG_MESSAGES } from "@contracts/catalog";
import {
  AddWishlistBodySchema,
  WishlistChangeResponseSchema,
  WishlistProductParamsSchema,
  WishlistQuerySchema,
  WishlistResponseSchema,
} from "@contracts/wishlist";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../db/client";
import { AreaHeadersSchema, bearerSecurity, type createRequireAuth } from "../http/auth-middleware";
import type { ApiApp } from "../http/env";
import { AppError } from "../http/errors";
import { errorResponse, jsonContent, validationErrorResponse } from "../http/openapi";
import { ok } from "../http/respond";
import type { Clock } from "../services/auth/clock";
import { addWish, listWishlist, removeWish } from "../services/wishlist/wishlist";

export type WishlistRouteDeps = { db: Db; now: Clock; requireAuth: ReturnType<typeof createRequireAuth> };

const unauthorizedResponse = errorResponse("401 UNAUTHORIZED: no member token, or an invalid, expired or revoked one");

/** The member's wishlist: member tokens only; adding and removing are idempotent. */
export function registerWishlistRoutes(app: ApiApp, { db, now, requireAuth }: WishlistRouteDeps) {
  const member = requireAuth("member");

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/wishlist",
      tags: ["wishlist"],
      summary: "The member's wished products, newest first",
      security: bearerSecurity,
      middleware: member,
      request: { query: WishlistQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(WishlistResponseSchema, "The wishes; meta has their count"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const items = await listWishlist(db, c.get("principal").accountId, c.req.valid("query").lang, now());
      return c.json(ok(items, { count: items.length }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/wishlist",
      tags: ["wishlist"],
      summary: "Wish for a product (idempotent)",
      security: bearerSecurity,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: AddWishlistBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(WishlistChangeResponseSchema, "Wished (also when it already was)"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        404: errorResponse("404 NOT_FOUND: no such product"),
      },
    }),
    async (c) => {
      const { product_id } = c.req.valid("json");
      if (!(await addWish(db, c.get("principal").accountId, product_id, now()))) {
        throw new AppError(404, "NOT_FOUND", CATALOG_MESSAGES.productNotFound, "product_id");
      }
      return c.json(ok({ product_id, wished: true }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/wishlist/{productId}",
      tags: ["wishlist"],
      summary: "Stop wishing for a product (idempotent)",
      security: bearerSecurity,
      middleware: member,
      request: { params: WishlistProductParamsSchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(WishlistChangeResponseSchema, "Not wished (also when it was not)"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const { productId } = c.req.valid("param");
      await removeWish(db, c.get("principal").accountId, productId);
      return c.json(ok({ product_id: productId, wished: false }), 200);
    },
  );
}
