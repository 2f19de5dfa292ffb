import {
  AddCartBodySchema,
  CART_MESSAGES,
  CartCountResponseSchema,
  CartAddResponseSchema,
  CartDeleteResponseSchema,
  CartItemIdParamsSchema,
  CartListQuerySchema,
  CartListResponseSchema,
} from "@contracts/cart";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { addToCart, cartCount, cartItemNotFound, deleteCartItem, listCart } from "./cart";
import type { AppContext } from "../../platform/context";

/** The member's cart: member tokens only. */
export function registerCartRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/cart",
      tags: ["cart"],
      summary: "The member's cart, newest first",
      description:
        "Each option's price is the unit price in `currency` when given, else in the cart option's currency: the " +
        "option's own price, or one conversion from it at the meta rates.",
      request: { query: CartListQuerySchema },
      responses: {
        200: jsonContent(CartListResponseSchema, "The cart items; meta has their count"),
      },
    }),
    async (c) => {
      const { lang, currency } = c.req.valid("query");
      const items = await listCart(db, c.get("principal").accountId, { lang, currency });
      return c.json(ok(items, { count: items.length }), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/cart/count",
      tags: ["cart"],
      summary: "How many items the cart holds (for the header)",
      responses: { 200: jsonContent(CartCountResponseSchema, "The count") },
    }),
    async (c) => c.json(ok({ count: await cartCount(db, c.get("principal").accountId) }), 200),
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/cart",
      tags: ["cart"],
      summary: "Add a product's options to the cart",
      description:
        "A product already in the cart is replaced by this choice (its trip and options; each option's quantity is " +
        "what the travellers book): 200, meta.outcome updated. A new item: 201, meta.outcome added.",
      request: {
        body: { content: { "application/json": { schema: AddCartBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(CartAddResponseSchema, "The product's item, replaced by this trip (meta.outcome updated)"),
        201: jsonContent(CartAddResponseSchema, "A new cart item (meta.outcome added)"),
        403: errorResponse("403 FORBIDDEN: member_id is not the token's member"),
        404: errorResponse("404 NOT_FOUND: no such product"),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const memberId = c.get("principal").accountId;
      if (body.member_id !== memberId) throw new AppError(403, "FORBIDDEN", CART_MESSAGES.memberMismatch, "member_id");
      const { item, created } = await addToCart(db, memberId, body, now());
      return created
        ? c.json(ok(item, { outcome: "added" as const }), 201)
        : c.json(ok(item, { outcome: "updated" as const }), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "delete",
      path: "/api/v1/cart/{id}",
      tags: ["cart"],
      summary: "Remove an item from the cart",
      request: { params: CartItemIdParamsSchema },
      responses: {
        200: jsonContent(CartDeleteResponseSchema, "Removed"),
        404: errorResponse("404 NOT_FOUND: no such item in this member's cart"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await deleteCartItem(db, c.get("principal").accountId, id))) throw cartItemNotFound();
      return c.json(ok({ id }), 200);
    },
  );
}
