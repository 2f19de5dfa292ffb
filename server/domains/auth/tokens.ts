import { AuthAreaSchema, type AuthArea } from "@contracts/auth";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";

export const TOKEN_ISSUER = "travel-platform";
const ALGORITHMS = ["HS256"];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type AccessClaims = { area: AuthArea; accountId: number; sessionId: string };

/** `aud` = area, `sub` = account id, `jti` = session id; HS256 only. */
export function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  options: { now: Date; ttlSeconds: number },
): Promise<string> {
  const iat = seconds(options.now);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(claims.area)
    .setSubject(String(claims.accountId))
    .setJti(claims.sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds)
    .sign(key);
}

/** The claims of a valid token for one of `areas`, or undefined (bad signature, wrong audience, expired, ...). */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  options: { areas: readonly AuthArea[]; now: Date },
): Promise<AccessClaims | undefined> {
  const payload = await verifyOrUndefined(key, token, { audience: [...options.areas], now: options.now });
  if (!payload) return undefined;
  const area = AuthAreaSchema.safeParse(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud);
  const accountId = Number(payload.sub);
  if (!area.success || !Number.isInteger(accountId) || accountId <= 0 || !payload.jti) return undefined;
  return { area: area.data, accountId, sessionId: payload.jti };
}

/** A short-lived signed message for another purpose (social `state`, local social tokens). */
export function signScoped(
  key: Uint8Array,
  audience: string,
  claims: Record<string, string>,
  options: { now: Date; ttlSeconds: number; subject?: string },
): Promise<string> {
  const iat = seconds(options.now);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds);
  if (options.subject) jwt.setSubject(options.subject);
  return jwt.sign(key);
}

export function verifyScoped(
  key: Uint8Array,
  audience: string,
  token: string,
  options: { now: Date },
): Promise<JWTPayload | undefined> {
  return verifyOrUndefined(key, token, { audience, now: options.now });
}

async function verifyOrUndefined(
  key: Uint8Array,
  token: string,
  options: { audience: string | string[]; now: Date },
): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: options.audience,
      currentDate: options.now,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
