import type { PageMeta } from "@contracts/envelope";
import {
  PARTNERSHIP_MESSAGES,
  type PartnershipApplication,
  type PartnershipApplyInput,
  type PartnershipDecisionBody,
  type PartnershipReceipt,
  type PartnershipStatus,
} from "@contracts/partnerships";
import type { VenueCategory, VenueDistrict } from "@contracts/passes";
import type { Lang } from "@contracts/settings";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { accounts } from "../auth/tables";
import { dayNumber } from "../reservations/numbers";
import { decisionMail, receivedMail } from "./mail";
import { partnershipApplications } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

type Row = typeof partnershipApplications.$inferSelect;
type MailDeps = Pick<AppContext, "mail" | "logger">;

export const partnershipNotFound = () => new AppError(404, "NOT_FOUND", PARTNERSHIP_MESSAGES.notFound);
export const alreadyDecided = () => new AppError(409, "ALREADY_DECIDED", PARTNERSHIP_MESSAGES.alreadyDecided);

/** `P261130-7K3QXM`: a partnership application's reference (the shop's numbers, another letter). */
export const partnershipReference = (now: Date) => dayNumber("P", now);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function shape(row: Row, decider: { id: number | null; name: string | null }): PartnershipApplication {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    venue_name_en: row.venueNameEn,
    venue_name_ko: row.venueNameKo,
    // written only through apply (the contract's lists) or the seeds
    category: row.category as VenueCategory,
    district: row.district as VenueDistrict,
    address: row.address,
    website: row.website,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    benefit:
      row.benefitKind === "discount" ? { kind: "discount", percent: row.benefitPercent ?? 1 } : { kind: "free_entry" },
    message: row.message,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    decision_note: row.decisionNote,
    decided_at: iso(row.decidedAt),
    decided_by: decider.id === null ? null : { id: decider.id, name: decider.name ?? "" },
  };
}

/** Mails after the change is committed: the change stands whatever happens to the mail (logged, without content). */
async function sendAfter(deps: MailDeps, what: string, id: number, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.error(`partnership ${what} mail failed`, {
      application_id: id,
      error: error instanceof Error ? error.name : "unknown",
    });
  }
}

/** A venue's application: stored as submitted with its reference, then acknowledged by mail. */
export async function applyForPartnership(
  deps: MailDeps & { db: Db },
  input: PartnershipApplyInput,
  lang: Lang,
  now: Date,
): Promise<PartnershipReceipt> {
  const values = {
    venueNameEn: input.venue_name_en,
    venueNameKo: input.venue_name_ko === "" ? null : input.venue_name_ko,
    category: input.category,
    district: input.district,
    address: input.address,
    website: input.website === "" ? null : input.website,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    benefitKind: input.benefit.kind,
    benefitPercent: input.benefit.kind === "discount" ? (input.benefit.percent ?? null) : null,
    message: input.message,
    lang,
    privacyConsentedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  let row: Row | undefined;
  // a reference is random: the rare one already taken is drawn again
  for (let attempt = 0; !row && attempt < 5; attempt += 1) {
    [row] = await deps.db
      .insert(partnershipApplications)
      .values({ ...values, reference: partnershipReference(now) })
      .onConflictDoNothing({ target: partnershipApplications.reference })
      .returning();
  }
  if (!row) throw new Error("no free partnership reference");
  const stored = row;
  await sendAfter(deps, "received", stored.id, () =>
    deps.mail.send(
      receivedMail(lang, {
        to: stored.email,
        contact: stored.contactName,
        venue: venueName(stored, lang),
        reference: stored.reference,
      }),
    ),
  );
  return {
    reference: stored.reference,
    status: stored.status,
    venue_name: stored.venueNameEn,
    email: stored.email,
    created_at: stored.createdAt.toISOString(),
  };
}

const venueName = (row: Row, lang: Lang) => (lang === "ko" && row.venueNameKo ? row.venueNameKo : row.venueNameEn);

const withDecider = { row: partnershipApplications, deciderId: accounts.id, deciderName: accounts.name };

/** Operators: the applications, newest first, of one status or all, a page at a time. */
export async function listApplications(
  db: Db,
  query: { status?: PartnershipStatus; page: number; per_page: number },
): Promise<{ rows: PartnershipApplication[]; meta: PageMeta }> {
  const where = query.status === undefined ? undefined : eq(partnershipApplications.status, query.status);
  const [counted] = await db.select({ n: count() }).from(partnershipApplications).where(where);
  const rows = await db
    .select(withDecider)
    .from(partnershipApplications)
    .leftJoin(accounts, eq(accounts.id, partnershipApplications.decidedBy))
    .where(where)
    .orderBy(desc(partnershipApplications.createdAt), desc(partnershipApplications.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return {
    rows: rows.map((row) => shape(row.row, { id: row.deciderId, name: row.deciderName })),
    meta: pageMeta(query, counted?.n ?? 0),
  };
}

/** Operators: one application; none is 404. */
export async function getApplication(db: Db, id: number): Promise<PartnershipApplication> {
  const [row] = await db
    .select(withDecider)
    .from(partnershipApplications)
    .leftJoin(accounts, eq(accounts.id, partnershipApplications.decidedBy))
    .where(eq(partnershipApplications.id, id));
  if (!row) throw partnershipNotFound();
  return shape(row.row, { id: row.deciderId, name: row.deciderName });
}

/**
 * An operator approves or declines a submitted application, once. The row is locked while it is read and changed,
 * so of two operators deciding at the same moment one wins and the other finds it decided (409). The venue is
 * mailed the decision and the note once it is committed. Approval adds no venue: the operators do that.
 */
export async function decideApplication(
  deps: MailDeps & { db: Db },
  id: number,
  body: PartnershipDecisionBody,
  operatorId: number,
  now: Date,
): Promise<PartnershipApplication> {
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnershipApplications)
      .where(eq(partnershipApplications.id, id))
      .for("update");
    if (!row) throw partnershipNotFound();
    if (row.status !== "submitted") throw alreadyDecided();
    const [updated] = await tx
      .update(partnershipApplications)
      .set({ status: body.decision, decisionNote: body.note, decidedAt: now, decidedBy: operatorId, updatedAt: now })
      .where(eq(partnershipApplications.id, id))
      .returning();
    if (!updated) throw partnershipNotFound();
    return updated;
  });
  await sendAfter(deps, "decision", decided.id, () =>
    deps.mail.send(
      decisionMail(decided.lang, {
        to: decided.email,
        contact: decided.contactName,
        venue: venueName(decided, decided.lang),
        reference: decided.reference,
        decision: body.decision,
        note: body.note,
      }),
    ),
  );
  return getApplication(deps.db, id);
}
