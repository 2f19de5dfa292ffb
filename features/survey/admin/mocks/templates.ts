import type { BilingualText, SurveyArea, SurveyPage } from "@contracts/survey";

/**
 * The two demo templates as the operators' stories read them, in both languages: the same questions the seed
 * writes (ADR 0016), kept here so the stories do not depend on the respondents' side of the feature.
 */
const text = (en: string, ko: string): BilingualText => ({ en, ko });
const option = (id: string, en: string, ko: string) => ({ id, label: text(en, ko) });

export const PRELIMINARY_PAGES: SurveyPage[] = [
  {
    id: "about",
    title: text("About you", "나에 대해"),
    questions: [
      {
        id: "first_visit",
        type: "single",
        title: text("Is this your first visit to Korea?", "이번이 첫 한국 방문인가요?"),
        required: true,
        options: [option("yes", "Yes", "예"), option("no", "No", "아니요")],
      },
      {
        id: "visited_regions",
        type: "multiple",
        title: text("Which regions have you visited before?", "이전에 방문한 지역은 어디인가요?"),
        required: false,
        show_if: { question: "first_visit", any_of: ["no"] },
        max_choices: 3,
        options: [
          option("seoul", "Seoul", "서울"),
          option("busan", "Busan", "부산"),
          option("jeju", "Jeju", "제주"),
          option("gyeongju", "Gyeongju", "경주"),
          option("gangwon", "Gangwon", "강원"),
        ],
      },
    ],
  },
  {
    id: "interests",
    title: text("Interests and meals", "관심사와 식사"),
    questions: [
      {
        id: "interests",
        type: "multiple",
        title: text("What interests you most on this tour?", "이번 투어에서 가장 관심 있는 것은 무엇인가요?"),
        required: true,
        min_choices: 1,
        max_choices: 3,
        options: [
          option("history", "History", "역사"),
          option("food", "Food", "음식"),
          option("nature", "Nature", "자연"),
          option("shopping", "Shopping", "쇼핑"),
          option("performances", "Culture performances", "문화 공연"),
          option("wellness", "Wellness", "웰니스"),
        ],
      },
      {
        id: "diet",
        type: "single",
        title: text("Do you have any dietary needs?", "식단 관련 요청 사항이 있나요?"),
        required: true,
        options: [
          option("none", "None", "없음"),
          option("vegetarian", "Vegetarian", "채식"),
          option("vegan", "Vegan", "비건"),
          option("halal", "Halal", "할랄"),
          option("allergy", "Food allergy", "음식 알레르기"),
          option("other", "Other", "기타"),
        ],
      },
      {
        id: "diet_detail",
        type: "short_text",
        title: text("Please describe", "자세히 적어 주세요"),
        required: true,
        show_if: { question: "diet", any_of: ["allergy", "other"] },
        max_length: 200,
      },
    ],
  },
  {
    id: "comfort",
    title: text("Comfort and expectations", "편의와 기대"),
    questions: [
      {
        id: "mobility",
        type: "single",
        title: text("Do you need help getting around?", "이동에 도움이 필요한가요?"),
        required: true,
        options: [
          option("none", "No", "아니요"),
          option("walking", "Some walking limits", "보행에 약간의 제약이 있음"),
          option("wheelchair", "I use a wheelchair", "휠체어를 사용함"),
        ],
      },
      {
        id: "notes",
        type: "long_text",
        title: text("Anything else we should know?", "그 밖에 알려 주실 내용이 있나요?"),
        required: false,
        max_length: 2000,
      },
      {
        id: "excitement",
        type: "rating",
        title: text("How excited are you about the tour?", "이번 투어가 얼마나 기대되나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: text("Not much", "별로"),
        high_label: text("Very excited", "매우 기대됨"),
      },
    ],
  },
];

export const SATISFACTION_PAGES: SurveyPage[] = [
  {
    id: "overall",
    title: text("Your tour", "투어 평가"),
    questions: [
      {
        id: "overall",
        type: "rating",
        title: text("Overall, how satisfied are you with the tour?", "투어에 전반적으로 얼마나 만족하셨나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: text("Very poor", "매우 불만족"),
        high_label: text("Excellent", "매우 만족"),
      },
      {
        id: "aspects",
        type: "matrix",
        title: text("How would you rate each part of the tour?", "투어의 각 부분을 평가해 주세요."),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: text("Very poor", "매우 나쁨"),
        high_label: text("Excellent", "매우 좋음"),
        rows: [
          option("guide", "Guide", "가이드"),
          option("transport", "Transport", "교통"),
          option("meals", "Meals", "식사"),
          option("schedule", "Schedule", "일정"),
          option("accommodation", "Accommodation", "숙소"),
        ],
      },
    ],
  },
  {
    id: "recommend",
    title: text("Looking ahead", "앞으로"),
    questions: [
      {
        id: "recommend",
        type: "single",
        title: text("Would you recommend this tour to a friend?", "친구에게 이 투어를 추천하시겠어요?"),
        required: true,
        options: [option("yes", "Yes", "예"), option("maybe", "Maybe", "글쎄요"), option("no", "No", "아니요")],
      },
      {
        id: "improve",
        type: "long_text",
        title: text("What should we improve?", "무엇을 개선하면 좋을까요?"),
        required: true,
        show_if: { question: "recommend", any_of: ["maybe", "no"] },
        max_length: 2000,
      },
      {
        id: "best_moment",
        type: "short_text",
        title: text("Best moment of the tour", "투어에서 가장 좋았던 순간"),
        required: false,
        max_length: 200,
      },
    ],
  },
];

const COURSE_NAMES: Record<SurveyArea, BilingualText> = {
  seoul: text("Seoul", "서울"),
  seorak: text("Seoraksan", "설악산"),
  jeonju: text("Jeonju", "전주"),
  busan1: text("Busan (harbour)", "부산 (항구)"),
  busan2: text("Busan (coast)", "부산 (해안)"),
  jeju1: text("Jeju (east)", "제주 (동부)"),
  jeju2: text("Jeju (west)", "제주 (서부)"),
  jeju3: text("Jeju (south)", "제주 (남부)"),
};

export const preliminaryTitle = (area: SurveyArea) =>
  text(`${COURSE_NAMES[area].en} tour: before you go`, `${COURSE_NAMES[area].ko} 투어 사전 설문`);
export const satisfactionTitle = (area: SurveyArea) =>
  text(`${COURSE_NAMES[area].en} tour: how was it?`, `${COURSE_NAMES[area].ko} 투어 만족도 설문`);

export const PRELIMINARY_INTRO = text(
  "A few questions before your tour, so we can plan it around you. It takes about three minutes.",
  "투어를 여러분에게 맞게 준비할 수 있도록 몇 가지 여쭙니다. 3분 정도 걸립니다.",
);
export const SATISFACTION_INTRO = text(
  "Tell us how the tour went. Your answers shape the next rounds.",
  "투어가 어떠셨는지 알려 주세요. 답변은 다음 투어에 반영됩니다.",
);
