import common from "@locales/ko/common.json";
import dsData from "@locales/ko/ds-data.json";
import dsDates from "@locales/ko/ds-dates.json";
import dsFeedback from "@locales/ko/ds-feedback.json";
import dsForms from "@locales/ko/ds-forms.json";

/** What the first paint needs in this language, in one download instead of five. */
export const messages: Record<string, Record<string, unknown>> = {
  common,
  "ds-forms": dsForms,
  "ds-feedback": dsFeedback,
  "ds-data": dsData,
  "ds-dates": dsDates,
};
