import type { SurveyArea, SurveyKind } from "@contracts/survey";
import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever page shows them (the API answers 401 to any other). */
export const OPERATOR_AREA: Area = "admin";

/** The operator addresses of the API (contracts/survey.ts, operators' part). */
export const ADMIN_SURVEYS_PATH = "/api/v1/admin/surveys";
export const adminSurveyPath = (kind: SurveyKind, area: SurveyArea) => `${ADMIN_SURVEYS_PATH}/${kind}/${area}`;
export const surveyResultsPath = (kind: SurveyKind, area: SurveyArea) => `${adminSurveyPath(kind, area)}/results`;
export const surveyResultsCsvPath = (kind: SurveyKind, area: SurveyArea) =>
  `${adminSurveyPath(kind, area)}/results.csv`;
export const INVITEES_PATH = "/api/v1/admin/survey-invitees";

/** The first element of every SWR key of these screens, so a write can revalidate what it touched. */
export const KEY_ROOT = "survey-admin";
export type KeyPart = "surveys" | "survey" | "results" | "invitees";

/** Matches the cached keys of one part (every survey, language and token). */
export const isKeyOf = (part: KeyPart) => (key: unknown) =>
  Array.isArray(key) && key[0] === KEY_ROOT && key[1] === part;
