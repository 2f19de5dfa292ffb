import { type Answers, SURVEY_KEY_HEADER, type SurveyArea, type SurveyKind } from "@contracts/survey";
import type { Lang } from "@contracts/settings";
import { accounts } from "../../domains/auth/tables";
import { surveyInvitees } from "../../domains/surveys/tables";
import { seedSurveys } from "../../domains/surveys/seed";
import { issueSession } from "../../domains/auth/signin";
import { hashSurveyKey, newSurveyKey } from "../../domains/surveys/keys";
import { authApp, type AuthTestApp, call, roleFor, type TestClock, testClock, worldAuthContext } from "./auth-fixtures";
import { createTestDb, type TestDb } from "./db";

export { dataOf, failure } from "./community-review-fixtures";

/**
 * The survey tests' world: a database with the demo surveys seeded from SURVEY_TEST_NOW (so every window is where
 * the demo puts it), an operator's token, and guests made by direct insert with keys the test holds.
 */

/** 2026-05-15 10:00 in Korea, the pinned story date. */
export const SURVEY_TEST_NOW = new Date("2026-05-15T01:00:00.000Z");

export type Guest = { id: number; name: string; email: string; key: string };

export type SurveyWorld = {
  db: TestDb;
  clock: TestClock;
  app: AuthTestApp;
  /** An operator's token (admin area). */
  admin: string;
  /** A member's token (another area, refused by the operators' calls). */
  member: string;
  guest: (areas: SurveyArea[], options?: { name?: string; lang?: Lang }) => Promise<Guest>;
};

let count = 0;
const unique = () => `${process.pid}-${(count += 1)}`;

export async function createSurveyWorld(): Promise<SurveyWorld> {
  const db = await createTestDb();
  const clock = testClock(SURVEY_TEST_NOW);
  const app = authApp(db.db, { clock });
  const ctx = worldAuthContext(db.db, clock);
  await seedSurveys(db.db, clock.now());

  const token = async (area: "admin" | "member") => {
    const email = `${area}-${unique()}@survey.test`;
    const [row] = await db.db
      .insert(accounts)
      .values({ area, email, loginId: email, name: `Operator ${count}`, role: roleFor(area) })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    return (await issueSession(ctx, row)).accessToken;
  };

  return {
    db,
    clock,
    app,
    admin: await token("admin"),
    member: await token("member"),
    guest: async (areas, options = {}) => {
      const key = newSurveyKey();
      const email = `guest-${unique()}@survey.test`;
      const name = options.name ?? `Guest ${count}`;
      const [row] = await db.db
        .insert(surveyInvitees)
        .values({ name, email, areas, lang: options.lang ?? "en", keyHash: hashSurveyKey(key) })
        .returning({ id: surveyInvitees.id });
      if (!row) throw new Error("invitee insert failed");
      return { id: row.id, name, email, key };
    },
  };
}

/** A call with a personal link's key (or none). */
export const asGuest = (world: SurveyWorld, key: string | undefined, method: string, path: string, payload?: unknown) =>
  call(world.app, method, path, { body: payload, headers: key === undefined ? {} : { [SURVEY_KEY_HEADER]: key } });

/** A call with the operator's token. */
export const asAdmin = (world: SurveyWorld, method: string, path: string, payload?: unknown) =>
  call(world.app, method, path, { token: world.admin, area: "admin", body: payload });

export const surveyPath = (kind: SurveyKind, area: SurveyArea, rest = "") => `/api/v1/surveys/${kind}/${area}${rest}`;
export const responsePath = (kind: SurveyKind, area: SurveyArea) => surveyPath(kind, area, "/response");
export const submitPath = (kind: SurveyKind, area: SurveyArea) => surveyPath(kind, area, "/response/submit");
export const adminPath = (kind: SurveyKind, area: SurveyArea, rest = "") =>
  `/api/v1/admin/surveys/${kind}/${area}${rest}`;

/** A complete preliminary answer set (first visit, no allergy: no conditional question shows). */
export const preliminaryAnswers = (overrides: Answers = {}): Answers => ({
  first_visit: "yes",
  interests: ["history", "food"],
  diet: "none",
  mobility: "none",
  excitement: 5,
  ...overrides,
});

/** A complete satisfaction answer set that recommends the tour (so "what should we improve" stays hidden). */
export const satisfactionAnswers = (overrides: Answers = {}): Answers => ({
  overall: 4,
  aspects: { guide: 5, transport: 4, meals: 3, schedule: 4, accommodation: 5 },
  recommend: "yes",
  ...overrides,
});
