import { type LiveState, LiveUpdateBodySchema } from "@contracts/live";
import type { CountdownPhase } from "./countdown";
import { issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** A round lasts 20 minutes unless the operator says otherwise (the mart's meeting slots are 30 minutes). */
export const DEFAULT_ROUND_MINUTES = 20;
export const MAX_ROUND = 99;

/** The round the form offers next: the one after the current round, or 1. */
export function nextRoundNumber(state: LiveState | null): number {
  const current = state?.round?.number ?? 0;
  return Math.min(MAX_ROUND, current + 1);
}

export type RoundField = "number" | "minutes";
export type RoundFormValues = { number: string; minutes: string };
export type FieldIssues<F extends string> = Partial<Record<F, string>>;

/** The round form's problems by field, by the contract's own rule (the server checks the same). */
export function roundFormIssues(values: RoundFormValues, t: Translate): FieldIssues<RoundField> {
  const result = LiveUpdateBodySchema.safeParse({
    kind: "round",
    number: values.number.trim() === "" ? undefined : values.number.trim(),
    minutes: values.minutes.trim() === "" ? undefined : values.minutes.trim(),
  });
  const issues: FieldIssues<RoundField> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "number" || field === "minutes") && !issues[field]) issues[field] = issueText(issue, t);
  }
  return issues;
}

export type AnnouncementField = "en" | "ko";
export type AnnouncementValues = Record<AnnouncementField, string>;

/** The announcement form's problems: too long for the contract (both empty is allowed: it clears). */
export function announcementIssues(values: AnnouncementValues, t: Translate): FieldIssues<AnnouncementField> {
  const result = LiveUpdateBodySchema.safeParse({ kind: "announcement", ...values });
  const issues: FieldIssues<AnnouncementField> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === "en" || field === "ko") && !issues[field]) issues[field] = issueText(issue, t);
  }
  return issues;
}

/** Which timer buttons make sense now: pause a running countdown, resume a paused one, stop either. */
export function timerActions(phase: CountdownPhase): { pause: boolean; resume: boolean; stop: boolean } {
  return { pause: phase === "running", resume: phase === "paused", stop: phase === "running" || phase === "paused" };
}
