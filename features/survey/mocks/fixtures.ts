import {
  type Answers,
  type BilingualText,
  type MySurveyStatus,
  SURVEY_AREAS,
  SURVEY_KINDS,
  type SurveyArea,
  type SurveyDetail,
  type SurveyKind,
  type SurveyPage,
  SurveyPagesSchema,
  type SurveyRespondent,
  type SurveyResponse,
  type SurveyState,
  type SurveySummary,
  localizePages,
  surveyState,
} from "@contracts/survey";
import type { Lang } from "@lib/i18n/locale";

/**
 * The stories' and tests' surveys: the two templates of the ROK–US tour (ADR 0016) in English and Korean, with
 * windows around the pinned story date (2026-05-15 10:00 KST), as the demo data has them around its seeding day:
 * every preliminary survey open; satisfaction open for seoul and seorak, closed for busan1, upcoming elsewhere.
 */
export const SURVEY_NOW = new Date("2026-05-15T10:00:00+09:00");

/** The stories' personal link (any other key is refused as SURVEY_KEY_INVALID). */
export const STORY_KEY = "story-survey-key-alex";

const t = (en: string, ko: string): BilingualText => ({ en, ko });
const option = (id: string, en: string, ko: string) => ({ id, label: t(en, ko) });

export const PRELIMINARY_PAGES: SurveyPage[] = SurveyPagesSchema.parse([
  {
    id: "about",
    title: t("About you", "참가자 정보"),
    questions: [
      {
        id: "first_visit",
        type: "single",
        title: t("Is this your first visit to Korea?", "이번이 첫 한국 방문인가요?"),
        required: true,
        options: [option("yes", "Yes", "예"), option("no", "No", "아니요")],
      },
      {
        id: "visited_regions",
        type: "multiple",
        title: t("Which regions have you visited before?", "이전에 방문한 지역을 골라 주세요."),
        help: t(
          "Tell us the places you already know, so the guide can show you something new.",
          "이미 가 본 곳을 알려 주시면 가이드가 새로운 곳을 소개해 드릴게요.",
        ),
        options: [
          option("seoul", "Seoul", "서울"),
          option("gyeonggi", "Gyeonggi-do", "경기도"),
          option("gangwon", "Gangwon-do (Seoraksan)", "강원도(설악산)"),
          option("jeolla", "Jeolla-do (Jeonju)", "전라도(전주)"),
          option("gyeongsang", "Gyeongsang-do (Busan, Gyeongju)", "경상도(부산·경주)"),
          option("jeju", "Jeju", "제주"),
        ],
        max_choices: 3,
        show_if: { question: "first_visit", any_of: ["no"] },
      },
    ],
  },
  {
    id: "interests",
    title: t("Interests and meals", "관심사와 식사"),
    questions: [
      {
        id: "interests",
        type: "multiple",
        title: t("What are you most interested in?", "가장 관심 있는 분야는 무엇인가요?"),
        required: true,
        options: [
          option("history", "History and heritage", "역사와 문화유산"),
          option("food", "Food", "음식"),
          option("nature", "Nature", "자연"),
          option("shopping", "Shopping", "쇼핑"),
          option("performances", "Cultural performances", "전통 공연"),
          option("wellness", "Wellness", "웰니스"),
        ],
        min_choices: 1,
        max_choices: 3,
      },
      {
        id: "diet",
        type: "single",
        title: t("Do you have any dietary needs?", "식사 시 필요한 사항이 있나요?"),
        required: true,
        options: [
          option("none", "None", "없음"),
          option("vegetarian", "Vegetarian", "채식(베지테리언)"),
          option("vegan", "Vegan", "비건"),
          option("halal", "Halal", "할랄"),
          option("allergy", "Food allergy", "식품 알레르기"),
          option("other", "Other", "기타"),
        ],
      },
      {
        id: "diet_detail",
        type: "short_text",
        title: t("Please describe", "자세히 알려 주세요"),
        help: t("For example: peanuts, shellfish, no pork.", "예: 땅콩, 갑각류, 돼지고기 제외"),
        required: true,
        max_length: 200,
        show_if: { question: "diet", any_of: ["allergy", "other"] },
      },
    ],
  },
  {
    id: "access",
    title: t("Getting around", "이동 편의"),
    questions: [
      {
        id: "mobility",
        type: "single",
        title: t("Do you need any help getting around?", "이동할 때 도움이 필요하신가요?"),
        required: true,
        options: [
          option("none", "No", "필요 없음"),
          option("walking", "I can only walk short distances", "오래 걷기 어려움"),
          option("wheelchair", "I use a wheelchair", "휠체어 사용"),
        ],
      },
      {
        id: "notes",
        type: "long_text",
        title: t("Anything else we should know?", "그 밖에 미리 알려 주실 내용이 있나요?"),
        max_length: 2000,
      },
    ],
  },
  {
    id: "expectations",
    title: t("Expectations", "기대"),
    questions: [
      {
        id: "excitement",
        type: "rating",
        title: t("How excited are you about the tour?", "이번 투어가 얼마나 기대되시나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: t("Not very", "별로 기대되지 않음"),
        high_label: t("Very excited", "매우 기대됨"),
      },
    ],
  },
]);

export const SATISFACTION_PAGES: SurveyPage[] = SurveyPagesSchema.parse([
  {
    id: "tour",
    title: t("Your tour", "투어 평가"),
    questions: [
      {
        id: "overall",
        type: "rating",
        title: t("Overall, how was the tour?", "투어는 전반적으로 어떠셨나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: t("Very poor", "매우 나쁨"),
        high_label: t("Excellent", "매우 좋음"),
      },
      {
        id: "parts",
        type: "matrix",
        title: t("How would you rate each part of the tour?", "투어의 각 부분을 평가해 주세요."),
        required: true,
        rows: [
          option("guide", "Guide", "가이드"),
          option("transport", "Transport", "교통"),
          option("meals", "Meals", "식사"),
          option("schedule", "Schedule", "일정"),
          option("accommodation", "Accommodation", "숙소"),
        ],
        scale_min: 1,
        scale_max: 5,
        low_label: t("Very poor", "매우 나쁨"),
        high_label: t("Excellent", "매우 좋음"),
      },
    ],
  },
  {
    id: "next",
    title: t("Looking ahead", "다음 투어를 위해"),
    questions: [
      {
        id: "recommend",
        type: "single",
        title: t("Would you recommend this tour to a friend?", "이 투어를 지인에게 추천하시겠어요?"),
        required: true,
        options: [option("yes", "Yes", "예"), option("maybe", "Maybe", "잘 모르겠어요"), option("no", "No", "아니요")],
      },
      {
        id: "improve",
        type: "long_text",
        title: t("What should we improve?", "어떤 점을 개선하면 좋을까요?"),
        required: true,
        max_length: 2000,
        show_if: { question: "recommend", any_of: ["maybe", "no"] },
      },
      {
        id: "best_moment",
        type: "short_text",
        title: t("What was the best moment of the tour?", "투어에서 가장 좋았던 순간은 언제였나요?"),
        max_length: 200,
      },
    ],
  },
]);

export const AREA_NAMES: Record<SurveyArea, BilingualText> = {
  seoul: t("Seoul", "서울"),
  seorak: t("Seoraksan", "설악산"),
  jeonju: t("Jeonju", "전주"),
  busan1: t("Busan 1", "부산 1"),
  busan2: t("Busan 2", "부산 2"),
  jeju1: t("Jeju 1", "제주 1"),
  jeju2: t("Jeju 2", "제주 2"),
  jeju3: t("Jeju 3", "제주 3"),
};

const TITLES: Record<SurveyKind, (area: BilingualText) => BilingualText> = {
  preliminary: (area) => t(`${area.en} course · Preliminary survey`, `${area.ko} 코스 사전 설문`),
  satisfaction: (area) => t(`${area.en} course · Satisfaction survey`, `${area.ko} 코스 만족도 조사`),
};

const INTROS: Record<SurveyKind, BilingualText> = {
  preliminary: t(
    "Before your tour, tell us about your interests and needs so we can prepare. It takes about three minutes, and your answers are saved as you go.",
    "투어 전에 관심사와 필요한 사항을 알려 주시면 준비에 반영하겠습니다. 3분 정도 걸리며, 답변은 입력하는 대로 저장됩니다.",
  ),
  satisfaction: t(
    "Thank you for joining the tour. Tell us how it went: your answers shape the next rounds.",
    "투어에 함께해 주셔서 감사합니다. 투어가 어떠셨는지 알려 주세요. 보내 주신 의견은 다음 투어에 반영됩니다.",
  ),
};

const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 4, 15 + offset));
  return `${date.toISOString().slice(0, 10)}T00:00:00+09:00`;
};

/** The windows of the demo data, around the story date. */
export function surveyWindow(kind: SurveyKind, area: SurveyArea): { opens_at: string; closes_at: string } {
  if (kind === "preliminary") return { opens_at: day(-7), closes_at: day(60) };
  if (area === "seoul" || area === "seorak") return { opens_at: day(-3), closes_at: day(30) };
  if (area === "busan1") return { opens_at: day(-40), closes_at: day(-10) };
  return { opens_at: day(30), closes_at: day(90) };
}

export const surveyPages = (kind: SurveyKind) => (kind === "preliminary" ? PRELIMINARY_PAGES : SATISFACTION_PAGES);

const stateOf = (kind: SurveyKind, area: SurveyArea): SurveyState => {
  const { opens_at, closes_at } = surveyWindow(kind, area);
  return surveyState(new Date(opens_at), new Date(closes_at), SURVEY_NOW);
};

/** A survey as the public detail call answers it, in one language; `state` overrides the window's. */
export function surveyDetail(kind: SurveyKind, area: SurveyArea, lang: Lang, state?: SurveyState): SurveyDetail {
  return {
    kind,
    area,
    title: TITLES[kind](AREA_NAMES[area])[lang],
    intro: INTROS[kind][lang],
    ...surveyWindow(kind, area),
    state: state ?? stateOf(kind, area),
    version: 3,
    pages: localizePages(surveyPages(kind), lang),
  };
}

export function surveySummary(
  kind: SurveyKind,
  area: SurveyArea,
  lang: Lang,
  myStatus: MySurveyStatus | null,
  state?: SurveyState,
): SurveySummary {
  const { pages: _pages, intro: _intro, version: _version, ...head } = surveyDetail(kind, area, lang, state);
  return { ...head, my_status: myStatus };
}

/** Every survey, in the site's order: per course, preliminary then satisfaction. */
export const ALL_SURVEYS: readonly { kind: SurveyKind; area: SurveyArea }[] = SURVEY_AREAS.flatMap((area) =>
  SURVEY_KINDS.map((kind) => ({ kind, area })),
);

/** The stories' guest: three courses, so one list shows every status (Continue, Start, Answered, Closed, Opens). */
export const alex: SurveyRespondent = { name: "Alex Morgan", areas: ["seoul", "busan1", "jeju1"] };

export type SurveyId = `${SurveyKind}/${SurveyArea}`;
export const surveyId = (kind: SurveyKind, area: SurveyArea): SurveyId => `${kind}/${area}`;

const response = (answers: Answers, pageId: string | null, submittedAt: string | null = null): SurveyResponse => ({
  status: submittedAt ? "submitted" : "in_progress",
  answers,
  page_id: pageId,
  started_at: "2026-05-12T09:30:00+09:00",
  updated_at: submittedAt ?? "2026-05-12T09:41:00+09:00",
  submitted_at: submittedAt,
});

/** Alex's seoul preliminary survey, saved on its second page (as the demo data has guest1's). */
export const seoulInProgress = response(
  { first_visit: "no", visited_regions: ["seoul", "jeju"], interests: ["history", "food"] },
  "interests",
);

/** A preliminary survey sent in full. */
export const busanSubmitted = response(
  {
    first_visit: "yes",
    interests: ["nature", "food"],
    diet: "none",
    mobility: "none",
    excitement: 5,
  },
  "expectations",
  "2026-05-13T15:20:00+09:00",
);

/** What Alex has answered so far. */
export const alexResponses: Partial<Record<SurveyId, SurveyResponse>> = {
  "preliminary/seoul": seoulInProgress,
  "preliminary/busan1": busanSubmitted,
};

/** A full, valid preliminary answer set (what the first-page story builds on). */
export const completePreliminary: Answers = {
  first_visit: "no",
  visited_regions: ["seoul"],
  interests: ["history", "food", "nature"],
  diet: "allergy",
  diet_detail: "Peanuts",
  mobility: "none",
  excitement: 4,
};
