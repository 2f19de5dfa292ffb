import {
  answerField,
  SURVEY_ERROR_CODES,
  SURVEY_MESSAGES,
  type SurveyIssue,
  surveyIssueMessage,
} from "@contracts/survey";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

export type SurveyErrorKey = keyof typeof SURVEY_ERROR_CODES;

/** An error with the contract's code and English message (the client shows its own words for the code). */
export function surveyError(status: ContentfulStatusCode, key: SurveyErrorKey, field?: string): AppError {
  return new AppError(status, SURVEY_ERROR_CODES[key], SURVEY_MESSAGES[key], field);
}

export const surveyNotFound = () => new AppError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);

/** The engine's issues as the API's 400: every issue at `answers.<id>`, the first one also in `field`. */
export function answerIssuesError(issues: readonly SurveyIssue[]): AppError {
  const list = issues.map((issue) => ({ field: answerField(issue.question), message: surveyIssueMessage(issue) }));
  const first = list[0] ?? { field: "answers", message: SURVEY_MESSAGES.invalid };
  return new AppError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, first.field, list);
}

/** 409 SURVEY_HAS_RESPONSES with every path the write may not change, the first one in `field`. */
export function hasResponsesError(paths: readonly string[]): AppError {
  const message = SURVEY_MESSAGES.hasResponses;
  return new AppError(
    409,
    SURVEY_ERROR_CODES.hasResponses,
    message,
    paths[0],
    paths.map((field) => ({ field, message })),
  );
}
