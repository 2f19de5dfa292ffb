import { MART_MESSAGES } from "@contracts/mart";
import { MEETING_MESSAGES, RECORD_MESSAGES } from "@contracts/meetings";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { HttpError } from "@lib/http/client";
import { failureHelpers } from "@lib/http/server-failure";
import type { Translate } from "@lib/i18n/feature-text";

function keysOf(group: string, messages: Record<string, string>): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `${group}.${key}`]);
}

// MEETING_MESSAGES.reasonRequired and RECORD_MESSAGES.reasonRequired differ in words, so no text maps twice
const KEYS = new Map<string, string>([
  [REQUIRED_MESSAGE, "messages.required"],
  ...keysOf("messages.mart", {
    profileRequired: MART_MESSAGES.profileRequired,
    notCompanyAccount: MART_MESSAGES.notCompanyAccount,
    notFound: MART_MESSAGES.notFound,
  }),
  ...keysOf("messages.record", RECORD_MESSAGES),
  ...keysOf("messages.meeting", MEETING_MESSAGES),
]);

/**
 * The server writes the contracts' English messages; one the contracts know is shown in the page's language, any
 * other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

export const { failureText, serverFailure } = failureHelpers(localMessage);

/** Why the meeting calls refuse this company (requireParticipant): no saved profile, or not approved yet. */
export type ParticipationProblem = "profile_required" | "not_participant";

export function participationProblem(error: unknown): ParticipationProblem | null {
  if (!(error instanceof HttpError)) return null;
  if (error.code === "PROFILE_REQUIRED" || error.message === MART_MESSAGES.profileRequired) return "profile_required";
  if (error.code === "NOT_PARTICIPANT" || error.message === MEETING_MESSAGES.notParticipant) return "not_participant";
  return null;
}

/** A refusal that leaves the page as it was (a rule, the status moved on): said in place, then the data reloads. */
export function isConflict(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
