import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { AreaHeadersSchema, type AuthEnv, bearerSecurity } from "./auth-middleware";
import { admit, type RequireAuth, unauthorizedFor, type Who } from "./doors";
import { uploadLimit } from "./multipart";
import { errorResponse, validationErrorResponse } from "./openapi";

type Route<P extends string> = Omit<RouteConfig, "path"> & { path: P };

const tooLargeResponse = errorResponse("413 PAYLOAD_TOO_LARGE: the request is far over the file limits");

/**
 * The signed-in door of an operation that takes files (board posts, inquiries, an applicant's documents): the token
 * first (a guest's upload is refused before it is read), then the size while the body streams in (413 far over the
 * file limits). Such a route is listed in body-limits.ts as limiting its own body.
 */
export function uploadDoor(
  requireAuth: RequireAuth,
  who: Who,
  /** The body's own limit and its error. */
  size: { maxBytes: number; tooLarge: () => Error },
) {
  const admitted = admit(requireAuth, who);
  const limit = uploadLimit(size.maxBytes, size.tooLarge);
  const middleware: MiddlewareHandler<AuthEnv> = (c, next) =>
    admitted(c, async () => {
      await limit(c, next);
    });
  const answers = { 400: validationErrorResponse, 401: unauthorizedFor(who), 413: tooLargeResponse };
  // The door's answers are in the route's type too: a handler may answer a missing body with the 400 itself.
  return <P extends string, R extends Route<P>>(route: R) =>
    createRoute({
      ...route,
      security: bearerSecurity,
      middleware,
      request: { headers: AreaHeadersSchema, ...route.request },
      responses: { ...answers, ...route.responses },
    }) as unknown as Omit<R, "responses"> & {
      responses: typeof answers & R["responses"];
      middleware: MiddlewareHandler<AuthEnv>;
      getRoutingPath(): string;
    };
}
