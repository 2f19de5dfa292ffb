import { RESERVATION_KEY_HEADER } from "@contracts/tours";
import { hmac, safeEqual } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import type { AuthConfig } from "../../config";
import { signingKey } from "../../platform/signing-keys";
import { tourError } from "./errors";

// A guest's key to one reservation (ADR 0027): `<id>.<expiry>.<signature>`, signed with a key derived from the
// server's secret for this purpose only. It is handed out on booking and on a lookup by number and e-mail, and it
// opens, pays and cancels that reservation and nothing else; nothing is stored, so it cannot be listed or leaked
// from the database.

/** How long a key opens its reservation; after that the number and e-mail find it again. */
export const KEY_HOURS = 24;

export async function issueReservationKey(
  db: Db,
  auth: AuthConfig,
  reservationId: number,
  now: Date,
): Promise<{ key: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + KEY_HOURS * 3_600_000);
  const payload = `${reservationId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { key: `${payload}.${hmac(await signingKey(db, auth, "tour-reservation-key"), payload)}`, expiresAt };
}

/** The reservation id a key opens; 401 TOUR_KEY_INVALID for a missing, altered or expired one. */
export async function openReservationKey(
  db: Db,
  auth: AuthConfig,
  key: string | undefined,
  now: Date,
): Promise<number> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key ?? "");
  if (!match) throw tourError(401, "keyInvalid", RESERVATION_KEY_HEADER);
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = hmac(await signingKey(db, auth, "tour-reservation-key"), `${id}.${expiry}`);
  if (!safeEqual(signature, expected) || Number(expiry) * 1000 <= now.getTime()) {
    throw tourError(401, "keyInvalid", RESERVATION_KEY_HEADER);
  }
  return Number(id);
}
