import { SURVEY_KEY_HEADER, type SurveyArea, type SurveyKind } from "@contracts/survey";

export const SURVEYS_PATH = "/api/v1/surveys";
export const surveyPath = (kind: SurveyKind, area: SurveyArea) => `${SURVEYS_PATH}/${kind}/${area}`;
export const responsePath = (kind: SurveyKind, area: SurveyArea) => `${surveyPath(kind, area)}/response`;
export const submitPath = (kind: SurveyKind, area: SurveyArea) => `${responsePath(kind, area)}/submit`;
export const LINK_PATH = `${SURVEYS_PATH}/link`;

/** The personal link's key rides in a header, never in an address (ADR 0016); no key, no header. */
export const keyHeaders = (key: string | null): Record<string, string> | undefined =>
  key ? { [SURVEY_KEY_HEADER]: key } : undefined;
