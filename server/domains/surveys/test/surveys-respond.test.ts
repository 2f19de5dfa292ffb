import {
  answerField,
  SURVEY_AREAS,
  SURVEY_ERROR_CODES,
  SURVEY_MESSAGES,
  SurveyDetailResponseSchema,
  SurveyListResponseSchema,
  type SurveyResponse,
  SurveyResponseResponseSchema,
  surveyIssueMessage,
} from "@contracts/survey";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { surveyResponses } from "../tables";
import { SURVEY_DEMO_GUESTS } from "../seed";
import { body } from "../../../platform/test/auth-fixtures";
import {
  asGuest,
  createSurveyWorld,
  dataOf,
  failure,
  preliminaryAnswers,
  responsePath,
  satisfactionAnswers,
  submitPath,
  surveyPath,
} from "../../../platform/test/survey-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createSurveyWorld());

const storedRow = async (inviteeId: number, kind: "preliminary" | "satisfaction", area: string) => {
  const rows = await world.db.db
    .select()
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.inviteeId, inviteeId),
        eq(surveyResponses.kind, kind),
        eq(surveyResponses.area, area as "seoul"),
      ),
    );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
};

describe("GET /api/v1/surveys", () => {
  it("lists the surveys open now for a visitor without a key, in the site's order", async () => {
    const res = await asGuest(world, undefined, "GET", "/api/v1/surveys?lang=en");
    const parsed = SurveyListResponseSchema.parse(await body(res));
    expect(res.status).toBe(200);
    expect(parsed.meta.respondent).toBeNull();
    // every preliminary survey is open, and of the satisfaction ones only Seoul and Seoraksan
    expect(parsed.data.map((s) => `${s.kind}/${s.area}`)).toEqual(
      SURVEY_AREAS.flatMap((area) => [
        `preliminary/${area}`,
        ...(area === "seoul" || area === "seorak" ? [`satisfaction/${area}`] : []),
      ]),
    );
    expect(parsed.data.every((s) => s.state === "open" && s.my_status === null)).toBe(true);
    expect(parsed.data[0]?.title).toBe("Seoul · Preliminary survey");
  });

  it("lists a respondent's own courses in any state with their status, and who they are", async () => {
    const res = await asGuest(world, SURVEY_DEMO_GUESTS.guest2.key, "GET", "/api/v1/surveys?lang=ko");
    const parsed = SurveyListResponseSchema.parse(await body(res));
    expect(parsed.meta.respondent).toEqual({ name: "김서연", areas: ["busan1", "jeju1"] });
    expect(parsed.data.map((s) => [s.kind, s.area, s.state, s.my_status])).toEqual([
      ["preliminary", "busan1", "open", "not_started"],
      ["satisfaction", "busan1", "closed", "not_started"],
      ["preliminary", "jeju1", "open", "not_started"],
      ["satisfaction", "jeju1", "upcoming", "not_started"],
    ]);
    expect(parsed.data[0]?.title).toBe("부산 1코스 · 사전 설문");

    const alex = SurveyListResponseSchema.parse(
      await body(await asGuest(world, SURVEY_DEMO_GUESTS.guest1.key, "GET", "/api/v1/surveys")),
    );
    expect(alex.data.find((s) => s.kind === "preliminary" && s.area === "seoul")?.my_status).toBe("in_progress");
  });

  it("refuses a key nobody holds with 403 SURVEY_KEY_INVALID", async () => {
    const error = await failure(await asGuest(world, "not-a-real-key", "GET", "/api/v1/surveys"), 403);
    expect(error).toEqual({ code: SURVEY_ERROR_CODES.keyInvalid, message: SURVEY_MESSAGES.keyInvalid });
  });
});

describe("GET /api/v1/surveys/{kind}/{area}", () => {
  it("gives the survey in English and in Korean", async () => {
    const en = SurveyDetailResponseSchema.parse(
      await body(await asGuest(world, undefined, "GET", surveyPath("preliminary", "seoul"))),
    ).data;
    const ko = SurveyDetailResponseSchema.parse(
      await body(await asGuest(world, undefined, "GET", `${surveyPath("preliminary", "seoul")}?lang=ko`)),
    ).data;
    expect(en).toMatchObject({ kind: "preliminary", area: "seoul", state: "open", version: 1 });
    expect(en.pages.map((p) => p.id)).toEqual(["about", "preferences", "comfort"]);
    expect(en.pages[0]?.questions[0]).toMatchObject({ id: "first_visit", title: "Is this your first visit to Korea?" });
    expect(ko.pages[0]?.questions[0]).toMatchObject({ id: "first_visit", title: "이번이 첫 한국 방문인가요?" });
    expect(ko.title).toBe("서울 · 사전 설문");
    expect(ko.intro).toMatch(/서울 투어/);
    expect(en.opens_at).toBe(ko.opens_at);
  });

  it("refuses an unknown course or kind with 400 (the route's parameters)", async () => {
    const error = await failure(await asGuest(world, undefined, "GET", "/api/v1/surveys/preliminary/daegu"), 400);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "area" });
    await failure(await asGuest(world, undefined, "GET", "/api/v1/surveys/opinion/seoul"), 400);
  });
});

describe("saving and resuming", () => {
  it("saves a draft and gives back the answers and the page on the next visit", async () => {
    const guest = await world.guest(["seoul"]);
    expect(await dataOf(await asGuest(world, guest.key, "GET", responsePath("preliminary", "seoul")))).toBeNull();

    const draft = { first_visit: "no", regions_visited: ["jeju"], notes: "  Travelling with a toddler.  " };
    const saved = await dataOf<SurveyResponse>(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: draft,
        page_id: "preferences",
      }),
    );
    expect(saved).toMatchObject({
      status: "in_progress",
      page_id: "preferences",
      submitted_at: null,
      answers: { first_visit: "no", regions_visited: ["jeju"], notes: "Travelling with a toddler." },
    });

    // a reload, or another device with the same link
    const again = SurveyResponseResponseSchema.parse(
      await body(await asGuest(world, guest.key, "GET", responsePath("preliminary", "seoul"))),
    ).data;
    expect(again).toEqual(saved);

    world.clock.advance(60);
    const next = await dataOf<SurveyResponse>(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { ...draft, interests: ["nature"] },
        page_id: "comfort",
      }),
    );
    expect(next.page_id).toBe("comfort");
    expect(next.answers.interests).toEqual(["nature"]);
    expect(next.started_at).toBe(saved.started_at);
    expect(Date.parse(next.updated_at)).toBeGreaterThan(Date.parse(saved.updated_at));
  });

  it("answers a badly shaped answer with 400 at answers.<id> and stores nothing", async () => {
    const guest = await world.guest(["seoul"]);
    const res = await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
      answers: { first_visit: "perhaps", interests: "history", excitement: 9 },
      page_id: "about",
    });
    const error = await failure(res, 400);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(answerField("first_visit"));
    expect(error.issues).toEqual([
      { field: "answers.first_visit", message: SURVEY_MESSAGES.unknownOption },
      { field: "answers.interests", message: SURVEY_MESSAGES.invalid },
      { field: "answers.excitement", message: SURVEY_MESSAGES.outOfRange },
    ]);
    expect(await storedRow(guest.id, "preliminary", "seoul")).toBeUndefined();
  });

  it("drops answers to unknown questions and an unknown page in a draft", async () => {
    const guest = await world.guest(["seoul"]);
    const saved = await dataOf<SurveyResponse>(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { first_visit: "yes", favourite_colour: "blue", notes: "   " },
        page_id: "no_such_page",
      }),
    );
    expect(saved.answers).toEqual({ first_visit: "yes" });
    expect(saved.page_id).toBeNull();
  });
});

describe("submitting", () => {
  it("refuses missing required answers with 400 naming every one of them", async () => {
    const guest = await world.guest(["seoul"]);
    const res = await asGuest(world, guest.key, "POST", submitPath("preliminary", "seoul"), {
      answers: { first_visit: "no", diet: "allergy", interests: ["history", "food", "nature", "shopping"] },
    });
    const error = await failure(res, 400);
    expect(error.issues).toEqual([
      { field: "answers.regions_visited", message: SURVEY_MESSAGES.required },
      {
        field: "answers.interests",
        message: surveyIssueMessage({ question: "interests", code: "too_many", count: 3 }),
      },
      { field: "answers.diet_details", message: SURVEY_MESSAGES.required },
      { field: "answers.mobility", message: SURVEY_MESSAGES.required },
      { field: "answers.excitement", message: SURVEY_MESSAGES.required },
    ]);
    expect(error.field).toBe("answers.regions_visited");
    expect(error.message).toBe(`answers.regions_visited: ${SURVEY_MESSAGES.required}`);
    expect(await storedRow(guest.id, "preliminary", "seoul")).toBeUndefined();
  });

  it("submits, keeping only the answers to questions the respondent could see", async () => {
    const guest = await world.guest(["seoul"]);
    // the respondent first said "not my first visit" and an allergy, then changed both
    await dataOf(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { first_visit: "no", regions_visited: ["busan"], diet: "allergy", diet_details: "Peanuts" },
        page_id: "preferences",
      }),
    );
    world.clock.advance(120);
    const answers = preliminaryAnswers({ regions_visited: ["busan"], diet_details: "Peanuts" });
    const submitted = await dataOf<SurveyResponse>(
      await asGuest(world, guest.key, "POST", submitPath("preliminary", "seoul"), { answers }),
    );
    expect(submitted.status).toBe("submitted");
    expect(submitted.submitted_at).toBe(world.clock.now().toISOString());
    expect(submitted.answers).toEqual(preliminaryAnswers());
    expect(submitted.page_id).toBe("preferences");
    const row = await storedRow(guest.id, "preliminary", "seoul");
    expect(row?.answers).toEqual(preliminaryAnswers());
    expect(row?.surveyVersion).toBe(1);
  });

  it("refuses a second submit with 409 and keeps the first answers; a save after it is 409 too", async () => {
    const guest = await world.guest(["seoul"]);
    await dataOf(
      await asGuest(world, guest.key, "POST", submitPath("satisfaction", "seoul"), {
        answers: satisfactionAnswers(),
      }),
    );
    const second = await failure(
      await asGuest(world, guest.key, "POST", submitPath("satisfaction", "seoul"), {
        answers: satisfactionAnswers({ overall: 1, recommend: "no", improve: "Everything." }),
      }),
      409,
    );
    expect(second).toEqual({
      code: SURVEY_ERROR_CODES.alreadySubmitted,
      message: SURVEY_MESSAGES.alreadySubmitted,
    });
    const save = await failure(
      await asGuest(world, guest.key, "PUT", responsePath("satisfaction", "seoul"), {
        answers: { overall: 2 },
        page_id: "overall",
      }),
      409,
    );
    expect(save.code).toBe(SURVEY_ERROR_CODES.alreadySubmitted);
    const row = await storedRow(guest.id, "satisfaction", "seoul");
    expect(row?.status).toBe("submitted");
    expect(row?.answers).toEqual(satisfactionAnswers());
    // the thank-you screen can still read it
    const mine = await dataOf<SurveyResponse>(
      await asGuest(world, guest.key, "GET", responsePath("satisfaction", "seoul")),
    );
    expect(mine.status).toBe("submitted");
  });

  it("lets exactly one of five concurrent submits through", async () => {
    const guest = await world.guest(["seoul"]);
    await dataOf(
      await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { first_visit: "yes" },
        page_id: "about",
      }),
    );
    const variants = [1, 2, 3, 4, 5].map((excitement) => preliminaryAnswers({ excitement }));
    const answers = await Promise.all(
      variants.map((a) => asGuest(world, guest.key, "POST", submitPath("preliminary", "seoul"), { answers: a })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.status === 200);
    const won = (await body<{ data: SurveyResponse }>(winner as Response)).data;
    const row = await storedRow(guest.id, "preliminary", "seoul");
    expect(row?.status).toBe("submitted");
    expect(row?.answers).toEqual(won.answers);
  });

  it("lets exactly one of five concurrent first submits through when nothing was saved before", async () => {
    const guest = await world.guest(["seoul"]);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        asGuest(world, guest.key, "POST", submitPath("satisfaction", "seoul"), { answers: satisfactionAnswers() }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect((await failure(res, 409)).code).toBe(SURVEY_ERROR_CODES.alreadySubmitted);
  });
});

describe("the window, the course and the key", () => {
  it("refuses saving and submitting a closed survey with 409 SURVEY_CLOSED, but reading works", async () => {
    const guest = await world.guest(["busan1"]);
    const closed = { code: SURVEY_ERROR_CODES.closed, message: SURVEY_MESSAGES.closed };
    expect(
      await failure(
        await asGuest(world, guest.key, "PUT", responsePath("satisfaction", "busan1"), {
          answers: { overall: 5 },
          page_id: "overall",
        }),
        409,
      ),
    ).toEqual(closed);
    expect(
      await failure(
        await asGuest(world, guest.key, "POST", submitPath("satisfaction", "busan1"), {
          answers: satisfactionAnswers(),
        }),
        409,
      ),
    ).toEqual(closed);
    expect(await dataOf(await asGuest(world, guest.key, "GET", responsePath("satisfaction", "busan1")))).toBeNull();
    const detail = await dataOf<{ state: string }>(
      await asGuest(world, guest.key, "GET", surveyPath("satisfaction", "busan1")),
    );
    expect(detail.state).toBe("closed");
  });

  it("refuses an upcoming survey with 409 SURVEY_NOT_OPEN until it opens", async () => {
    const guest = await world.guest(["jeonju"]);
    const save = () =>
      asGuest(world, guest.key, "PUT", responsePath("satisfaction", "jeonju"), {
        answers: { overall: 5 },
        page_id: "overall",
      });
    expect(await failure(await save(), 409)).toEqual({
      code: SURVEY_ERROR_CODES.notOpenYet,
      message: SURVEY_MESSAGES.notOpenYet,
    });
    const detail = await dataOf<{ opens_at: string }>(
      await asGuest(world, undefined, "GET", surveyPath("satisfaction", "jeonju")),
    );
    const start = world.clock.now();
    world.clock.set(new Date(Date.parse(detail.opens_at)));
    try {
      expect((await save()).status).toBe(200);
    } finally {
      world.clock.set(start);
    }
  });

  it("refuses a key for other tour courses with 403 SURVEY_OTHER_AREA", async () => {
    const guest = await world.guest(["jeju2"]);
    const otherArea = { code: SURVEY_ERROR_CODES.otherArea, message: SURVEY_MESSAGES.otherArea };
    expect(await failure(await asGuest(world, guest.key, "GET", responsePath("preliminary", "seoul")), 403)).toEqual(
      otherArea,
    );
    expect(
      await failure(
        await asGuest(world, guest.key, "PUT", responsePath("preliminary", "seoul"), { answers: {}, page_id: null }),
        403,
      ),
    ).toEqual(otherArea);
    expect(
      await failure(
        await asGuest(world, guest.key, "POST", submitPath("preliminary", "seoul"), { answers: preliminaryAnswers() }),
        403,
      ),
    ).toEqual(otherArea);
  });

  it("refuses every personal call without a key with 403 SURVEY_KEY_REQUIRED, never 401", async () => {
    const required = { code: SURVEY_ERROR_CODES.keyRequired, message: SURVEY_MESSAGES.keyRequired };
    for (const [method, path, payload] of [
      ["GET", responsePath("preliminary", "seoul"), undefined],
      ["PUT", responsePath("preliminary", "seoul"), { answers: {} }],
      ["POST", submitPath("preliminary", "seoul"), { answers: preliminaryAnswers() }],
    ] as const) {
      expect(await failure(await asGuest(world, undefined, method, path, payload), 403)).toEqual(required);
      expect(await failure(await asGuest(world, "  ", method, path, payload), 403)).toEqual(required);
    }
    expect(
      await failure(await asGuest(world, "forged-key", "GET", responsePath("preliminary", "seoul")), 403),
    ).toMatchObject({ code: SURVEY_ERROR_CODES.keyInvalid });
  });

  it("never shows one guest's response to another guest's key", async () => {
    const alex = SURVEY_DEMO_GUESTS.guest1;
    const jordan = SURVEY_DEMO_GUESTS.guest3;
    const alexes = await dataOf<SurveyResponse>(
      await asGuest(world, alex.key, "GET", responsePath("preliminary", "seoul")),
    );
    expect(alexes).toMatchObject({ status: "in_progress", page_id: "preferences" });
    // Jordan's key on the same survey reads Jordan's own (empty) response, and his save leaves Alex's alone
    expect(await dataOf(await asGuest(world, jordan.key, "GET", responsePath("preliminary", "seoul")))).toBeNull();
    await dataOf(
      await asGuest(world, jordan.key, "PUT", responsePath("preliminary", "seoul"), {
        answers: { first_visit: "yes" },
        page_id: "comfort",
      }),
    );
    const after = await dataOf<SurveyResponse>(
      await asGuest(world, alex.key, "GET", responsePath("preliminary", "seoul")),
    );
    expect(after).toEqual(alexes);
  });
});
