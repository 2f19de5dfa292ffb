import { AttachmentParamsSchema } from "@contracts/boards";
import { isOperator, type Principal } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, storedFileResponse } from "../../platform/http/openapi";
import { type Reader, readAttachment } from "./attachments";
import type { AppContext } from "../../platform/context";
import { contentDisposition } from "../../platform/http/content-disposition";

/** Files of posts (public) and inquiries (their member and operators), sent as downloads. */
export function registerAttachmentRoutes(app: ApiApp, { db, doors }: AppContext) {
  // A token is optional here (a post's files are public), but one that is sent must be valid: the same 401 as
  // anywhere else, so a stale session is noticed rather than silently downgraded to a guest.
  app.openapi(
    doors.optional({
      method: "get",
      path: "/api/v1/attachments/{id}",
      tags: ["boards", "inquiries"],
      summary: "Download a post's or an inquiry's file",
      description:
        "A post's files are public. An inquiry's files need the token of its member or of an operator (a shop " +
        "console clerk or viewer: the shop's questions' files only); anyone else " +
        "gets 404, as for a file that does not exist. Sent as an attachment with the stored name and `nosniff`.",
      // The area header is not read here: a guest's stray one is no error.
      request: { headers: undefined, params: AttachmentParamsSchema },
      responses: {
        200: storedFileResponse,
        // a guest is welcome: only a sent token can fail
        401: errorResponse("401 UNAUTHORIZED: a token was sent and it is invalid, expired or revoked"),
        404: errorResponse("404 NOT_FOUND: no such file, or not one this caller may read"),
      },
    }),
    async (c) => {
      const file = await readAttachment(db, c.req.valid("param").id, readerOf(c.get("principal")));
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

/**
 * Who reads: an operator, an asker (a member of the shop or a traveller of the programme: an inquiry's files are
 * theirs alone), or a guest (any other token too).
 */
function readerOf(principal: Principal | undefined): Reader {
  if (isOperator(principal)) return { kind: "operator" };
  // the shop console's clerks and viewers read the files of the questions they read: the shop's
  if (principal?.area === "admin" && (principal.role === "clerk" || principal.role === "viewer")) {
    return { kind: "shopStaff" };
  }
  if (principal?.area === "member" || principal?.area === "travel") {
    return { kind: "member", accountId: principal.accountId };
  }
  return { kind: "guest" };
}
