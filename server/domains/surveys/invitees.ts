import type { Lang } from "@contracts/settings";
import {
  type InviteSurveyBodySchema,
  type MySurveyStatus,
  SURVEY_AREAS,
  SURVEY_KINDS,
  type SurveyArea,
  type SurveyInvitee,
  type SurveyLinkRequestBodySchema,
} from "@contracts/survey";
import { arrayContains, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { surveyInvitees, surveyResponses } from "./tables";
import type { MailProvider } from "../../platform/mail/mail-provider";
import type { DbOrTx } from "../auth/sessions";
import { surveyLinkMail } from "./mail-templates";
import { ADDRESS_SENDS, spend, type ThrottleRule, throttleKeys } from "../auth/throttle";
import { areasOf, hashSurveyKey, type InviteeRow, newSurveyKey, surveyLink } from "./keys";

export type InviteInput = z.output<typeof InviteSurveyBodySchema>;
export type LinkRequestInput = z.output<typeof SurveyLinkRequestBodySchema>;
export type SurveyMailContext = { db: Db; mail: MailProvider };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Courses in the site's order. */
const inSiteOrder = (areas: readonly string[]): SurveyArea[] => SURVEY_AREAS.filter((area) => areas.includes(area));

/** Each invitee's status per survey of their courses (not_started where nothing was saved). */
async function shapeInvitees(db: DbOrTx, rows: readonly InviteeRow[]): Promise<SurveyInvitee[]> {
  const ids = rows.map((r) => r.id);
  const responses =
    ids.length === 0
      ? []
      : await db
          .select({
            inviteeId: surveyResponses.inviteeId,
            kind: surveyResponses.kind,
            area: surveyResponses.area,
            status: surveyResponses.status,
          })
          .from(surveyResponses)
          .where(inArray(surveyResponses.inviteeId, ids));
  return rows.map((row) => {
    const areas = inSiteOrder(areasOf(row));
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      areas,
      lang: row.lang,
      invited_at: row.invitedAt.toISOString(),
      link_sent_at: row.linkSentAt?.toISOString() ?? null,
      responses: areas.flatMap((area) =>
        SURVEY_KINDS.map((kind) => {
          const found = responses.find((r) => r.inviteeId === row.id && r.kind === kind && r.area === area);
          const status: MySurveyStatus = found?.status ?? "not_started";
          return { kind, area, status };
        }),
      ),
    };
  });
}

/** Names in one order whatever the database's collation (PGlite and PostgreSQL clusters differ). */
export const inviteeNameOrder = new Intl.Collator("en");

/** `GET /api/v1/admin/survey-invitees?area=`: every invitee (of one course when given), by name. */
export async function listInvitees(db: DbOrTx, area?: SurveyArea): Promise<SurveyInvitee[]> {
  const query = db.select().from(surveyInvitees).$dynamic();
  if (area) query.where(arrayContains(surveyInvitees.areas, [area]));
  const rows = await query.orderBy(asc(surveyInvitees.id));
  rows.sort((a, b) => inviteeNameOrder.compare(a.name, b.name) || a.id - b.id);
  return shapeInvitees(db, rows);
}

async function mailLink(ctx: SurveyMailContext, invitee: InviteeRow, lang: Lang, link: string, now: Date) {
  const areas = inSiteOrder(areasOf(invitee));
  await ctx.mail.send(surveyLinkMail(lang, { to: invitee.email, name: invitee.name, areas, link }));
  await ctx.db.update(surveyInvitees).set({ linkSentAt: now }).where(eq(surveyInvitees.id, invitee.id));
}

/**
 * `POST /api/v1/admin/survey-invitees`: invites a guest, or adds courses to an address already invited (one
 * person, one key: the name and language become the latest given). Either way a new key is made and mailed, since
 * only the new link can be shown to the operator (the server keeps hashes); the one statement keeps concurrent
 * invitations of one address to one row.
 */
export async function inviteGuest(
  ctx: SurveyMailContext,
  origin: string,
  input: InviteInput,
  accountId: number,
  now: Date,
): Promise<{ invitee: SurveyInvitee; link: string }> {
  const key = newSurveyKey();
  const areas = inSiteOrder(input.areas);
  const [row] = await ctx.db
    .insert(surveyInvitees)
    .values({
      name: input.name,
      email: normalizeEmail(input.email),
      areas,
      lang: input.lang,
      keyHash: hashSurveyKey(key),
      invitedAt: now,
      invitedBy: accountId,
    })
    .onConflictDoUpdate({
      target: surveyInvitees.email,
      set: {
        name: sql`excluded.name`,
        lang: sql`excluded.lang`,
        keyHash: sql`excluded.key_hash`,
        // The operator's link is the one that counts: a link asked for anonymously meanwhile ends too.
        pendingKeyHash: null,
        areas: sql`array(select distinct a from unnest(${surveyInvitees.areas} || excluded.areas) as t(a))`,
      },
    })
    .returning();
  if (!row) throw new Error("invitee upsert returned nothing");
  const link = surveyLink(origin, key);
  await mailLink(ctx, row, row.lang, link, now);
  const [sent] = await ctx.db.select().from(surveyInvitees).where(eq(surveyInvitees.id, row.id));
  const [invitee] = await shapeInvitees(ctx.db, [sent ?? row]);
  if (!invitee) throw new Error("invitee vanished");
  return { invitee, link };
}

/** Link mails asked for one e-mail address, whoever asks: 5 an hour. */
export const LINK_REQUESTS_PER_EMAIL = {
  kind: "window",
  limit: 5,
  windowSeconds: 60 * 60,
} as const satisfies ThrottleRule;
export const linkThrottleKey = (email: string) => `survey-link:email:${email}`;

/**
 * `POST /api/v1/surveys/link`: mails an invited address a new link as a pending key. Anyone may ask for any address,
 * so asking must not end the guest's link: the old one keeps working until the new one is first used (which ends
 * it, so a link that leaked can still be ended by asking again and opening the new one). Asking again replaces the
 * pending key, so only the newest mailed link is pending. The caller learns nothing: the same answer for every
 * address, and the budgets (per client address, shared with the other mails, and per e-mail address) count every
 * request alike.
 */
export async function requestSurveyLink(
  ctx: SurveyMailContext,
  origin: string,
  input: LinkRequestInput,
  clientAddress: string,
  now: Date,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await spend(ctx.db, throttleKeys.sends(clientAddress), ADDRESS_SENDS, now);
  await spend(ctx.db, linkThrottleKey(email), LINK_REQUESTS_PER_EMAIL, now);
  const key = newSurveyKey();
  const [row] = await ctx.db
    .update(surveyInvitees)
    .set({ pendingKeyHash: hashSurveyKey(key) })
    .where(eq(surveyInvitees.email, email))
    .returning();
  if (!row) return;
  await mailLink(ctx, row, input.lang, surveyLink(origin, key), now);
}
