import { type InviteSurveyBody, InviteSurveyBodySchema, type SurveyArea } from "@contracts/survey";
import type { Lang } from "@lib/i18n/locale";

export type InviteDraft = { name: string; email: string; areas: SurveyArea[]; lang: Lang };
export const INVITE_FIELDS = ["name", "email", "areas"] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];
/** Each field's issue as a key of the `survey-admin` namespace (the contract's own words are English only). */
export type InviteIssueKeys = Partial<Record<InviteField, string>>;

const ISSUE_KEYS: Record<InviteField, string> = {
  name: "invite.errors.name",
  email: "invite.errors.email",
  areas: "invite.errors.areas",
};

const isInviteField = (value: unknown): value is InviteField => (INVITE_FIELDS as readonly unknown[]).includes(value);

/** A new invitation's form for a course: that course ticked, the guest's language English until chosen. */
export function emptyInvite(area: SurveyArea): InviteDraft {
  return { name: "", email: "", areas: [area], lang: "en" };
}

/** Checks the form with the contract's schema, so the form and the server refuse the same things. */
export function checkInvite(
  draft: InviteDraft,
): { ok: true; body: InviteSurveyBody } | { ok: false; issues: InviteIssueKeys } {
  const body = { ...draft, name: draft.name.trim(), email: draft.email.trim() };
  const parsed = InviteSurveyBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const issues: InviteIssueKeys = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isInviteField(field)) issues[field] ??= ISSUE_KEYS[field];
  }
  // nothing the form shows is wrong (the language is a choice of two): the server's answer will say what is
  if (Object.keys(issues).length === 0) return { ok: true, body };
  return { ok: false, issues };
}

/** Ticks or unticks a course, keeping the courses in the site's order. */
export function toggleArea(areas: readonly SurveyArea[], area: SurveyArea, on: boolean, order: readonly SurveyArea[]) {
  const next = new Set(areas);
  if (on) next.add(area);
  else next.delete(area);
  return order.filter((a) => next.has(a));
}
