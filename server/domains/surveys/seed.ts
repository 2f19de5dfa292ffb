import type { Lang } from "@contracts/settings";
import { addDays, shopToday } from "@contracts/shop-calendar";
import {
  type Answers,
  type BilingualText,
  cleanAnswers,
  definitionIssues,
  SURVEY_AREAS,
  SURVEY_KINDS,
  type SurveyArea,
  type SurveyKind,
  type SurveyPage,
  SurveyPagesSchema,
  validateAnswers,
} from "@contracts/survey";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { SURVEY_AREA_NAMES, SURVEY_KIND_NAMES } from "./area-names";
import { hashSurveyKey } from "./keys";
import { accounts } from "../auth/tables";
import { surveyInvitees, surveyResponses, surveys } from "./tables";
import { SEED_ACCOUNTS } from "../../platform/db/seed-data";
import type { SeedStep } from "../../platform/db/seed-step";

/**
 * The tour's demo surveys (docs/adr/0016-tour-surveys.md): all sixteen surveys from two templates, with windows
 * counted from the seeding day D in Korea; three named guests with known keys for demos and end-to-end tests; and
 * sixteen more guests on the Seoul and Busan 1 courses with submitted answers, so the results pages have numbers.
 */

const t = (en: string, ko: string): BilingualText => ({ en, ko });

/** Parsed like an operator's write, so the stored pages carry the schema's defaults and pass its rules. */
function definition(pages: unknown): SurveyPage[] {
  const parsed = SurveyPagesSchema.parse(pages);
  const issues = definitionIssues(parsed);
  if (issues.length > 0) throw new Error(`seed: survey template is broken: ${JSON.stringify(issues)}`);
  return parsed;
}

export const PRELIMINARY_PAGES: SurveyPage[] = definition([
  {
    id: "about",
    title: t("About you", "본인 소개"),
    questions: [
      {
        id: "first_visit",
        type: "single",
        title: t("Is this your first visit to Korea?", "이번이 첫 한국 방문인가요?"),
        required: true,
        options: [
          { id: "yes", label: t("Yes", "예") },
          { id: "no", label: t("No", "아니요") },
        ],
      },
      {
        id: "regions_visited",
        type: "multiple",
        title: t("Which regions of Korea have you visited before?", "이전에 방문한 한국 지역을 골라 주세요."),
        required: true,
        max_choices: 3,
        show_if: { question: "first_visit", any_of: ["no"] },
        options: [
          { id: "seoul", label: t("Seoul", "서울") },
          { id: "busan", label: t("Busan", "부산") },
          { id: "jeju", label: t("Jeju Island", "제주도") },
          { id: "gyeongju", label: t("Gyeongju", "경주") },
          { id: "gangwon", label: t("Gangwon (Seoraksan, Gangneung)", "강원도(설악산, 강릉)") },
          { id: "jeonju", label: t("Jeonju", "전주") },
          { id: "elsewhere", label: t("Somewhere else", "그 밖의 지역") },
        ],
      },
    ],
  },
  {
    id: "preferences",
    title: t("Interests and meals", "관심사와 식사"),
    questions: [
      {
        id: "interests",
        type: "multiple",
        title: t("What are you most interested in on this tour?", "이번 투어에서 가장 관심 있는 것은 무엇인가요?"),
        required: true,
        min_choices: 1,
        max_choices: 3,
        options: [
          { id: "history", label: t("History and heritage", "역사와 문화유산") },
          { id: "food", label: t("Food", "음식") },
          { id: "nature", label: t("Nature", "자연") },
          { id: "shopping", label: t("Shopping", "쇼핑") },
          { id: "performances", label: t("Cultural performances", "전통·문화 공연") },
          { id: "wellness", label: t("Wellness and spa", "웰니스와 스파") },
        ],
      },
      {
        id: "diet",
        type: "single",
        title: t("Do you have any dietary needs?", "식사할 때 고려해야 할 점이 있나요?"),
        required: true,
        options: [
          { id: "none", label: t("None", "없음") },
          { id: "vegetarian", label: t("Vegetarian", "채식") },
          { id: "vegan", label: t("Vegan", "비건(완전 채식)") },
          { id: "halal", label: t("Halal", "할랄") },
          { id: "allergy", label: t("Food allergy", "식품 알레르기") },
          { id: "other", label: t("Other", "기타") },
        ],
      },
      {
        id: "diet_details",
        type: "short_text",
        title: t("Please describe", "자세히 적어 주세요"),
        help: t("For example: peanuts, shellfish, no pork.", "예: 땅콩, 갑각류, 돼지고기 제외"),
        required: true,
        show_if: { question: "diet", any_of: ["allergy", "other"] },
      },
    ],
  },
  {
    id: "comfort",
    title: t("Getting around and expectations", "이동과 기대"),
    questions: [
      {
        id: "mobility",
        type: "single",
        title: t("Do you need any help getting around?", "이동할 때 도움이 필요하신가요?"),
        required: true,
        options: [
          { id: "none", label: t("No, I walk without difficulty", "아니요, 걷는 데 어려움이 없습니다") },
          {
            id: "limited",
            label: t("I can only walk short distances or climb few stairs", "오래 걷거나 계단을 오르기 어렵습니다"),
          },
          { id: "wheelchair", label: t("I use a wheelchair", "휠체어를 사용합니다") },
        ],
      },
      {
        id: "notes",
        type: "long_text",
        title: t("Anything else we should know?", "저희가 더 알아 두어야 할 점이 있나요?"),
      },
      {
        id: "excitement",
        type: "rating",
        title: t("How excited are you about the tour?", "이번 투어가 얼마나 기대되시나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: t("Not very", "별로 기대되지 않아요"),
        high_label: t("Very excited", "무척 기대돼요"),
      },
    ],
  },
]);

export const SATISFACTION_PAGES: SurveyPage[] = definition([
  {
    id: "overall",
    title: t("Your tour", "투어 전반"),
    questions: [
      {
        id: "overall",
        type: "rating",
        title: t("Overall, how satisfied were you with the tour?", "투어에 전반적으로 얼마나 만족하셨나요?"),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: t("Very dissatisfied", "매우 불만족"),
        high_label: t("Very satisfied", "매우 만족"),
      },
      {
        id: "aspects",
        type: "matrix",
        title: t("How would you rate each part of the tour?", "투어의 각 부분을 평가해 주세요."),
        required: true,
        scale_min: 1,
        scale_max: 5,
        low_label: t("Very poor", "매우 나쁨"),
        high_label: t("Excellent", "매우 좋음"),
        rows: [
          { id: "guide", label: t("Tour guide", "가이드") },
          { id: "transport", label: t("Transport", "교통") },
          { id: "meals", label: t("Meals", "식사") },
          { id: "schedule", label: t("Schedule", "일정") },
          { id: "accommodation", label: t("Accommodation", "숙소") },
        ],
      },
    ],
  },
  {
    id: "feedback",
    title: t("Your feedback", "의견"),
    questions: [
      {
        id: "recommend",
        type: "single",
        title: t("Would you recommend this tour to a friend?", "이 투어를 지인에게 추천하시겠어요?"),
        required: true,
        options: [
          { id: "yes", label: t("Yes", "예") },
          { id: "maybe", label: t("Maybe", "글쎄요") },
          { id: "no", label: t("No", "아니요") },
        ],
      },
      {
        id: "improve",
        type: "long_text",
        title: t("What should we improve?", "어떤 점을 개선하면 좋을까요?"),
        required: true,
        show_if: { question: "recommend", any_of: ["maybe", "no"] },
      },
      {
        id: "best_moment",
        type: "short_text",
        title: t("What was the best moment of the tour?", "투어에서 가장 좋았던 순간은 언제였나요?"),
      },
    ],
  },
]);

export const SURVEY_TEMPLATES: Record<SurveyKind, SurveyPage[]> = {
  preliminary: PRELIMINARY_PAGES,
  satisfaction: SATISFACTION_PAGES,
};

function introOf(kind: SurveyKind, area: SurveyArea): BilingualText {
  const name = SURVEY_AREA_NAMES[area];
  return kind === "preliminary"
    ? t(
        `Help us prepare your ${name.en} tour. The survey takes about five minutes, and your answers are saved as you go.`,
        `${name.ko} 투어 준비를 위한 설문입니다. 5분 정도 걸리며, 답변은 입력하는 대로 저장됩니다.`,
      )
    : t(
        `Tell us how your ${name.en} tour went. It takes about three minutes, and your answers shape the next rounds.`,
        `${name.ko} 투어는 어떠셨나요? 3분 정도 걸리며, 남겨 주신 의견은 다음 회차에 반영됩니다.`,
      );
}

// ---- windows ----

/** Days from the seeding day D (Korea time): [opens, closes), both at midnight in Korea. */
export const SURVEY_WINDOWS: Record<SurveyKind, Record<SurveyArea, readonly [number, number]>> = {
  preliminary: Object.fromEntries(SURVEY_AREAS.map((area) => [area, [-7, 60] as const])) as Record<
    SurveyArea,
    readonly [number, number]
  >,
  satisfaction: {
    seoul: [-3, 30],
    seorak: [-3, 30],
    busan1: [-40, -10],
    jeonju: [30, 90],
    busan2: [30, 90],
    jeju1: [30, 90],
    jeju2: [30, 90],
    jeju3: [30, 90],
  },
};

/** Midnight in Korea `days` after the Korean calendar day of `now`. */
export const koreaMidnight = (now: Date, days: number) => new Date(`${addDays(shopToday(now), days)}T00:00:00+09:00`);

// ---- guests ----

export type SeedGuest = { name: string; email: string; areas: SurveyArea[]; lang: Lang; key: string };

/** The guests demos and end-to-end tests sign in as, by their links' keys. */
export const SURVEY_DEMO_GUESTS = {
  guest1: {
    name: "Alex Morgan",
    email: "guest1@demo.test",
    areas: ["seoul", "seorak"],
    lang: "en",
    key: "demo-guest-1",
  },
  guest2: { name: "김서연", email: "guest2@demo.test", areas: ["busan1", "jeju1"], lang: "ko", key: "demo-guest-2" },
  guest3: { name: "Jordan Lee", email: "guest3@demo.test", areas: ["seoul"], lang: "en", key: "demo-guest-3" },
} as const satisfies Record<string, SeedGuest>;

const RESPONDENT_NAMES: readonly [string, Lang][] = [
  ["Emily Carter", "en"],
  ["이준호", "ko"],
  ["Michael Brooks", "en"],
  ["박지민", "ko"],
  ["Sarah Kim", "en"],
  ["최유나", "ko"],
  ["David Nguyen", "en"],
  ["정민수", "ko"],
  ["Jessica Alvarez", "en"],
  ["한소희", "ko"],
  ["Daniel Park", "en"],
  ["윤재현", "ko"],
  ["Olivia Bennett", "en"],
  ["강하늘", "ko"],
  ["Ryan Thompson", "en"],
  ["오세영", "ko"],
];

/** Sixteen guests with answers, twelve on the Seoul course and twelve on Busan 1 (eight of them on both). */
export const SURVEY_RESPONDENTS: readonly SeedGuest[] = RESPONDENT_NAMES.map(([name, lang], index) => {
  const areas: SurveyArea[] = index < 4 ? ["seoul"] : index < 12 ? ["seoul", "busan1"] : ["busan1"];
  const n = index + 4;
  return { name, email: `guest${n}@demo.test`, areas, lang, key: `demo-guest-${n}` };
});

// ---- answers ----

/** A small seeded generator, so every database gets the same demo answers. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items.at(-1) as readonly [T, number])[0];
  };
  /** `min` to `max` distinct items, in the order given. */
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(next() * (max - min + 1));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
    return items.filter((_, index) => chosen.has(index));
  };
  return { next, pick, weighted, some };
}
type Generator = ReturnType<typeof generator>;

const TEXTS = {
  allergy: {
    en: ["Peanuts and tree nuts", "Shellfish", "Wheat (gluten)"],
    ko: ["땅콩과 견과류", "갑각류", "밀(글루텐)"],
  },
  otherDiet: {
    en: ["No pork, please", "Low-salt meals", "No raw fish"],
    ko: ["돼지고기는 빼 주세요", "싱겁게 먹어야 합니다", "날생선은 먹지 않습니다"],
  },
  notes: {
    en: [
      "I'm travelling with my mother, who is 78.",
      "Could we have some free time for shopping?",
      "I'd love a chance to try a temple stay.",
      'My husband says "more street food, please!"',
      "Please send the daily schedule the evening before.",
    ],
    ko: [
      "78세 어머니와 함께 갑니다.",
      "쇼핑할 자유 시간이 있으면 좋겠어요.",
      "템플스테이를 체험해 보고 싶습니다.",
      "일정표를 전날 저녁에 받아 볼 수 있을까요?",
    ],
  },
  improve: {
    en: [
      "More time at each stop, please; the schedule felt rushed.",
      "The bus was cold in the mornings.",
      "Lunch breaks were too short.",
    ],
    ko: [
      "일정이 빠듯해서 장소마다 시간이 더 있었으면 합니다.",
      "아침에 버스가 추웠어요.",
      "점심시간이 너무 짧았습니다.",
    ],
  },
  best: {
    seoul: {
      en: [
        "The changing of the guard at Gyeongbokgung",
        "Walking through Bukchon at dusk",
        "The view from Namsan at night",
      ],
      ko: ["경복궁 수문장 교대식", "해 질 녘 북촌 골목 산책", "남산에서 본 야경"],
    },
    busan1: {
      en: ["Sunset at Gwangalli Beach", "Breakfast at Jagalchi fish market", "The colours of Gamcheon Culture Village"],
      ko: ["광안리 해변의 노을", "자갈치 시장에서 먹은 아침", "감천문화마을의 알록달록한 골목"],
    },
  },
} as const;

function preliminaryAnswers(g: Generator, lang: Lang): Answers {
  const answers: Answers = {};
  answers.first_visit = g.next() < 0.6 ? "yes" : "no";
  if (answers.first_visit === "no")
    answers.regions_visited = g.some(["seoul", "busan", "jeju", "gyeongju", "gangwon", "jeonju"], 1, 3);
  answers.interests = g.some(["history", "food", "nature", "shopping", "performances", "wellness"], 1, 3);
  const diet = g.weighted([
    ["none", 55],
    ["vegetarian", 12],
    ["vegan", 6],
    ["halal", 7],
    ["allergy", 12],
    ["other", 8],
  ] as const);
  answers.diet = diet;
  if (diet === "allergy") answers.diet_details = g.pick(TEXTS.allergy[lang]);
  if (diet === "other") answers.diet_details = g.pick(TEXTS.otherDiet[lang]);
  answers.mobility = g.weighted([
    ["none", 75],
    ["limited", 20],
    ["wheelchair", 5],
  ] as const);
  if (g.next() < 0.45) answers.notes = g.pick(TEXTS.notes[lang]);
  answers.excitement = g.weighted([
    [3, 15],
    [4, 40],
    [5, 45],
  ] as const);
  return answers;
}

function satisfactionAnswers(g: Generator, lang: Lang, area: "seoul" | "busan1"): Answers {
  const overall = g.weighted([
    [2, 8],
    [3, 17],
    [4, 40],
    [5, 35],
  ] as const);
  const near = () => Math.min(5, Math.max(1, overall + g.pick([-1, 0, 0, 1])));
  const recommend = overall >= 4 ? (g.next() < 0.9 ? "yes" : "maybe") : overall === 3 ? "maybe" : "no";
  const answers: Answers = {
    overall,
    aspects: { guide: near(), transport: near(), meals: near(), schedule: near(), accommodation: near() },
    recommend,
  };
  if (recommend !== "yes") answers.improve = g.pick(TEXTS.improve[lang]);
  if (g.next() < 0.6) answers.best_moment = g.pick(TEXTS.best[area][lang]);
  return answers;
}

/** Throws unless the answers are what a real submit would store. */
function submitted(kind: SurveyKind, answers: Answers): Answers {
  const pages = SURVEY_TEMPLATES[kind];
  const issues = validateAnswers(pages, answers, "submit");
  if (issues.length > 0) throw new Error(`seed: demo ${kind} answers are invalid: ${JSON.stringify(issues)}`);
  return cleanAnswers(pages, answers, "submit");
}

// ---- the step ----

const HOUR = 60 * 60 * 1000;

/** Everything above, with windows and dates counted from `now`; runs on an empty set of survey tables. */
export async function seedSurveys(tx: DbOrTx, now: Date): Promise<void> {
  // The demo operator signs the surveys and invitations when seeded with everything else (null on its own).
  const adminEmail = SEED_ACCOUNTS.find((account) => account.area === "admin")?.email ?? "";
  const [admin] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.area, "admin"), eq(accounts.email, adminEmail)));
  const adminId = admin?.id ?? null;

  await tx.insert(surveys).values(
    SURVEY_KINDS.flatMap((kind) =>
      SURVEY_AREAS.map((area) => {
        const [opens, closes] = SURVEY_WINDOWS[kind][area];
        const name = SURVEY_AREA_NAMES[area];
        const kindName = SURVEY_KIND_NAMES[kind];
        const intro = introOf(kind, area);
        return {
          kind,
          area,
          titleEn: `${name.en} · ${kindName.en}`,
          titleKo: `${name.ko} · ${kindName.ko}`,
          introEn: intro.en,
          introKo: intro.ko,
          opensAt: koreaMidnight(now, opens),
          closesAt: koreaMidnight(now, closes),
          pages: SURVEY_TEMPLATES[kind],
          updatedAt: now,
          updatedBy: adminId,
        };
      }),
    ),
  );

  const guests = [...Object.values(SURVEY_DEMO_GUESTS), ...SURVEY_RESPONDENTS];
  const rows = await tx
    .insert(surveyInvitees)
    .values(
      guests.map((guest, index) => ({
        name: guest.name,
        email: guest.email,
        areas: [...guest.areas],
        lang: guest.lang,
        keyHash: hashSurveyKey(guest.key),
        invitedAt: new Date(now.getTime() - (20 - index * 0.25) * 24 * HOUR),
        linkSentAt: new Date(now.getTime() - (20 - index * 0.25) * 24 * HOUR),
        invitedBy: adminId,
      })),
    )
    .returning({ id: surveyInvitees.id, email: surveyInvitees.email });
  const idOf = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`seed: invitee ${email} was not inserted`);
    return row.id;
  };

  const responses: (typeof surveyResponses.$inferInsert)[] = [];
  const g = generator(20250415);
  /** A moment inside [fromDay, toDay) days from now that is not in the future. */
  const within = (fromDay: number, toDay: number) => {
    const at = now.getTime() + (fromDay + g.next() * (toDay - fromDay)) * 24 * HOUR;
    return new Date(Math.min(at, now.getTime() - HOUR));
  };
  const done = (guest: SeedGuest, kind: SurveyKind, area: SurveyArea, answers: Answers, submittedAt: Date) =>
    responses.push({
      kind,
      area,
      inviteeId: idOf(guest.email),
      status: "submitted",
      answers: submitted(kind, answers),
      pageId: SURVEY_TEMPLATES[kind].at(-1)?.id ?? null,
      startedAt: new Date(submittedAt.getTime() - (4 + g.next() * 20) * 60 * 1000),
      updatedAt: submittedAt,
      submittedAt,
      surveyVersion: 1,
    });

  for (const [index, guest] of SURVEY_RESPONDENTS.entries()) {
    for (const area of guest.areas) {
      done(guest, "preliminary", area, preliminaryAnswers(g, guest.lang), within(-7, 0));
      if (area !== "seoul" && area !== "busan1") continue;
      // Not everyone answers the satisfaction survey: leave a few out, and one Seoul guest halfway.
      if (index % 5 === 4) continue;
      if (area === "seoul" && index === 3) {
        responses.push({
          kind: "satisfaction",
          area,
          inviteeId: idOf(guest.email),
          status: "in_progress",
          answers: { overall: 4 },
          pageId: "overall",
          startedAt: within(-1, 0),
          updatedAt: now,
          surveyVersion: 1,
        });
        continue;
      }
      const answers = satisfactionAnswers(g, guest.lang, area);
      done(guest, "satisfaction", area, answers, area === "seoul" ? within(-3, 0) : within(-39, -11));
    }
  }

  // Alex Morgan (guest1) stopped on the second page of the Seoul preliminary survey.
  const draft: Answers = { first_visit: "no", regions_visited: ["seoul", "busan"] };
  if (validateAnswers(PRELIMINARY_PAGES, draft, "draft").length > 0) throw new Error("seed: guest1's draft is invalid");
  responses.push({
    kind: "preliminary",
    area: "seoul",
    inviteeId: idOf(SURVEY_DEMO_GUESTS.guest1.email),
    status: "in_progress",
    answers: draft,
    pageId: "preferences",
    startedAt: new Date(now.getTime() - 26 * HOUR),
    updatedAt: new Date(now.getTime() - 25 * HOUR),
    surveyVersion: 1,
  });

  await tx.insert(surveyResponses).values(responses);
}

export const SURVEY_SEED_STEPS: SeedStep[] = [{ name: "surveys-v1", run: (tx) => seedSurveys(tx, new Date()) }];
