import type { Lang } from "@contracts/settings";
import type { SurveyArea, SurveyKind } from "@contracts/survey";

/** The tour courses as mails and the demo surveys name them (the client has its own words in its locales). */
export const SURVEY_AREA_NAMES: Record<SurveyArea, Record<Lang, string>> = {
  seoul: { en: "Seoul", ko: "서울" },
  seorak: { en: "Seoraksan", ko: "설악산" },
  jeonju: { en: "Jeonju", ko: "전주" },
  busan1: { en: "Busan course 1", ko: "부산 1코스" },
  busan2: { en: "Busan course 2", ko: "부산 2코스" },
  jeju1: { en: "Jeju course 1", ko: "제주 1코스" },
  jeju2: { en: "Jeju course 2", ko: "제주 2코스" },
  jeju3: { en: "Jeju course 3", ko: "제주 3코스" },
};

export const SURVEY_KIND_NAMES: Record<SurveyKind, Record<Lang, string>> = {
  preliminary: { en: "Preliminary survey", ko: "사전 설문" },
  satisfaction: { en: "Satisfaction survey", ko: "만족도 설문" },
};
