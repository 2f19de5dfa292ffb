import { SHARE_LINK_MAX_HOURS, type ShareLink, type ShareLinkBody, TRACKING_MESSAGES } from "@contracts/tracking";
import { and, desc, eq, isNull } from "drizzle-orm";
import { randomToken, sha256 } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { protocolShareLinks } from "./tables";

// Operators' share links to a tour's live map (ADR 0033): the token is 32 random bytes (base64url), shown once in
// the answer that made it (`url`); the table keeps its SHA-256 only. A link works until it expires (at most
// SHARE_LINK_MAX_HOURS ahead) or is withdrawn.

/** The viewer's page of a share link. */
export const shareLinkUrl = (token: string) => `/protocol/vehicle/share/${token}`;

type ShareLinkRow = typeof protocolShareLinks.$inferSelect;

const linkOf = (row: ShareLinkRow, url: string | null = null): ShareLink => ({
  id: row.id,
  label: row.label,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
  url,
});

const fieldError = (message: string) =>
  new AppError(400, "VALIDATION_ERROR", `expires_at: ${message}`, "expires_at", [{ field: "expires_at", message }]);

export async function listShareLinks(db: Db, tourId: number): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(protocolShareLinks)
    .where(eq(protocolShareLinks.tourId, tourId))
    .orderBy(desc(protocolShareLinks.createdAt), desc(protocolShareLinks.id));
  return rows.map((row) => linkOf(row));
}

/** Makes a link; 400 naming `expires_at` when it is not in the future or more than SHARE_LINK_MAX_HOURS ahead. */
export async function createShareLink(
  db: Db,
  { tourId, body, accountId, now }: { tourId: number; body: ShareLinkBody; accountId: number; now: Date },
): Promise<ShareLink> {
  const expiresAt = new Date(body.expires_at);
  if (expiresAt.getTime() <= now.getTime()) throw fieldError(TRACKING_MESSAGES.expiresInPast);
  if (expiresAt.getTime() > now.getTime() + SHARE_LINK_MAX_HOURS * 3_600_000) {
    throw fieldError(TRACKING_MESSAGES.expiresTooLate);
  }
  const token = randomToken(32);
  const [row] = await db
    .insert(protocolShareLinks)
    .values({ tourId, tokenHash: sha256(token), label: body.label, expiresAt, createdBy: accountId, createdAt: now })
    .returning();
  if (!row) throw new Error("share link insert returned nothing");
  return linkOf(row, shareLinkUrl(token));
}

/** Withdraws a link of the tour (it stops working at once); withdrawing it again changes nothing. 404 otherwise. */
export async function withdrawShareLink(db: Db, tourId: number, linkId: number, now: Date): Promise<ShareLink> {
  const of = and(eq(protocolShareLinks.id, linkId), eq(protocolShareLinks.tourId, tourId));
  const [withdrawn] = await db
    .update(protocolShareLinks)
    .set({ revokedAt: now })
    .where(and(of, isNull(protocolShareLinks.revokedAt)))
    .returning();
  if (withdrawn) return linkOf(withdrawn);
  const [row] = await db.select().from(protocolShareLinks).where(of);
  if (!row) throw new AppError(404, "LINK_NOT_FOUND", TRACKING_MESSAGES.linkNotFound);
  return linkOf(row);
}
