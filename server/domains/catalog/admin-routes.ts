import {
  ADMIN_PRODUCTS_PATH,
  AdminOptionBodySchema,
  AdminOptionParamsSchema,
  AdminOptionPatchSchema,
  AdminOptionResponseSchema,
  AdminProductBodySchema,
  AdminProductImageParamsSchema,
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductParamsSchema,
  AdminProductResponseSchema,
  AdminProductReviewListResponseSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_PATH,
  PRODUCTS_ADMIN_MESSAGES,
  ProductImageFileParamsSchema,
} from "@contracts/products-admin";
import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import { contentDisposition } from "../../platform/http/content-disposition";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { contentType, fileField } from "../../platform/http/multipart";
import { errorResponse, jsonContent, storedFileResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { uploadDoor } from "../../platform/http/upload-door";
import { checkUpload, uploadError } from "../../platform/http/uploads";
import {
  addProductImage,
  adminProduct,
  adminProductReviews,
  createOption,
  createProduct,
  listAdminProducts,
  readProductImage,
  removeProductImage,
  setOptionBookable,
  updateOption,
  updateProduct,
} from "./admin-products";

const TAGS = ["admin", "catalog"];
const PRODUCT = `${ADMIN_PRODUCTS_PATH}/{id}`;
const OPTIONS = `${PRODUCT}/options`;
const OPTION = `${OPTIONS}/{optionId}`;
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const productNotFound = errorResponse("404 NOT_FOUND (`field` id): no shop product has this id");
const optionNotFound = errorResponse(
  "404 NOT_FOUND (`field` id or optionId): no such product, or no such option of it",
);
const capacityRefused = errorResponse("409 CAPACITY_BELOW_SOLD (`field` capacity): fewer places than already sold");

/** The upload's body: one picture and a little room for the form's framing. */
export const PRODUCT_IMAGE_BODY_LIMIT = MAX_PRODUCT_IMAGE_BYTES + 64 * 1024;
const imageTooLarge = () =>
  new AppError(
    413,
    "PAYLOAD_TOO_LARGE",
    `${PRODUCT_IMAGE_FIELD}: ${PRODUCTS_ADMIN_MESSAGES.imageType}`,
    PRODUCT_IMAGE_FIELD,
  );
const ImageFormSchema = z.object({ [PRODUCT_IMAGE_FIELD]: fileField(PRODUCTS_ADMIN_MESSAGES.imageType) });

/**
 * The shop's products in the operators' console (issue 26, ADR 0034): every console role reads; clerks and
 * operators write content, pictures, dates and capacity; a new option or a changed price is an operator's. Every
 * write is audited and shows in the shop at once.
 */
export function registerCatalogAdminRoutes(app: ApiApp, { db, now, doors, requireAuth }: AppContext) {
  const clerkUpload = uploadDoor(requireAuth, "clerk", {
    maxBytes: PRODUCT_IMAGE_BODY_LIMIT,
    tooLarge: imageTooLarge,
  });

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_PRODUCTS_PATH,
      tags: TAGS,
      summary: "The shop's products, newest first, with their options, places sold and capacity (console)",
      description: "`keyword` matches the English or the Korean name; `category` a code or `all`.",
      request: { query: AdminProductListQuerySchema },
      responses: { 200: jsonContent(AdminProductListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const page = await listAdminProducts(db, c.req.valid("query"));
      return c.json(ok(page.rows, page.meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: ADMIN_PRODUCTS_PATH,
      tags: TAGS,
      summary: "Create a shop product (clerks and operators)",
      description:
        "Content in English and Korean and the product's details; its address is made from the English name " +
        "(`-2`, `-3`... when taken). Options, with their prices, are added by operators afterwards.",
      request: { body: json(AdminProductBodySchema) },
      responses: { 201: jsonContent(AdminProductResponseSchema, "The product as saved") },
    }),
    async (c) => c.json(ok(await createProduct(db, c.get("principal"), c.req.valid("json"))), 201),
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: PRODUCT,
      tags: TAGS,
      summary: "One shop product in both languages with its pictures and options (console)",
      request: { params: AdminProductParamsSchema },
      responses: { 200: jsonContent(AdminProductResponseSchema, "The product"), 404: productNotFound },
    }),
    async (c) => c.json(ok(await adminProduct(db, c.req.valid("param").id)), 200),
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "put",
      path: PRODUCT,
      tags: TAGS,
      summary: "Replace a shop product's content and details (clerks and operators)",
      description:
        "Its address and options stay. `images`, when sent, is the pictures' new order (dropped uploads are " +
        "deleted); left out, the pictures stay.",
      request: { params: AdminProductParamsSchema, body: json(AdminProductBodySchema) },
      responses: { 200: jsonContent(AdminProductResponseSchema, "The product as saved"), 404: productNotFound },
    }),
    async (c) =>
      c.json(ok(await updateProduct(db, c.get("principal"), c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  app.openapi(
    clerkUpload({
      method: "post",
      path: `${PRODUCT}/images`,
      tags: TAGS,
      summary: "Upload a picture of a shop product (clerks and operators)",
      description:
        "multipart/form-data with one `image`: PNG, JPEG or WebP of 5 MB or less, known by its bytes (not its " +
        "name or declared type). It is stored and its address added to `images` (in place of the placeholder a " +
        "new product has).",
      request: {
        params: AdminProductParamsSchema,
        body: { content: { "multipart/form-data": { schema: ImageFormSchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminProductResponseSchema, "The product with the picture added"),
        403: errorResponse("403 FORBIDDEN: a viewer or another staff role"),
        415: errorResponse("415 UNSUPPORTED_MEDIA_TYPE: the body is not multipart/form-data"),
        404: productNotFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // a body that is no form at all is the wrong kind of request, not a wrong field
      if (!contentType(c).startsWith("multipart/form-data")) {
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the picture as multipart/form-data.");
      }
      const form = c.req.valid("form");
      if (!form.image) throw uploadError(PRODUCT_IMAGE_FIELD, PRODUCTS_ADMIN_MESSAGES.imageType);
      const file = await checkUpload(form.image, {
        field: PRODUCT_IMAGE_FIELD,
        maxBytes: MAX_PRODUCT_IMAGE_BYTES,
        types: PRODUCT_IMAGE_TYPES,
        messages: { type: PRODUCTS_ADMIN_MESSAGES.imageType, tooLarge: PRODUCTS_ADMIN_MESSAGES.imageType },
      });
      if (!file) throw uploadError(PRODUCT_IMAGE_FIELD, PRODUCTS_ADMIN_MESSAGES.imageType);
      return c.json(ok(await addProductImage(db, c.get("principal"), id, file)), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "delete",
      path: `${PRODUCT}/images/{index}`,
      tags: TAGS,
      summary: "Remove a shop product's picture by its place in `images` (clerks and operators)",
      request: { params: AdminProductImageParamsSchema },
      responses: {
        200: jsonContent(AdminProductResponseSchema, "The product without the picture"),
        404: errorResponse("404 NOT_FOUND: no such product, or no picture at this place"),
        409: errorResponse("409 LAST_IMAGE (`field` index): a product keeps at least one picture"),
      },
    }),
    async (c) => {
      const { id, index } = c.req.valid("param");
      return c.json(ok(await removeProductImage(db, c.get("principal"), id, index)), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${PRODUCT_IMAGES_PATH}/{id}`,
      tags: ["catalog"],
      summary: "An uploaded picture of a product",
      description: "Public (the shop's pages show it as <img>); a new upload has a new address, so it never changes.",
      request: { params: ProductImageFileParamsSchema },
      responses: { 200: storedFileResponse, 404: errorResponse("404 NOT_FOUND: no such picture") },
    }),
    async (c) => {
      const image = await readProductImage(db, c.req.valid("param").id);
      if (!image) throw new AppError(404, "NOT_FOUND", PRODUCTS_ADMIN_MESSAGES.imageNotFound);
      return new Response(new Uint8Array(image.data), {
        status: 200,
        headers: {
          "Content-Type": image.mime,
          "Content-Length": String(image.data.byteLength),
          "Content-Disposition": contentDisposition(image.name).replace(/^attachment/, "inline"),
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: OPTIONS,
      tags: TAGS,
      summary: "Add a dated option at its price (operators: it sets a price)",
      description: "Days from `start_date` to `end_date`, departure times, price per person or per group, capacity.",
      request: { params: AdminProductParamsSchema, body: json(AdminOptionBodySchema) },
      responses: { 201: jsonContent(AdminOptionResponseSchema, "The option as saved"), 404: productNotFound },
    }),
    async (c) =>
      c.json(ok(await createOption(db, c.get("principal"), c.req.valid("param").id, c.req.valid("json"), now())), 201),
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "put",
      path: OPTION,
      tags: TAGS,
      summary: "Change an option's fields (clerks: names, days, times, capacity; operators: also its price)",
      description:
        "The fields sent change, the others stay. A different `price`, `currency`, `pricing` or `group_size` " +
        "from a clerk is 403 (`field` names it). Capacity under the places sold is 409 naming `capacity`.",
      request: { params: AdminOptionParamsSchema, body: json(AdminOptionPatchSchema) },
      responses: {
        200: jsonContent(AdminOptionResponseSchema, "The option as saved"),
        403: errorResponse("403 FORBIDDEN: a viewer; or a clerk changing a price, currency or pricing"),
        404: optionNotFound,
        409: capacityRefused,
      },
    }),
    async (c) => {
      const { id, optionId } = c.req.valid("param");
      return c.json(ok(await updateOption(db, c.get("principal"), id, optionId, c.req.valid("json"))), 200);
    },
  );

  for (const [action, bookable] of [
    ["close", false],
    ["reopen", true],
  ] as const) {
    app.openapi(
      doors.signedIn("clerk", {
        method: "post",
        path: `${OPTION}/${action}`,
        tags: TAGS,
        summary: bookable
          ? "Put a closed option on sale again (clerks and operators)"
          : "Close an option for sale; places sold stay (clerks and operators)",
        request: { params: AdminOptionParamsSchema },
        responses: { 200: jsonContent(AdminOptionResponseSchema, "The option as it is now"), 404: optionNotFound },
      }),
      async (c) => {
        const { id, optionId } = c.req.valid("param");
        return c.json(ok(await setOptionBookable(db, c.get("principal"), id, optionId, bookable)), 200);
      },
    );
  }

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: `${PRODUCT}/reviews`,
      tags: TAGS,
      summary: "A shop product's reviews, newest first, hidden ones too (console)",
      request: { params: AdminProductParamsSchema },
      responses: {
        200: jsonContent(AdminProductReviewListResponseSchema, "The reviews, each with whether it is hidden"),
        404: productNotFound,
      },
    }),
    async (c) => c.json(ok(await adminProductReviews(db, c.req.valid("param").id)), 200),
  );
}
