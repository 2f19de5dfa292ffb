import { TRACKING_MESSAGES, WATCH_KEY_TTL_MS } from "@contracts/tracking";
import { eq } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import { hmac, safeEqual, sha256 } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { signingKey } from "../../platform/signing-keys";
import { protocolShareLinks } from "./tables";

// The keys a viewer's page reads a tour's state and stream with (an EventSource cannot send a header), ADR 0033:
//
// - a member's or an operator's watch key, `w1.<tour>.<expiry>.<signature>`: signed with a key derived from the
//   server's secret for this purpose only, bound to one tour, good for WATCH_KEY_TTL_MS; nothing is stored. A forged,
//   altered or expired one answers 401 (WATCH_KEY_INVALID, WATCH_KEY_EXPIRED): the page asks for a new one;
// - a share link's token (32 random bytes, base64url): only its SHA-256 is stored. Unknown or withdrawn: 404
//   LINK_NOT_FOUND; expired: 410 LINK_EXPIRED.

const WATCH_KEY = /^w1\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const payloadOf = (tourId: number, expiry: number) => `w1.${tourId}.${expiry}`;

export async function issueWatchKey(
  db: Db,
  auth: AuthConfig,
  tourId: number,
  now: Date,
): Promise<{ key: string; expiresAt: Date }> {
  const expiry = Math.floor((now.getTime() + WATCH_KEY_TTL_MS) / 1000);
  const payload = payloadOf(tourId, expiry);
  const signature = hmac(await signingKey(db, auth, "tracking-watch-key"), payload);
  return { key: `${payload}.${signature}`, expiresAt: new Date(expiry * 1000) };
}

/** What a viewing key opens: a tour, and, for a share link, the link and when it expires. */
export type Viewing = { tourId: number; link: { id: number; expiresAt: Date } | null };

export const linkNotFound = () => new AppError(404, "LINK_NOT_FOUND", TRACKING_MESSAGES.linkNotFound);
export const linkExpired = () => new AppError(410, "LINK_EXPIRED", TRACKING_MESSAGES.linkExpired);

/** Opens a watch key or a share link's token, or throws the answer (401, 404 or 410). */
export async function openViewingKey(db: Db, auth: AuthConfig, key: string, now: Date): Promise<Viewing> {
  if (key.startsWith("w1.")) {
    const match = WATCH_KEY.exec(key);
    if (!match) throw new AppError(401, "WATCH_KEY_INVALID", TRACKING_MESSAGES.watchKeyInvalid);
    const [, tour, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = hmac(await signingKey(db, auth, "tracking-watch-key"), `w1.${tour}.${expiry}`);
    if (!safeEqual(signature, expected)) {
      throw new AppError(401, "WATCH_KEY_INVALID", TRACKING_MESSAGES.watchKeyInvalid);
    }
    if (Number(expiry) * 1000 <= now.getTime()) {
      throw new AppError(401, "WATCH_KEY_EXPIRED", TRACKING_MESSAGES.watchKeyExpired);
    }
    return { tourId: Number(tour), link: null };
  }
  const [link] = await db
    .select({
      id: protocolShareLinks.id,
      tourId: protocolShareLinks.tourId,
      expiresAt: protocolShareLinks.expiresAt,
      revokedAt: protocolShareLinks.revokedAt,
    })
    .from(protocolShareLinks)
    .where(eq(protocolShareLinks.tokenHash, sha256(key)));
  if (!link || link.revokedAt) throw linkNotFound();
  if (link.expiresAt.getTime() <= now.getTime()) throw linkExpired();
  return { tourId: link.tourId, link: { id: link.id, expiresAt: link.expiresAt } };
}

/** Whether a share link still works (not withdrawn); read again while a stream is open. */
export async function linkWithdrawn(db: Db, linkId: number): Promise<boolean> {
  const [link] = await db
    .select({ revokedAt: protocolShareLinks.revokedAt })
    .from(protocolShareLinks)
    .where(eq(protocolShareLinks.id, linkId));
  return !link || link.revokedAt !== null;
}
