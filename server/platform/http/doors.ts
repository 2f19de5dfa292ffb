import type { AuthArea } from "@contracts/auth";
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { unauthorized } from "../../domains/auth/errors";
import {
  AreaHeadersSchema,
  type AuthEnv,
  bearerSecurity,
  type createRequireAuth,
  type DoorArea,
  isStaffDoor,
  requireOperatorRole,
  STAFF_DOORS,
  type StaffDoor,
} from "./auth-middleware";
import { errorResponse, validationErrorResponse } from "./openapi";

// The doors of the API. Every operation goes through one: it carries the security scheme, the area header, the
// token check and the 400 and 401 answers once, so a route states only what is its own (ARCHITECTURE: the route
// builders per sign-in area).

export type RequireAuth = ReturnType<typeof createRequireAuth>;

/**
 * Who may come in: one sign-in area, several (anyone else gets the same 401), any area's token, or a staff door
 * (`gate`, `partner`, `driver`, `clerk`, `viewer`): the operators and that door's staff roles. `admin` means the
 * operators only (a staff account gets a 403).
 */
export type Who = DoorArea | readonly AuthArea[];

type Route<P extends string> = Omit<RouteConfig, "path"> & { path: P };
/** The route as written, with the door's token check: handlers see `c.get("principal")`. */
type Behind<R, E extends object> = R & { middleware: MiddlewareHandler<E>; getRoutingPath(): string };

const whoText = (who: Who) => (typeof who === "string" ? who : who.join(" or "));
const operatorsOnly = (who: Who) => (typeof who === "string" ? who === "admin" : who.includes("admin"));
const forbiddenToStaff = errorResponse(
  "403 FORBIDDEN: a staff account (operators' role `gate`, `partner`, `driver`, `clerk` or `viewer`)",
);
const roleList = (door: StaffDoor) => STAFF_DOORS[door].map((role) => `\`${role}\``).join(" or ");
const forbiddenToOtherStaff = (door: StaffDoor) =>
  errorResponse(`403 FORBIDDEN: a staff account of another role than ${roleList(door)} (roles keep to their doors)`);
const forbiddenAnswer = (who: Who) =>
  operatorsOnly(who) ? { 403: forbiddenToStaff } : isStaffDoor(who) ? { 403: forbiddenToOtherStaff(who) } : {};

/** The 401 documented for a door: which token it wants. */
export const unauthorizedFor = (who: Who) =>
  errorResponse(
    who === "any"
      ? "401 UNAUTHORIZED: no token, or an invalid, expired or revoked one"
      : isStaffDoor(who)
        ? "401 UNAUTHORIZED: no admin token (an operator's or a staff account's), or an invalid, expired or revoked one"
        : `401 UNAUTHORIZED: no ${whoText(who)} token, or an invalid, expired or revoked one`,
  );

/** The middleware that admits `who`: a token of one area, of one of several, or of any. */
export function admit(requireAuth: RequireAuth, who: Who): MiddlewareHandler<AuthEnv> {
  if (typeof who === "string") return requireAuth(who);
  const any = requireAuth("any");
  return (c, next) =>
    any(c, async () => {
      const principal = c.get("principal");
      if (!who.includes(principal.area)) throw unauthorized();
      requireOperatorRole(principal, principal.area);
      await next();
    });
}

/** What a door open to guests sets: the principal when a token was sent. */
export type OptionalAuthEnv = { Variables: Partial<AuthEnv["Variables"]> };

/** The 400 is documented where a person can send something wrong: a query, a path or a body of the route's own. */
function takesInput(route: Pick<RouteConfig, "request">): boolean {
  const request = route.request;
  return Boolean(request?.query ?? request?.params ?? request?.body);
}
const inputAnswers = (route: Pick<RouteConfig, "request">) =>
  takesInput(route) ? { 400: validationErrorResponse } : {};

export type Doors = ReturnType<typeof createDoors>;

export function createDoors(requireAuth: RequireAuth) {
  return {
    /** An operation anyone may call; its input is still checked (400 naming the field). */
    open: <P extends string, R extends Route<P>>(route: R) =>
      createRoute({ ...route, responses: { ...inputAnswers(route), ...route.responses } }) as R & {
        getRoutingPath(): string;
      },

    /** An operation behind a sign-in: a bearer token of `who`'s area, checked before the handler runs. */
    signedIn: <P extends string, R extends Route<P>>(who: Who, route: R) =>
      createRoute({
        ...route,
        security: route.security ?? bearerSecurity,
        middleware: admit(requireAuth, who),
        request: { headers: AreaHeadersSchema, ...route.request },
        responses: {
          ...inputAnswers(route),
          401: unauthorizedFor(who),
          ...forbiddenAnswer(who),
          ...route.responses,
        },
      }) as unknown as Behind<R, AuthEnv>,

    /**
     * An operation open to guests where a sent token must still be valid (a stale session is noticed, not read
     * as a guest): `principal` is set when one was sent.
     */
    optional: <P extends string, R extends Route<P>>(route: R) => {
      const any = requireAuth("any");
      const middleware: MiddlewareHandler<OptionalAuthEnv> = async (c, next) => {
        if (!c.req.header("authorization")) return next();
        return any(c as Parameters<typeof any>[0], next);
      };
      return createRoute({
        ...route,
        security: route.security ?? [{}, ...bearerSecurity],
        middleware,
        responses: {
          ...inputAnswers(route),
          401: errorResponse("401 UNAUTHORIZED: a token was sent and it is invalid, expired or revoked"),
          ...route.responses,
        },
      }) as unknown as Behind<R, OptionalAuthEnv>;
    },
  };
}
