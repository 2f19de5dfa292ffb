import { PROTOCOL_MESSAGES } from "@contracts/protocol";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";
import { protocolDelegates, protocolTours } from "./tables";

// Who reads what of a protocol tour (ADR 0033, "Who reads what"). A delegation's programme, people and flights are
// not public: a member-area account linked to one of the tour's delegates reads that tour, and nothing of a tour it
// is not on (the same 404 as a tour that does not exist); operators read and edit every tour through their own
// doors. These are the checks every route of the tour (and the tracking's watch key) asks.

export type TourRow = typeof protocolTours.$inferSelect;
export type DelegateRow = typeof protocolDelegates.$inferSelect;

type MessageKey = keyof typeof PROTOCOL_MESSAGES;

/** The domain's refusals, each with its stable code (the browser translates the contract's message). */
const CODES: Partial<Record<MessageKey, string>> = {
  tourNotFound: "NOT_FOUND",
  delegateNotFound: "NOT_FOUND",
  notYours: "FORBIDDEN",
  notArrived: "NOT_MET",
  emailTaken: "EMAIL_TAKEN",
  driverNotFound: "VALIDATION_ERROR",
  tooManyVehicles: "LIMIT_REACHED",
  tooManyDelegates: "LIMIT_REACHED",
};

/** A rule of the tours broken: the contract's message, its code, and the field it concerns. */
export function protocolError(status: 400 | 403 | 404 | 409, key: MessageKey, field?: string): AppError {
  const message = PROTOCOL_MESSAGES[key];
  const code = CODES[key] ?? "CONFLICT";
  // a refusal of what was sent reads like the schema's own: the field named in `issues` too
  const issues = code === "VALIDATION_ERROR" && field ? [{ field, message }] : undefined;
  return new AppError(status, code, message, field, issues);
}

export const tourNotFound = () => protocolError(404, "tourNotFound");
export const delegateNotFound = () => protocolError(404, "delegateNotFound");

/** The caller's own delegate on a tour, or undefined when the member is not on it. */
export async function delegateOfMember(
  db: DbOrTx,
  tourId: number,
  accountId: number,
): Promise<DelegateRow | undefined> {
  const [row] = await db
    .select()
    .from(protocolDelegates)
    .where(and(eq(protocolDelegates.tourId, tourId), eq(protocolDelegates.accountId, accountId)));
  return row;
}

/**
 * A tour as a member may read it: the tour and the member's own delegate on it. A tour the member is not on is 404,
 * the same as one that does not exist, so nobody learns which tours there are.
 */
export async function memberTour(
  db: DbOrTx,
  tourId: number,
  accountId: number,
): Promise<{ tour: TourRow; me: DelegateRow }> {
  const me = await delegateOfMember(db, tourId, accountId);
  if (!me) throw tourNotFound();
  const [tour] = await db.select().from(protocolTours).where(eq(protocolTours.id, tourId));
  if (!tour) throw tourNotFound();
  return { tour, me };
}

/** Whether a member-area account is on a tour (the watch key's check). */
export async function isOnTour(db: Db, tourId: number, accountId: number): Promise<boolean> {
  return (await delegateOfMember(db, tourId, accountId)) !== undefined;
}

/** A tour as operators read it (every tour), or 404. */
export async function anyTour(db: DbOrTx, tourId: number): Promise<TourRow> {
  const [tour] = await db.select().from(protocolTours).where(eq(protocolTours.id, tourId));
  if (!tour) throw tourNotFound();
  return tour;
}
