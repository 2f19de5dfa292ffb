import type { RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AuthEnv } from "../../platform/http/auth-middleware";
import { uploadLimit } from "../../platform/http/multipart";
import { martCallerOf, type MartCaller, requireCompanyRole } from "./business";
import { PROFILE_BODY_LIMIT, profileTooLarge } from "./files";
import type { AppContext } from "../../platform/context";

/** What the company doors set: the token's principal and the account as the mart sees it. */
export type CallerEnv = { Variables: AuthEnv["Variables"] & { caller: MartCaller } };

type Route<P extends string> = Omit<RouteConfig, "path"> & { path: P };
type BehindCaller<R> = R & { middleware: MiddlewareHandler<CallerEnv>; getRoutingPath(): string };

/**
 * The company's own doors: the accreditation door, then the account's company loaded as `caller`. `upload` then
 * refuses a general account before its upload is read, and limits the body's size while it streams in.
 */
export function companyDoors({ db, doors }: AppContext) {
  const loadCaller: MiddlewareHandler<CallerEnv> = async (c, next) => {
    c.set("caller", await martCallerOf(db, c.get("principal").accountId));
    await next();
  };
  const limit = uploadLimit(PROFILE_BODY_LIMIT, profileTooLarge);
  const companyUpload: MiddlewareHandler<CallerEnv> = async (c, next) => {
    requireCompanyRole(c.get("caller"));
    await limit(c, next);
  };
  const behind =
    (...then: MiddlewareHandler<CallerEnv>[]) =>
    <P extends string, R extends Route<P>>(route: R) => {
      const door = doors.signedIn("accreditation", route);
      // the door's own token check first; a route object keeps its routing path, so it is extended in place
      return Object.assign(door, { middleware: [door.middleware, ...then] }) as unknown as BehindCaller<R>;
    };
  return { caller: behind(loadCaller), upload: behind(loadCaller, companyUpload) };
}
