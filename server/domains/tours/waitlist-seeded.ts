import { and, eq, like } from "drizzle-orm";
import { sha256 } from "../../platform/crypto";
import { SEEDED_TOKEN_PREFIX } from "./seed";
import { tourWaitlist } from "./tables";
import { departureOf, entryToken, mailOffers, type WaitlistDeps } from "./waitlist";

export const TOUR_WAITLIST_SEEDED_JOB = "tour-waitlist-seeded";

/**
 * The demo's waitlist entries are seeded without their links: a link is signed with the server's key, which only the
 * running server knows. The first minute of the running server gives each such entry its real token and mails an
 * offered guest the offer (to the local outbox on a demo machine), as a real offer would have been mailed, so the
 * demo's offer opens from its mail. Each entry once: the placeholder is replaced in the same statement that claims it.
 */
export async function adoptSeededEntries(deps: WaitlistDeps): Promise<{ adopted: number }> {
  const { db } = deps.shop;
  const seeded = await db
    .select()
    .from(tourWaitlist)
    .where(like(tourWaitlist.tokenHash, `${SEEDED_TOKEN_PREFIX}%`));
  let adopted = 0;
  for (const row of seeded) {
    const token = await entryToken(deps.shop, row);
    const [entry] = await db
      .update(tourWaitlist)
      .set({ tokenHash: sha256(token) })
      .where(and(eq(tourWaitlist.id, row.id), eq(tourWaitlist.tokenHash, row.tokenHash)))
      .returning();
    if (!entry) continue;
    adopted += 1;
    const found = entry.status === "offered" ? await departureOf(db, entry.departureId) : undefined;
    if (found) await mailOffers(deps, [{ entry, found }]);
  }
  return { adopted };
}
