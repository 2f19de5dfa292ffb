import type { MySurveyStatus, QuestionType, SurveyArea, SurveyKind, SurveyState } from "@contracts/survey";
import type { StatusTone } from "@ds";
import type { Lang } from "@lib/i18n/locale";

/** The tour courses' names (`areas.*`): the table, the selectors and the invitation's checkboxes. */
export const AREA_LABEL_KEYS: Record<SurveyArea, string> = {
  seoul: "areas.seoul",
  seorak: "areas.seorak",
  jeonju: "areas.jeonju",
  busan1: "areas.busan1",
  busan2: "areas.busan2",
  jeju1: "areas.jeju1",
  jeju2: "areas.jeju2",
  jeju3: "areas.jeju3",
};

export const KIND_LABEL_KEYS: Record<SurveyKind, string> = {
  preliminary: "kinds.preliminary",
  satisfaction: "kinds.satisfaction",
};

export const STATE_LABEL_KEYS: Record<SurveyState, string> = {
  upcoming: "states.upcoming",
  open: "states.open",
  closed: "states.closed",
};

/** Open is the state that needs attention; a closed survey is history, an upcoming one is waiting. */
export const STATE_TONES: Record<SurveyState, StatusTone> = {
  upcoming: "info",
  open: "success",
  closed: "neutral",
};

export const STATUS_LABEL_KEYS: Record<MySurveyStatus, string> = {
  not_started: "statuses.notStarted",
  in_progress: "statuses.inProgress",
  submitted: "statuses.submitted",
};

export const STATUS_TONES: Record<MySurveyStatus, StatusTone> = {
  not_started: "neutral",
  in_progress: "info",
  submitted: "success",
};

export const QUESTION_TYPE_LABEL_KEYS: Record<QuestionType, string> = {
  single: "questionTypes.single",
  multiple: "questionTypes.multiple",
  rating: "questionTypes.rating",
  matrix: "questionTypes.matrix",
  short_text: "questionTypes.shortText",
  long_text: "questionTypes.longText",
};

/** The languages a guest's invitation and link come in. */
export const LANG_LABEL_KEYS: Record<Lang, string> = {
  en: "languages.en",
  ko: "languages.ko",
};

/** Every label key of the maps above, for the test that keeps the locale files complete. */
export const ALL_LABEL_KEYS: readonly string[] = [
  ...Object.values(AREA_LABEL_KEYS),
  ...Object.values(KIND_LABEL_KEYS),
  ...Object.values(STATE_LABEL_KEYS),
  ...Object.values(STATUS_LABEL_KEYS),
  ...Object.values(QUESTION_TYPE_LABEL_KEYS),
  ...Object.values(LANG_LABEL_KEYS),
];
