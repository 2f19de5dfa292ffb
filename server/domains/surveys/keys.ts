import { SURVEY_KEY_PARAM, type SurveyArea } from "@contracts/survey";
import { eq } from "drizzle-orm";
import { surveyInvitees } from "./tables";
import { randomToken, sha256 } from "../../platform/crypto";
import type { DbOrTx } from "../auth/sessions";
import { surveyError } from "./errors";

export type InviteeRow = typeof surveyInvitees.$inferSelect;

/** A personal key: 32 random bytes, URL-safe. Only its hash is stored, as with password-reset links. */
export const newSurveyKey = () => randomToken(32);
export const hashSurveyKey = (key: string) => sha256(key);

/** The survey site's entry page; the answering screen moves the key from the address to local storage. */
export const SURVEY_ENTRY_PATH = "/rok-us/survey";

/** `<origin>/rok-us/survey?key=<key>`, the origin being a configured or the loopback one (see mailLinkOrigin). */
export const surveyLink = (origin: string, key: string) =>
  `${origin}${SURVEY_ENTRY_PATH}?${SURVEY_KEY_PARAM}=${encodeURIComponent(key)}`;

/**
 * The invitee holding `key`, or undefined for a key nobody holds. A pending key (a link asked for again) becomes
 * the key on its first use, in one statement, which ends the old one; of two first uses at once, the one that
 * loses finds the key already promoted.
 */
export async function inviteeOfKey(db: DbOrTx, key: string): Promise<InviteeRow | undefined> {
  const hash = hashSurveyKey(key);
  const current = async () => (await db.select().from(surveyInvitees).where(eq(surveyInvitees.keyHash, hash)))[0];
  const found = await current();
  if (found) return found;
  const [promoted] = await db
    .update(surveyInvitees)
    .set({ keyHash: hash, pendingKeyHash: null })
    .where(eq(surveyInvitees.pendingKeyHash, hash))
    .returning();
  return promoted ?? (await current());
}

/** The key's invitee: 403 SURVEY_KEY_REQUIRED without a key, 403 SURVEY_KEY_INVALID for an unknown one. */
export async function requireInvitee(db: DbOrTx, key: string | undefined): Promise<InviteeRow> {
  const trimmed = key?.trim() ?? "";
  if (trimmed === "") throw surveyError(403, "keyRequired");
  const invitee = await inviteeOfKey(db, trimmed);
  if (!invitee) throw surveyError(403, "keyInvalid");
  return invitee;
}

/** The invitee's tour courses, which the check constraint keeps within SURVEY_AREAS. */
export const areasOf = (invitee: Pick<InviteeRow, "areas">) => invitee.areas as SurveyArea[];

/** 403 SURVEY_OTHER_AREA when the invitation does not cover the survey's course. */
export function assertCovers(invitee: Pick<InviteeRow, "areas">, area: SurveyArea): void {
  if (!areasOf(invitee).includes(area)) throw surveyError(403, "otherArea");
}
