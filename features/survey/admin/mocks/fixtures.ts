import {
  type Answers,
  SURVEY_AREAS,
  SURVEY_KINDS,
  type SurveyArea,
  type SurveyDefinition,
  type SurveyInvitee,
  type SurveyKind,
} from "@contracts/survey";
import {
  PRELIMINARY_INTRO,
  PRELIMINARY_PAGES,
  SATISFACTION_INTRO,
  SATISFACTION_PAGES,
  preliminaryTitle,
  satisfactionTitle,
} from "./templates";

/**
 * The operators' story data around the pinned story date (2026-05-15 10:00 KST, "D"), shaped as the seed shapes
 * the demo: every preliminary survey open from D−7 to D+60; satisfaction open for Seoul and Seoraksan (D−3 to
 * D+30), closed for Busan 1 (D−40 to D−10), upcoming elsewhere (D+30 to D+90). Seoul and Busan 1 have answers.
 */
export const STORY_ADMIN_TOKEN = "story-admin-token";

export type StoredResponse = { guest: number; status: "in_progress" | "submitted"; answers: Answers; at: string };

/** One survey as the mock server keeps it: its definition, version and responses (newest first). */
export type StoredSurvey = SurveyDefinition & {
  kind: SurveyKind;
  area: SurveyArea;
  version: number;
  updated_at: string;
  responses: StoredResponse[];
};

const WINDOWS = {
  preliminary: ["2026-05-08T09:00:00+09:00", "2026-07-14T18:00:00+09:00"],
  satisfactionOpen: ["2026-05-12T09:00:00+09:00", "2026-06-14T18:00:00+09:00"],
  satisfactionClosed: ["2026-04-05T09:00:00+09:00", "2026-05-05T18:00:00+09:00"],
  satisfactionUpcoming: ["2026-06-14T09:00:00+09:00", "2026-08-13T18:00:00+09:00"],
} as const;

function windowOf(kind: SurveyKind, area: SurveyArea) {
  if (kind === "preliminary") return WINDOWS.preliminary;
  if (area === "seoul" || area === "seorak") return WINDOWS.satisfactionOpen;
  if (area === "busan1") return WINDOWS.satisfactionClosed;
  return WINDOWS.satisfactionUpcoming;
}

/** The guests: who they are and which courses they are invited to. */
export const GUESTS: readonly Omit<SurveyInvitee, "id" | "responses">[] = [
  guest("Alex Morgan", "guest1@demo.test", ["seoul", "seorak"], "en"),
  guest("김서연", "guest2@demo.test", ["busan1", "jeju1"], "ko"),
  guest("Jamie Chen", "guest3@demo.test", ["seoul"], "en"),
  guest("Daniel Brooks", "daniel.brooks@demo.test", ["seoul"], "en"),
  guest("Maria Lopez", "maria.lopez@demo.test", ["seoul"], "en"),
  guest("Chris Walker", "chris.walker@demo.test", ["seoul", "busan1"], "en"),
  guest("Sarah Kim", "sarah.kim@demo.test", ["seoul"], "en"),
  guest("이준호", "junho.lee@demo.test", ["seoul"], "ko"),
  guest("Emily Davis", "emily.davis@demo.test", ["seoul"], "en"),
  guest("Michael Park", "michael.park@demo.test", ["seoul", "busan1"], "en"),
  guest("박지민", "jimin.park@demo.test", ["busan1"], "ko"),
  guest("Olivia Turner", "olivia.turner@demo.test", ["busan1"], "en"),
  guest("Ryan Foster", "ryan.foster@demo.test", ["busan1"], "en"),
  guest("최유나", "yuna.choi@demo.test", ["busan1"], "ko"),
  guest("Hannah Reed", "hannah.reed@demo.test", ["seoul"], "en"),
  guest("Tom Becker", "tom.becker@demo.test", ["seoul"], "en"),
  guest("정하늘", "haneul.jung@demo.test", ["seoul"], "ko"),
];

function guest(name: string, email: string, areas: SurveyArea[], lang: "en" | "ko") {
  return {
    name,
    email,
    areas,
    lang,
    invited_at: "2026-05-01T10:00:00+09:00",
    link_sent_at: "2026-05-01T10:00:00+09:00",
  };
}

// Answers are written compactly: [guest, answers], newest first; each was submitted a day apart.
const at = (index: number) => new Date(Date.UTC(2026, 4, 14, 3) - index * 86_400_000).toISOString();
const submitted = (rows: [number, Answers][]): StoredResponse[] =>
  rows.map(([g, answers], i) => ({ guest: g, status: "submitted", answers, at: at(i) }));

const SEOUL_PRELIMINARY = submitted([
  [3, { first_visit: "yes", interests: ["history", "food"], diet: "none", mobility: "none", excitement: 5 }],
  [
    4,
    {
      first_visit: "no",
      visited_regions: ["seoul", "busan"],
      interests: ["food", "shopping"],
      diet: "vegetarian",
      mobility: "none",
      excitement: 4,
    },
  ],
  [
    5,
    {
      first_visit: "yes",
      interests: ["history", "performances", "food"],
      diet: "allergy",
      diet_detail: "Peanuts and tree nuts",
      mobility: "walking",
      notes: "I walk slowly on stairs; a seat near the front of the bus would help.",
      excitement: 5,
    },
  ],
  [6, { first_visit: "yes", interests: ["nature", "wellness"], diet: "none", mobility: "none", excitement: 4 }],
  [
    7,
    {
      first_visit: "no",
      visited_regions: ["jeju"],
      interests: ["food"],
      diet: "other",
      diet_detail: "매운 음식을 잘 못 먹어요",
      mobility: "none",
      excitement: 3,
    },
  ],
  [8, { first_visit: "yes", interests: ["history", "nature"], diet: "halal", mobility: "none", excitement: 5 }],
  [
    9,
    {
      first_visit: "yes",
      interests: ["shopping", "food", "performances"],
      diet: "none",
      mobility: "wheelchair",
      notes: "Travelling with my own folding wheelchair.",
      excitement: 4,
    },
  ],
  [14, { first_visit: "yes", interests: ["history"], diet: "vegan", mobility: "none", excitement: 5 }],
  [
    15,
    {
      first_visit: "no",
      visited_regions: ["seoul"],
      interests: ["wellness"],
      diet: "none",
      mobility: "none",
      excitement: 2,
    },
  ],
  [16, { first_visit: "yes", interests: ["food", "nature"], diet: "none", mobility: "none", excitement: 4 }],
]);

const BUSAN1_PRELIMINARY = submitted([
  [
    1,
    {
      first_visit: "no",
      visited_regions: ["seoul"],
      interests: ["food", "nature"],
      diet: "none",
      mobility: "none",
      excitement: 5,
    },
  ],
  [10, { first_visit: "yes", interests: ["history"], diet: "none", mobility: "none", excitement: 4 }],
  [11, { first_visit: "yes", interests: ["shopping", "food"], diet: "vegetarian", mobility: "none", excitement: 4 }],
  [12, { first_visit: "yes", interests: ["nature"], diet: "none", mobility: "walking", excitement: 3 }],
  [
    13,
    {
      first_visit: "no",
      visited_regions: ["jeju", "busan"],
      interests: ["wellness"],
      diet: "none",
      mobility: "none",
      excitement: 5,
    },
  ],
]);

const BUSAN1_SATISFACTION = submitted([
  [
    1,
    {
      overall: 5,
      aspects: { guide: 5, transport: 4, meals: 5, schedule: 4, accommodation: 4 },
      recommend: "yes",
      best_moment: "해질녘 광안대교 야경",
    },
  ],
  [
    10,
    {
      overall: 4,
      aspects: { guide: 5, transport: 3, meals: 4, schedule: 3, accommodation: 4 },
      recommend: "maybe",
      improve: "The second day was rushed; fewer stops would let us enjoy each place.",
    },
  ],
  [11, { overall: 4, aspects: { guide: 4, transport: 4, meals: 3, schedule: 4, accommodation: 5 }, recommend: "yes" }],
  [
    12,
    {
      overall: 3,
      aspects: { guide: 4, transport: 2, meals: 3, schedule: 3, accommodation: 3 },
      recommend: "no",
      improve: "The bus was late twice and the air conditioning did not work.",
      best_moment: "Jagalchi fish market",
    },
  ],
]);

/** Answers still being written: counted as "in progress", never in the results. */
const IN_PROGRESS: Partial<Record<`${SurveyKind}/${SurveyArea}`, StoredResponse[]>> = {
  "preliminary/seoul": [{ guest: 0, status: "in_progress", answers: { first_visit: "yes" }, at: at(0) }],
  "preliminary/busan1": [{ guest: 9, status: "in_progress", answers: { first_visit: "no" }, at: at(0) }],
};

const SUBMITTED: Partial<Record<`${SurveyKind}/${SurveyArea}`, StoredResponse[]>> = {
  "preliminary/seoul": SEOUL_PRELIMINARY,
  "preliminary/busan1": BUSAN1_PRELIMINARY,
  "satisfaction/busan1": BUSAN1_SATISFACTION,
};

/** All 16 surveys, fresh for each story (the mock server changes its copy). */
export function surveysFixture(): StoredSurvey[] {
  return SURVEY_AREAS.flatMap((area) =>
    SURVEY_KINDS.map((kind): StoredSurvey => {
      const [opens_at, closes_at] = windowOf(kind, area);
      const key = `${kind}/${area}` as const;
      return {
        kind,
        area,
        title: kind === "preliminary" ? preliminaryTitle(area) : satisfactionTitle(area),
        intro: kind === "preliminary" ? PRELIMINARY_INTRO : SATISFACTION_INTRO,
        opens_at,
        closes_at,
        pages: structuredClone(kind === "preliminary" ? PRELIMINARY_PAGES : SATISFACTION_PAGES),
        version: kind === "preliminary" && area === "seoul" ? 3 : 1,
        updated_at: "2026-05-01T10:00:00+09:00",
        responses: [...(IN_PROGRESS[key] ?? []), ...(SUBMITTED[key] ?? [])],
      };
    }),
  );
}
