import { CATALOG_MESSAGES } from "@contracts/catalog";
import {
  AddWishlistBodySchema,
  WishlistChangeResponseSchema,
  WishlistProductParamsSchema,
  WishlistQuerySchema,
  WishlistResponseSchema,
} from "@contracts/wishlist";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { addWish, listWishlist, removeWish } from "./wishlist";
import type { AppContext } from "../../platform/context";

/** The member's wishlist: member tokens only; adding and removing are idempotent. */
export function registerWishlistRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/wishlist",
      tags: ["wishlist"],
      summary: "The member's wished products, newest first",
      request: { query: WishlistQuerySchema },
      responses: {
        200: jsonContent(WishlistResponseSchema, "The wishes; meta has their count"),
      },
    }),
    async (c) => {
      const items = await listWishlist(db, c.get("principal").accountId, c.req.valid("query").lang, now());
      return c.json(ok(items, { count: items.length }), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/wishlist",
      tags: ["wishlist"],
      summary: "Wish for a product (idempotent)",
      request: {
        body: { content: { "application/json": { schema: AddWishlistBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(WishlistChangeResponseSchema, "Wished (also when it already was)"),
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
    doors.signedIn("member", {
      method: "delete",
      path: "/api/v1/wishlist/{productId}",
      tags: ["wishlist"],
      summary: "Stop wishing for a product (idempotent)",
      request: { params: WishlistProductParamsSchema },
      responses: {
        200: jsonContent(WishlistChangeResponseSchema, "Not wished (also when it was not)"),
      },
    }),
    async (c) => {
      const { productId } = c.req.valid("param");
      await removeWish(db, c.get("principal").accountId, productId);
      return c.json(ok({ product_id: productId, wished: false }), 200);
    },
  );
}
