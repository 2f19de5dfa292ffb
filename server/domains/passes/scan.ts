import {
  benefitMessageKey,
  PASS_MESSAGES,
  type PassFacts,
  passState,
  passTokenIn,
  passValidUntil,
  type ScanDecision,
  scanDecision,
  scanMessageKey,
  usesLeft,
} from "@contracts/pass-rules";
import type { PassScanAnswer, PassScanBody, PassScanner } from "@contracts/passes";
import { and, eq } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { paidNow, type ShopContext } from "../reservations/context";
import { reservations } from "../reservations/tables";
import type { Lang } from "../reservations/view";
import type { Principal } from "../../platform/http/auth-middleware";
import { fromMinor } from "@contracts/money";
import { passError } from "./errors";
import { settleByScan } from "./pay";
import { factsOf, passCode, type PassRow, typeNameOf } from "./cards";
import { passes, passScans } from "./tables";
import { openPassToken } from "./tokens";
import { passVenues } from "./venue-table";
import { listVenueRows, toVenueSummary, type VenueRow } from "./venues";

// A venue's scan of a pass (ADR 0030): decided by the pure rules inside one transaction that first locks the pass's
// row, so two venues scanning a count pass's last use are served one after the other; every scan is logged with its
// answer, refused ones and unknown tokens too, and the same scan sent again (its nonce) is answered as the first time.

type Scanned = { role: "partner"; venueId: number } | { role: "operator" };

/** Who scans for which venue: a partner's staff for its account's venue only, an operator for every venue. */
async function scannerOf(db: DbOrTx, principal: Principal): Promise<Scanned> {
  if (principal.role === "operator") return { role: "operator" };
  const [account] = await db
    .select({ venueId: accounts.venueId })
    .from(accounts)
    .where(eq(accounts.id, principal.accountId));
  if (principal.role !== "partner" || !account?.venueId) throw passError(403, "notPartnerStaff");
  return { role: "partner", venueId: account.venueId };
}

/** The scanner's venues: a partner's own one, every published venue for an operator (who picks one). */
export async function scannerVenues(ctx: ShopContext, principal: Principal, lang: Lang): Promise<PassScanner> {
  const scanner = await scannerOf(ctx.db, principal);
  if (scanner.role === "operator") {
    return { role: "operator", venues: (await listVenueRows(ctx.db)).map((row) => toVenueSummary(row, lang)) };
  }
  const [venue] = await ctx.db.select().from(passVenues).where(eq(passVenues.id, scanner.venueId));
  return { role: "partner", venues: venue ? [toVenueSummary(venue, lang)] : [] };
}

/** The venue a scan is for: the partner account's own (whatever the request names), or the one an operator names. */
async function scanVenue(db: DbOrTx, scanner: Scanned, named: number | undefined): Promise<VenueRow> {
  const id = scanner.role === "partner" ? scanner.venueId : named;
  if (id === undefined) throw passError(400, "venueRequired", "venue_id");
  const [venue] = await db.select().from(passVenues).where(eq(passVenues.id, id));
  if (!venue) throw passError(404, "venueNotFound", "venue_id");
  return venue;
}

function answerOf(
  decision: ScanDecision,
  input: { nonce: string; venue: VenueRow; pass: PassRow | null; after: PassFacts | null; lang: Lang; now: Date },
): PassScanAnswer {
  const { pass, after, now } = input;
  const key = scanMessageKey(decision);
  const valid = decision.result === "valid" ? decision : null;
  let message: string = PASS_MESSAGES[key];
  if (valid) {
    const benefit = PASS_MESSAGES[benefitMessageKey(valid.benefit)].replace(
      "{{percent}}",
      valid.benefit.kind === "discount" ? String(valid.benefit.percent) : "",
    );
    message = `${message} ${benefit}`;
  }
  const activeUntil =
    after?.activated_at && pass ? passValidUntil(after.type, after.activated_at, after.purchased_at) : null;
  return {
    result: decision.result,
    nonce: input.nonce,
    message_key: key,
    message,
    venue_id: input.venue.id,
    pass:
      pass && after
        ? {
            code: passCode(pass.id),
            holder: pass.holderName,
            type_name: typeNameOf(pass, input.lang),
            state: passState(after, now),
          }
        : null,
    benefit: valid?.benefit ?? null,
    activates: valid?.activates ?? false,
    uses_left: valid ? valid.uses_left : after ? usesLeft(after) : null,
    valid_until: valid ? valid.valid_until.toISOString() : (activeUntil?.toISOString() ?? null),
    first_used_at: decision.result === "already_used" ? decision.first_used_at.toISOString() : null,
    valid_from: decision.result === "not_yet_valid" ? decision.valid_from : null,
    scanned_at: now.toISOString(),
  };
}

const reasonOf = (decision: ScanDecision): string | null =>
  decision.result === "invalid" || decision.result === "expired" ? decision.reason : null;

async function firstAnswer(db: DbOrTx, nonce: string): Promise<PassScanAnswer | undefined> {
  const [row] = await db.select({ answer: passScans.answer }).from(passScans).where(eq(passScans.nonce, nonce));
  return row?.answer;
}

/**
 * Decides and records one scan. An altered or unknown token answers `invalid` (logged without a pass), never a 404:
 * the staff's answer is the same whatever was wrong with it.
 */
export async function scanPass(
  ctx: ShopContext,
  auth: AuthConfig,
  principal: Principal,
  body: PassScanBody,
  lang: Lang,
): Promise<PassScanAnswer> {
  const scanner = await scannerOf(ctx.db, principal);
  const venue = await scanVenue(ctx.db, scanner, body.venue_id);
  const token = passTokenIn(body.scanned);
  const passId = token ? await openPassToken(ctx.db, auth, token) : null;
  const answer = ctx.db.transaction(async (tx) => {
    // the pass first: a second venue's scan of it waits here until this one has written its use
    const [found] = passId
      ? await tx
          .select({ pass: passes, cancelledAt: reservations.cancelledAt })
          .from(passes)
          .innerJoin(reservations, eq(reservations.id, passes.reservationId))
          .where(eq(passes.id, passId))
          .for("update", { of: passes })
      : [];
    const pass = found?.pass;
    const repeat = await firstAnswer(tx, body.nonce);
    if (repeat) return { answer: repeat, settlement: null };
    const now = ctx.now();
    const facts = pass ? factsOf(pass, found?.cancelledAt ?? null) : null;
    const previous = pass
      ? await tx
          .select({ venue_id: passScans.venueId, at: passScans.scannedAt })
          .from(passScans)
          .where(and(eq(passScans.passId, pass.id), eq(passScans.result, "valid")))
      : [];
    const decision = scanDecision(
      facts,
      { id: venue.id, repeat_visits: venue.repeatVisits, benefit: venue.benefit },
      previous,
      now,
    );
    let after = facts;
    if (pass && facts && decision.result === "valid") {
      const [used] = await tx
        .update(passes)
        .set({ uses: pass.uses + 1, activatedAt: pass.activatedAt ?? now })
        .where(eq(passes.id, pass.id))
        .returning();
      after = used ? factsOf(used, found?.cancelledAt ?? null) : facts;
    }
    const answer = answerOf(decision, { nonce: body.nonce, venue, pass: pass ?? null, after, lang, now });
    const [logged] = await tx
      .insert(passScans)
      .values({
        passId: pass?.id ?? null,
        venueId: venue.id,
        accountId: principal.accountId,
        device: body.device,
        nonce: body.nonce,
        result: decision.result,
        reason: reasonOf(decision),
        answer,
        scannedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: passScans.id });
    // the same nonce written meanwhile by another scan (one that locked another pass, or none): undo this one
    if (!logged) throw new NonceTaken();
    if (!pass || decision.result !== "valid") return { answer, settlement: null };
    // a valid scan here pays its traveller's place in a waiting QR pass order of this venue today (ADR 0030)
    const settlement = await settleByScan(tx, { passId: pass.id, venueId: venue.id, scanId: logged.id, now });
    if (!settlement) return { answer, settlement };
    const { reservation } = settlement;
    const paid: PassScanAnswer = {
      ...answer,
      settles: {
        reservation_number: reservation.number,
        traveler: settlement.traveler,
        amount: fromMinor(settlement.amountMinor, reservation.currency),
        currency: reservation.currency,
        order_confirmed: settlement.confirmed,
      },
    };
    // the same scan sent again answers this, payment included
    await tx.update(passScans).set({ answer: paid }).where(eq(passScans.id, logged.id));
    return { answer: paid, settlement };
  });
  try {
    const { answer: scanned, settlement } = await answer;
    if (settlement?.confirmed) await paidNow(ctx, settlement.reservation);
    return scanned;
  } catch (error) {
    if (!(error instanceof NonceTaken)) throw error;
    const first = await firstAnswer(ctx.db, body.nonce);
    if (!first) throw error;
    return first;
  }
}

class NonceTaken extends Error {
  override readonly name = "NonceTaken";
}
