import { AttachmentParamsSchema } from "@contracts/boards";
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../platform/db/client";
import { type AuthEnv, bearerSecurity, type createRequireAuth } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, validationErrorResponse } from "../../platform/http/openapi";
import { contentDisposition, type Reader, readAttachment } from "./attachments";
import type { AppContext } from "../../platform/context";

export type AttachmentRouteDeps = { db: Db; requireAuth: ReturnType<typeof createRequireAuth> };

type OptionalAuthEnv = { Variables: Partial<AuthEnv["Variables"]> };

/**
 * A token is optional here (a post's files are public), but one that is sent must be valid: the same 401 as
 * anywhere else, so a stale session is noticed rather than silently downgraded to a guest.
 */
function optionalAuth(requireAuth: ReturnType<typeof createRequireAuth>): MiddlewareHandler<OptionalAuthEnv> {
  const any = requireAuth("any");
  return async (c, next) => {
    if (!c.req.header("authorization")) return next();
    return any(c as Parameters<typeof any>[0], next);
  };
}

const BinarySchema = z.string().openapi({ type: "string", format: "binary" });

/** Files of posts (public) and inquiries (their member and operators), sent as downloads. */
export function registerAttachmentRoutes(app: ApiApp, { db, requireAuth }: AppContext) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/attachments/{id}",
      tags: ["boards", "inquiries"],
      summary: "Download a post's or an inquiry's file",
      description:
        "A post's files are public. An inquiry's files need the token of its member or of an operator; anyone else " +
        "gets 404, as for a file that does not exist. Sent as an attachment with the stored name and `nosniff`.",
      security: [{}, ...bearerSecurity],
      middleware: optionalAuth(requireAuth),
      request: { params: AttachmentParamsSchema },
      responses: {
        200: {
          description: "The file, with its stored type",
          content: {
            "application/pdf": { schema: BinarySchema },
            "image/png": { schema: BinarySchema },
            "image/jpeg": { schema: BinarySchema },
            "image/webp": { schema: BinarySchema },
          },
        },
        400: validationErrorResponse,
        401: errorResponse("401 UNAUTHORIZED: a token was sent and it is invalid, expired or revoked"),
        404: errorResponse("404 NOT_FOUND: no such file, or not one this caller may read"),
      },
    }),
    async (c) => {
      const principal = c.get("principal");
      const reader: Reader =
        principal === undefined
          ? { kind: "guest" }
          : principal.area === "admin"
            ? { kind: "operator" }
            : principal.area === "member"
              ? { kind: "member", accountId: principal.accountId }
              : { kind: "guest" };
      const file = await readAttachment(db, c.req.valid("param").id, reader);
      return new Response(new Uint8Array(file.data), {
        status: 200,
        headers: {
          "Content-Type": file.mime,
          "Content-Length": String(file.data.byteLength),
          "Content-Disposition": contentDisposition(file.name),
          "X-Content-Type-Options": "nosniff",
          // a stored file never runs as a page of this origin, even when opened directly
          "Content-Security-Policy": "default-src 'none'; sandbox",
          // an inquiry's file must not stay in a shared cache
          "Cache-Control": file.isPublic ? "public, max-age=300" : "private, no-store",
        },
      });
    },
  );
}
