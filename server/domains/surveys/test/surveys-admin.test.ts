import type { ApiError } from "@contracts/envelope";
import {
  type Answers,
  type QuestionResult,
  SURVEY_AREAS,
  SURVEY_ERROR_CODES,
  SURVEY_KINDS,
  SURVEY_MESSAGES,
  SurveyAdminDetailResponseSchema,
  SurveyAdminListResponseSchema,
  type SurveyDefinition,
  type SurveyPage,
  SurveyResultsResponseSchema,
} from "@contracts/survey";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { surveyResponses, surveys } from "../tables";
import { SURVEY_RESPONDENTS } from "../seed";
import { body, call } from "../../../platform/test/auth-fixtures";
import {
  adminPath,
  asAdmin,
  asGuest,
  createSurveyWorld,
  dataOf,
  failure,
  type Guest,
  preliminaryAnswers,
  responsePath,
  satisfactionAnswers,
  submitPath,
  surveyPath,
} from "../../../platform/test/survey-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createSurveyWorld());

const submit = async (guest: Guest, kind: "preliminary" | "satisfaction", area: string, answers: Answers) =>
  dataOf(await asGuest(world, guest.key, "POST", submitPath(kind, area as "seoul"), { answers }));

const definitionOf = async (kind: "preliminary" | "satisfaction", area: string): Promise<SurveyDefinition> => {
  const detail = SurveyAdminDetailResponseSchema.parse(
    await body(await asAdmin(world, "GET", adminPath(kind, area as "seoul"))),
  );
  const { title, intro, opens_at, closes_at, pages } = detail.data;
  return { title, intro, opens_at, closes_at, pages };
};

const questionOf = (results: QuestionResult[], id: string) => {
  const found = results.find((q) => q.id === id);
  if (!found) throw new Error(`no result for ${id}`);
  return found;
};

describe("operators only", () => {
  it("refuses every operator call without an admin token with 401", async () => {
    const paths: [string, string, unknown?][] = [
      ["GET", "/api/v1/admin/surveys"],
      ["GET", adminPath("preliminary", "seoul")],
      ["PUT", adminPath("preliminary", "seoul"), {}],
      ["GET", adminPath("preliminary", "seoul", "/results")],
      ["GET", adminPath("preliminary", "seoul", "/results.csv")],
      ["GET", "/api/v1/admin/survey-invitees"],
      ["POST", "/api/v1/admin/survey-invitees", { name: "X", email: "x@survey.test", areas: ["seoul"] }],
    ];
    for (const [method, path, payload] of paths) {
      const none = await call(world.app, method, path, { body: payload });
      expect(none.status, `${method} ${path}`).toBe(401);
      const member = await call(world.app, method, path, { body: payload, token: world.member });
      expect(member.status, `${method} ${path} with a member token`).toBe(401);
    }
  });
});

describe("GET /api/v1/admin/surveys", () => {
  it("lists all sixteen surveys with their counts", async () => {
    const list = SurveyAdminListResponseSchema.parse(
      await body(await asAdmin(world, "GET", "/api/v1/admin/surveys?lang=ko")),
    ).data;
    expect(list.map((s) => `${s.kind}/${s.area}`)).toEqual(
      SURVEY_AREAS.flatMap((area) => SURVEY_KINDS.map((kind) => `${kind}/${area}`)),
    );
    const seoul = list.find((s) => s.kind === "preliminary" && s.area === "seoul");
    const seoulGuests = SURVEY_RESPONDENTS.filter((g) => g.areas.includes("seoul")).length;
    // the seeded respondents submitted; Alex Morgan is halfway; Alex and Jordan Lee are invited too
    expect(seoul).toMatchObject({ title: "서울 · 사전 설문", submitted: seoulGuests, in_progress: 1, version: 1 });
    expect(seoul?.invited).toBe(seoulGuests + 2);
    expect(list.find((s) => s.kind === "satisfaction" && s.area === "jeju3")).toMatchObject({
      state: "upcoming",
      submitted: 0,
      in_progress: 0,
      invited: 0,
    });

    const guest = await world.guest(["jeju3"]);
    await dataOf(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "jeju3"), {
        answers: { first_visit: "yes" },
        page_id: "about",
      }),
    );
    const after = SurveyAdminListResponseSchema.parse(
      await body(await asAdmin(world, "GET", "/api/v1/admin/surveys")),
    ).data;
    expect(after.find((s) => s.kind === "preliminary" && s.area === "jeju3")).toMatchObject({
      submitted: 0,
      in_progress: 1,
      invited: 1,
    });
    expect(after.find((s) => s.kind === "satisfaction" && s.area === "jeju3")).toMatchObject({ invited: 1 });
  });
});

describe("results", () => {
  it("counts, averages and lists the submitted answers only, newest text first, in the asked language", async () => {
    const guests = await Promise.all([1, 2, 3, 4].map(() => world.guest(["seorak"])));
    const [g1, g2, g3, g4] = guests as [Guest, Guest, Guest, Guest];
    await submit(g1, "satisfaction", "seorak", {
      overall: 5,
      aspects: { guide: 5, transport: 5, meals: 5, schedule: 5, accommodation: 5 },
      recommend: "yes",
      best_moment: "Sunrise on Ulsanbawi",
    });
    world.clock.advance(60);
    await submit(g2, "satisfaction", "seorak", {
      overall: 4,
      aspects: { guide: 4, transport: 3, meals: 4, schedule: 4, accommodation: 5 },
      recommend: "yes",
      best_moment: "The cable car",
    });
    world.clock.advance(60);
    await submit(g3, "satisfaction", "seorak", {
      overall: 2,
      aspects: { guide: 3, transport: 2, meals: 2, schedule: 1, accommodation: 3 },
      recommend: "no",
      improve: "More rest stops",
    });
    // a draft is not a result
    await dataOf(
      await asGuest(world, g4.key, "PUT", responsePath("satisfaction", "seorak"), {
        answers: { overall: 1, recommend: "no" },
        page_id: "feedback",
      }),
    );

    const en = SurveyResultsResponseSchema.parse(
      await body(await asAdmin(world, "GET", adminPath("satisfaction", "seorak", "/results"))),
    ).data;
    expect(en).toMatchObject({ kind: "satisfaction", area: "seorak", state: "open", submitted: 3, in_progress: 1 });
    expect(questionOf(en.questions, "overall")).toEqual({
      type: "rating",
      id: "overall",
      title: "Overall, how satisfied were you with the tour?",
      answered: 3,
      average: 3.67,
      distribution: [
        { value: 1, count: 0 },
        { value: 2, count: 1 },
        { value: 3, count: 0 },
        { value: 4, count: 1 },
        { value: 5, count: 1 },
      ],
    });
    const aspects = questionOf(en.questions, "aspects");
    expect(aspects.type === "matrix" && aspects.rows.map((r) => [r.id, r.answered, r.average])).toEqual([
      ["guide", 3, 4],
      ["transport", 3, 3.33],
      ["meals", 3, 3.67],
      ["schedule", 3, 3.33],
      ["accommodation", 3, 4.33],
    ]);
    const recommend = questionOf(en.questions, "recommend");
    expect(recommend.type === "single" && recommend.options.map((o) => [o.label, o.count])).toEqual([
      ["Yes", 2],
      ["Maybe", 0],
      ["No", 1],
    ]);
    expect(questionOf(en.questions, "improve")).toMatchObject({ answered: 1, texts: ["More rest stops"] });
    expect(questionOf(en.questions, "best_moment")).toMatchObject({
      answered: 2,
      texts: ["The cable car", "Sunrise on Ulsanbawi"],
    });

    const ko = SurveyResultsResponseSchema.parse(
      await body(await asAdmin(world, "GET", adminPath("satisfaction", "seorak", "/results?lang=ko"))),
    ).data;
    expect(ko.title).toBe("설악산 · 만족도 설문");
    const recommendKo = questionOf(ko.questions, "recommend");
    expect(recommendKo.title).toBe("이 투어를 지인에게 추천하시겠어요?");
    expect(recommendKo.type === "single" && recommendKo.options.map((o) => o.label)).toEqual([
      "예",
      "글쎄요",
      "아니요",
    ]);
  });

  it("adds up over the seeded Seoul answers as the stored rows do", async () => {
    const rows = await world.db.db
      .select()
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.kind, "preliminary"),
          eq(surveyResponses.area, "seoul"),
          eq(surveyResponses.status, "submitted"),
        ),
      );
    const stored = rows.map((r) => r.answers as Answers);
    const results = SurveyResultsResponseSchema.parse(
      await body(await asAdmin(world, "GET", adminPath("preliminary", "seoul", "/results"))),
    ).data;
    expect(results.submitted).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const firstVisit = questionOf(results.questions, "first_visit");
    expect(firstVisit.type === "single" && firstVisit.options.map((o) => o.count)).toEqual([
      stored.filter((a) => a.first_visit === "yes").length,
      stored.filter((a) => a.first_visit === "no").length,
    ]);
    const diet = questionOf(results.questions, "diet");
    expect(diet.type === "single" && diet.options.reduce((sum, o) => sum + o.count, 0)).toBe(rows.length);
    const interests = questionOf(results.questions, "interests");
    expect(interests.type === "multiple" && interests.options.reduce((sum, o) => sum + o.count, 0)).toBe(
      stored.reduce((sum, a) => sum + (a.interests as string[]).length, 0),
    );
    const excitement = questionOf(results.questions, "excitement");
    const values = stored.map((a) => a.excitement as number);
    expect(excitement).toMatchObject({
      answered: rows.length,
      average: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100,
    });
    // the seeded draft of Alex Morgan is not counted
    expect(questionOf(results.questions, "regions_visited").answered).toBe(
      stored.filter((a) => a.regions_visited).length,
    );
  });

  it("exports the submitted responses as CSV: BOM, header, labels, defused formulas and quoting", async () => {
    const alice = await world.guest(["seorak"], { name: 'Alice, "Ace" O\'Neil' });
    const bob = await world.guest(["seorak"], { name: "Bob Stone" });
    await submit(
      alice,
      "preliminary",
      "seorak",
      preliminaryAnswers({
        first_visit: "no",
        regions_visited: ["seoul", "gangwon"],
        diet: "other",
        diet_details: '=HYPERLINK("http://evil.example")',
        notes: 'Two lines,\nand "quotes"',
      }),
    );
    world.clock.advance(60);
    await submit(bob, "preliminary", "seorak", preliminaryAnswers({ excitement: 3 }));
    const draft = await world.guest(["seorak"]);
    await dataOf(
      await asGuest(world, draft.key, "PUT", responsePath("preliminary", "seorak"), {
        answers: { first_visit: "yes" },
      }),
    );

    const res = await asAdmin(world, "GET", adminPath("preliminary", "seorak", "/results.csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="rok-us-preliminary-seorak.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "response_id,submitted_at,name,email,first_visit,regions_visited,interests,diet,diet_details,mobility,notes," +
        "excitement",
    );
    const rows = await world.db.db
      .select({ id: surveyResponses.id, inviteeId: surveyResponses.inviteeId })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.kind, "preliminary"), eq(surveyResponses.area, "seorak")));
    const idOf = (guest: Guest) => rows.find((r) => r.inviteeId === guest.id)?.id;
    const aliceAt = new Date(world.clock.now().getTime() - 60_000);
    const koreaTime = (d: Date) => `${new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;
    // the text with a line break stays inside its quoted field
    expect(lines[1]).toBe(
      [
        idOf(alice),
        koreaTime(aliceAt),
        '"Alice, ""Ace"" O\'Neil"',
        alice.email,
        "No",
        '"Seoul; Gangwon (Seoraksan, Gangneung)"',
        "History and heritage; Food",
        "Other",
        '"\'=HYPERLINK(""http://evil.example"")"',
        '"No, I walk without difficulty"',
        '"Two lines,\nand ""quotes"""',
        "5",
      ].join(","),
    );
    expect(lines[2]).toBe(
      [
        idOf(bob),
        koreaTime(world.clock.now()),
        "Bob Stone",
        bob.email,
        "Yes",
        "",
        "History and heritage; Food",
        "None",
        "",
        '"No, I walk without difficulty"',
        "",
        "3",
      ].join(","),
    );
    expect(lines.slice(3)).toEqual([""]);

    const ko = await (await asAdmin(world, "GET", adminPath("preliminary", "seorak", "/results.csv?lang=ko"))).text();
    expect(ko).toContain(",예,,역사와 문화유산; 음식,없음,,");
  });

  it("exports a matrix as one column per row", async () => {
    const guest = await world.guest(["seoul"]);
    await submit(guest, "satisfaction", "seoul", satisfactionAnswers());
    // Response.text() drops the byte order mark, as spreadsheets do
    const text = await (await asAdmin(world, "GET", adminPath("satisfaction", "seoul", "/results.csv"))).text();
    const [header, ...rest] = text.split("\r\n");
    expect(header).toBe(
      "response_id,submitted_at,name,email,overall,aspects.guide,aspects.transport,aspects.meals,aspects.schedule," +
        "aspects.accommodation,recommend,improve,best_moment",
    );
    expect(rest.find((line) => line.includes(guest.email))).toMatch(new RegExp(`,${guest.email},4,5,4,3,4,5,Yes,,$`));
  });
});

describe("reading and replacing a definition", () => {
  it("gives the whole survey in both languages", async () => {
    const detail = SurveyAdminDetailResponseSchema.parse(
      await body(await asAdmin(world, "GET", adminPath("preliminary", "jeonju"))),
    ).data;
    expect(detail).toMatchObject({
      kind: "preliminary",
      area: "jeonju",
      version: 1,
      submitted: 0,
      title: { en: "Jeonju · Preliminary survey", ko: "전주 · 사전 설문" },
    });
    expect(detail.pages[0]?.questions[0]?.title).toEqual({
      en: "Is this your first visit to Korea?",
      ko: "이번이 첫 한국 방문인가요?",
    });
  });

  it("replaces it and bumps the version on every write", async () => {
    const definition = await definitionOf("preliminary", "jeonju");
    world.clock.advance(30);
    const written = SurveyAdminDetailResponseSchema.parse(
      await body(
        await asAdmin(world, "PUT", adminPath("preliminary", "jeonju"), {
          ...definition,
          title: { en: "Jeonju: before your tour", ko: "전주: 투어 전 설문" },
        }),
      ),
    ).data;
    expect(written.version).toBe(2);
    expect(written.updated_at).toBe(world.clock.now().toISOString());
    const again = SurveyAdminDetailResponseSchema.parse(
      await body(await asAdmin(world, "PUT", adminPath("preliminary", "jeonju"), definition)),
    ).data;
    expect(again.version).toBe(3);
    const publicDetail = await dataOf<{ title: string; version: number }>(
      await asGuest(world, undefined, "GET", surveyPath("preliminary", "jeonju")),
    );
    expect(publicDetail).toMatchObject({ title: "Jeonju · Preliminary survey", version: 3 });
  });

  it("refuses a broken definition with 400 at the path to fix", async () => {
    const definition = await definitionOf("preliminary", "busan2");
    const [first, ...others] = definition.pages as [SurveyPage, ...SurveyPage[]];
    const duplicate: SurveyPage = {
      ...first,
      questions: [
        first.questions[0] as SurveyPage["questions"][number],
        { ...(first.questions[1] as SurveyPage["questions"][number]), id: "first_visit" },
      ],
    };
    const error = await failure(
      await asAdmin(world, "PUT", adminPath("preliminary", "busan2"), { ...definition, pages: [duplicate, ...others] }),
      400,
    );
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "pages.0.questions.1.id" });
    expect(error.issues).toContainEqual({ field: "pages.0.questions.1.id", message: SURVEY_MESSAGES.duplicateId });

    const window = await failure(
      await asAdmin(world, "PUT", adminPath("preliminary", "busan2"), {
        ...definition,
        closes_at: definition.opens_at,
      }),
      400,
    );
    expect(window).toMatchObject({ field: "closes_at", message: `closes_at: ${SURVEY_MESSAGES.windowOrder}` });
    const stored = await definitionOf("preliminary", "busan2");
    expect(stored).toEqual(definition);
  });

  it("refuses to orphan answers with 409 SURVEY_HAS_RESPONSES, and allows what keeps them", async () => {
    const guest = await world.guest(["jeju3"]);
    await dataOf(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "jeju3"), {
        answers: { first_visit: "yes", diet: "vegan", mobility: "limited", excitement: 4 },
        page_id: "comfort",
      }),
    );
    const definition = await definitionOf("preliminary", "jeju3");
    const [about, preferences, comfort] = definition.pages as [SurveyPage, SurveyPage, SurveyPage];
    const put = (pages: SurveyPage[]) =>
      asAdmin(world, "PUT", adminPath("preliminary", "jeju3"), { ...definition, pages });
    const conflict = (error: ApiError, field: string) => {
      expect(error).toMatchObject({
        code: SURVEY_ERROR_CODES.hasResponses,
        message: SURVEY_MESSAGES.hasResponses,
        field,
      });
    };

    // removing an answered question
    const withoutExcitement = { ...comfort, questions: comfort.questions.filter((q) => q.id !== "excitement") };
    conflict(await failure(await put([about, preferences, withoutExcitement]), 409), "pages.2.questions");
    // removing an answered option
    const withoutVegan = {
      ...preferences,
      questions: preferences.questions.map((q) =>
        q.id === "diet" && q.type === "single" ? { ...q, options: q.options.filter((o) => o.id !== "vegan") } : q,
      ),
    };
    conflict(await failure(await put([about, withoutVegan, comfort]), 409), "pages.1.questions.1.options");
    // changing an answered question's type
    const mobilityAsText = {
      ...comfort,
      questions: comfort.questions.map((q) =>
        q.id === "mobility"
          ? { id: q.id, type: "short_text" as const, title: q.title, required: true, max_length: 200 }
          : q,
      ),
    };
    conflict(await failure(await put([about, preferences, mobilityAsText]), 409), "pages.2.questions.0.type");
    expect((await definitionOf("preliminary", "jeju3")).pages).toEqual(definition.pages);

    // adding a question, rewording, and removing unanswered ones and options are fine
    const added = {
      ...comfort,
      questions: [
        ...comfort.questions.filter((q) => q.id !== "notes"),
        {
          id: "roommate",
          type: "short_text" as const,
          title: { en: "Who will you share a room with?", ko: "누구와 같은 방을 쓰시나요?" },
          required: false,
          max_length: 100,
        },
      ],
    };
    const withoutHalal = {
      ...preferences,
      questions: preferences.questions.map((q) =>
        q.id === "diet" && q.type === "single"
          ? {
              ...q,
              title: { en: "Any dietary needs?", ko: "식단 제한이 있나요?" },
              options: q.options.filter((o) => o.id !== "halal"),
            }
          : q,
      ),
    };
    const ok = SurveyAdminDetailResponseSchema.parse(await body(await put([about, withoutHalal, added]))).data;
    expect(ok.version).toBe(2);
    expect(ok.pages[2]?.questions.map((q) => q.id)).toEqual(["mobility", "excitement", "roommate"]);
    // the respondent's draft still resumes, and the new question can be answered
    const saved = await dataOf<{ answers: Answers }>(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "jeju3"), {
        answers: { first_visit: "yes", diet: "vegan", mobility: "limited", excitement: 4, roommate: "My sister" },
        page_id: "comfort",
      }),
    );
    expect(saved.answers.roommate).toBe("My sister");
    const row = await world.db.db
      .select({ version: surveyResponses.surveyVersion })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.inviteeId, guest.id), eq(surveyResponses.area, "jeju3")));
    expect(row).toEqual([{ version: 2 }]);
  });

  it("answers 404 for a survey that is not defined, and a write defines it", async () => {
    const definition = await definitionOf("satisfaction", "jeju2");
    await world.db.db.delete(surveys).where(and(eq(surveys.kind, "satisfaction"), eq(surveys.area, "jeju2")));
    const missing = { code: "NOT_FOUND", message: SURVEY_MESSAGES.notFound };
    expect(await failure(await asAdmin(world, "GET", adminPath("satisfaction", "jeju2")), 404)).toEqual(missing);
    expect(await failure(await asGuest(world, undefined, "GET", surveyPath("satisfaction", "jeju2")), 404)).toEqual(
      missing,
    );
    const created = SurveyAdminDetailResponseSchema.parse(
      await body(await asAdmin(world, "PUT", adminPath("satisfaction", "jeju2"), definition)),
    ).data;
    expect(created).toMatchObject({ version: 1, submitted: 0 });
    expect((await asGuest(world, undefined, "GET", surveyPath("satisfaction", "jeju2"))).status).toBe(200);
  });
});
