import { AUTH_AREA_HEADER, AuthAreaSchema, type AuthArea } from "@contracts/auth";
import { ADMIN_ROLES, type AdminRole } from "@contracts/auth-area";
import { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AuthConfig } from "../../config";
import type { AuthContext } from "../../domains/auth/context";
import { forbidden, unauthorized } from "../../domains/auth/errors";
import { cachedPrincipal } from "../../domains/auth/session-cache";
import { activeSession, type Principal } from "../../domains/auth/sessions";
import { verifyAccessToken } from "../../domains/auth/tokens";
import { AppError } from "./errors";

export type { Principal };
export type AuthEnv = { Variables: { principal: Principal } };

export const AREA_HEADER_FIELD = AUTH_AREA_HEADER.toLowerCase();

/** The area the browser names (X-Auth-Area); missing means member, an unknown name is a 400. */
export function requestedArea(c: Context): AuthArea | undefined {
  const raw = c.req.header(AUTH_AREA_HEADER);
  if (raw === undefined || raw.trim() === "") return undefined;
  const parsed = AuthAreaSchema.safeParse(raw.trim());
  if (!parsed.success) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `${AREA_HEADER_FIELD}: must be one of ${AuthAreaSchema.options.join(", ")}`,
      AREA_HEADER_FIELD,
    );
  }
  return parsed.data;
}

export const areaOf = (c: Context): AuthArea => requestedArea(c) ?? "member";

/** Documents (and validates) the area header in the OpenAPI document. */
export const AreaHeadersSchema = z.object({
  [AREA_HEADER_FIELD]: AuthAreaSchema.optional().describe(
    `${AUTH_AREA_HEADER}: the area the call acts on (default member); with a token it must name the token's area.`,
  ),
});

export const BEARER_SCHEME = "bearerAuth";
export const bearerSecurity = [{ [BEARER_SCHEME]: [] }];

export type { ClientAddressResolver } from "./client-address";

/**
 * The origin the caller sees: the request URL's (built from Host), or the forwarded one behind a trusted proxy.
 * With PUBLIC_ORIGINS set, anything outside the list becomes its first entry, so a forged Host cannot put an
 * attacker's host into a mailed link.
 */
/** The entry `hops` from the right of a comma-separated forwarded header (the leftmost when the chain is shorter). */
function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  const entries = header?.split(",").map((entry) => entry.trim()) ?? [];
  return entries[Math.max(0, entries.length - hops)] || undefined;
}

export function requestOrigin(c: Context, config: AuthConfig): string {
  let origin = new URL(c.req.url).origin;
  if (config.trustProxy) {
    // as with the client address: the entry our outermost proxy wrote, n from the right; entries further left
    // came from the client
    const host = forwardedEntry(c.req.header("x-forwarded-host"), config.proxyHops);
    const proto = forwardedEntry(c.req.header("x-forwarded-proto"), config.proxyHops);
    if (host) {
      try {
        origin = new URL(`${proto === "https" ? "https" : "http"}://${host}`).origin;
      } catch {
        // A malformed forwarded host: keep the request's own.
      }
    }
  }
  const allowed = config.publicOrigins;
  if (allowed.length > 0 && !allowed.includes(origin)) return allowed[0] ?? origin;
  return origin;
}

const ALL_AREAS = AuthAreaSchema.options;

/**
 * What a door admits: one area's tokens, any area's, `gate`: operators and the summit's scan-only staff (ADR 0027),
 * `partner`: operators and the visitor pass's partner venues' staff (ADR 0030), `driver`: operators and the
 * protocol tours' drivers (ADR 0033), `clerk`: operators and the shop's clerks (the console's writes that move no
 * money), `viewer`: operators, clerks and the shop's read-only staff (the console's reads; ADR 0034), or `staff`:
 * every operators' account whatever its role (its own account).
 */
export type DoorArea = AuthArea | "any" | StaffDoor;
export type StaffDoor = "gate" | "partner" | "driver" | "clerk" | "viewer" | "staff";

/** The roles besides `operator` each staff door admits (an operators' area token of one of them). */
export const STAFF_DOORS: Readonly<Record<StaffDoor, readonly AdminRole[]>> = {
  gate: ["gate"],
  partner: ["partner"],
  driver: ["driver"],
  clerk: ["clerk"],
  viewer: ["clerk", "viewer"],
  // any operators' account, whatever its role: its own account (who am I, my role)
  staff: ADMIN_ROLES.filter((role) => role !== "operator"),
};

export const isStaffDoor = (door: unknown): door is StaffDoor => typeof door === "string" && door in STAFF_DOORS;

/** The sign-in area a door's token belongs to. */
export const tokenArea = (door: DoorArea): AuthArea | "any" => (isStaffDoor(door) ? "admin" : door);

/**
 * Operators may do everything an admin door allows; a staff account only what its own doors allow (`gate` for
 * the summit's gate staff, `partner` for a venue's staff, never each other's). Anything else it asks of an admin
 * door is a 403, not a 401: its sign-in is good, its role is not enough.
 */
export function requireOperatorRole(principal: Principal, door: DoorArea): void {
  if (principal.area !== "admin" || door === "any" || principal.role === "operator") return;
  if (principal.role === undefined || !isStaffDoor(door) || !STAFF_DOORS[door].includes(principal.role)) {
    throw forbidden();
  }
}

/** Whether a principal acts as a full operator (for routes that serve operators and others alike). */
export const isOperator = (principal: Principal | undefined): boolean =>
  principal?.area === "admin" && principal.role === "operator";

/**
 * `requireAuth("member")` admits only member tokens (the audience), `requireAuth("any")` a token of any area.
 * The token must verify (HS256, audience, expiry), its session must be open and its account active; a sent
 * X-Auth-Area must name the token's own area. Every failure is the same 401. A token that passed lately is
 * trusted for a moment without asking again (see session-cache.ts for how long, and what that costs).
 */
export function createRequireAuth(ctx: AuthContext) {
  return (area: DoorArea): MiddlewareHandler<AuthEnv> =>
    async (c, next) => {
      const header = requestedArea(c);
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
      const token = match?.[1];
      if (!token) throw unauthorized();
      const now = ctx.now();
      const principal = await cachedPrincipal(ctx.db, token, tokenArea(area), now, async () => {
        const { access } = await ctx.keys();
        // Every area here: the check is shared by concurrent callers, and the cache narrows to each one's area.
        const claims = await verifyAccessToken(access, token, { areas: ALL_AREAS, now });
        return claims ? activeSession(ctx.db, claims, now) : undefined;
      });
      if (!principal || (header !== undefined && header !== principal.area)) throw unauthorized();
      requireOperatorRole(principal, area);
      c.set("principal", principal);
      await next();
    };
}

/**
 * The shop console's staff (`clerk`, `viewer`; ADR 0034) act on the shop's records only: at a door several sites
 * share (questions, boards), another site's records are a 403 for them. Operators keep every site.
 */
export function requireShopScope(principal: Principal | undefined, site: string): void {
  if (principal?.area !== "admin" || principal.role === "operator") return;
  if (site !== "shop") throw forbidden();
}
