import { SURVEY_ERROR_CODES, SURVEY_MESSAGES } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { failureHelpers } from "@lib/http/server-failure";
import type { Translate } from "@lib/i18n/feature-text";

/** The link form's e-mail message, as the contract writes it (SurveyLinkRequestBodySchema). */
export const EMAIL_MESSAGE = "Enter a valid e-mail address.";

const KEYS = new Map<string, string>([
  ...Object.entries(SURVEY_MESSAGES).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  [EMAIL_MESSAGE, "link.emailInvalid"],
]);

/**
 * The server writes the contract's English messages; one the contract knows is shown in the page's language, any
 * other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

export const { failureText } = failureHelpers(localMessage);

/** Why the server will not let this guest read or answer a survey: each has its own screen. */
export type SurveyProblem =
  "key_required" | "key_invalid" | "other_area" | "not_open" | "closed" | "already_submitted" | "not_found";

const PROBLEMS: Record<string, SurveyProblem> = {
  [SURVEY_ERROR_CODES.keyRequired]: "key_required",
  [SURVEY_ERROR_CODES.keyInvalid]: "key_invalid",
  [SURVEY_ERROR_CODES.otherArea]: "other_area",
  [SURVEY_ERROR_CODES.notOpenYet]: "not_open",
  [SURVEY_ERROR_CODES.closed]: "closed",
  [SURVEY_ERROR_CODES.alreadySubmitted]: "already_submitted",
  NOT_FOUND: "not_found",
};

export function surveyProblem(error: unknown): SurveyProblem | null {
  if (!(error instanceof HttpError)) return null;
  return PROBLEMS[error.code] ?? (error.status === 404 ? "not_found" : null);
}

export const isValidationError = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.code === "VALIDATION_ERROR";

export const isTooManyRequests = (error: unknown) => error instanceof HttpError && error.status === 429;
