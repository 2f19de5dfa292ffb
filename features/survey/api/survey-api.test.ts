// @vitest-environment jsdom
import { SURVEY_ERROR_CODES, answerField } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { STORY_KEY, alex, completePreliminary } from "../mocks/fixtures";
import { surveyApi } from "../mocks/handlers";
import { fetchMyResponse } from "./get-my-response";
import { fetchSurvey } from "./get-survey";
import { fetchSurveyList } from "./list-surveys";
import { requestSurveyLink } from "./request-link";
import { saveResponse } from "./save-response";
import { submitResponse } from "./submit-response";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function use(api = surveyApi()) {
  server.use(...api.handlers);
  return api;
}

const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error("expected an HttpError");
  return error;
};

describe("the respondents' calls", () => {
  it("lists the open surveys without a key, and sends no key header", async () => {
    const api = use();
    const list = await fetchSurveyList("en", null);
    expect(list.respondent).toBeNull();
    expect(list.surveys.every((s) => s.state === "open" && s.my_status === null)).toBe(true);
    expect(list.surveys.map((s) => `${s.kind}/${s.area}`)).toContain("satisfaction/seoul");
    expect(api.writes.keys).toEqual([]);
  });

  it("lists a guest's own surveys and who they are with the key in the X-Survey-Key header", async () => {
    const api = use();
    const list = await fetchSurveyList("ko", STORY_KEY);
    expect(api.writes.keys).toEqual([STORY_KEY]);
    expect(list.respondent).toEqual(alex);
    expect(list.surveys.find((s) => s.kind === "preliminary" && s.area === "seoul")).toMatchObject({
      my_status: "in_progress",
      title: "서울 코스 사전 설문",
    });
  });

  it("answers an unknown key with SURVEY_KEY_INVALID", async () => {
    use();
    const error = await failure(fetchSurveyList("en", "someone-elses"));
    expect(error).toMatchObject({ status: 403, code: SURVEY_ERROR_CODES.keyInvalid });
  });

  it("reads a survey in the asked language and the guest's response with the key", async () => {
    const api = use();
    const survey = await fetchSurvey("satisfaction", "seoul", "ko", STORY_KEY);
    expect(survey.pages[0]?.title).toBe("투어 평가");
    const response = await fetchMyResponse("preliminary", "seoul", STORY_KEY);
    expect(response).toMatchObject({ status: "in_progress", page_id: "interests" });
    expect(api.writes.keys).toEqual([STORY_KEY]);
  });

  it("refuses another course's survey", async () => {
    use();
    const error = await failure(fetchMyResponse("preliminary", "seorak", STORY_KEY));
    expect(error).toMatchObject({ status: 403, code: SURVEY_ERROR_CODES.otherArea });
  });

  it("saves a draft with the page, then submits once; a second submit is refused", async () => {
    const api = use();
    const saved = await saveResponse("preliminary", "jeju1", STORY_KEY, {
      answers: { first_visit: "yes" },
      page_id: "interests",
    });
    expect(saved).toMatchObject({ status: "in_progress", page_id: "interests", answers: { first_visit: "yes" } });
    const submitted = await submitResponse("preliminary", "jeju1", STORY_KEY, { answers: completePreliminary });
    expect(submitted.status).toBe("submitted");
    const again = await failure(submitResponse("preliminary", "jeju1", STORY_KEY, { answers: completePreliminary }));
    expect(again).toMatchObject({ status: 409, code: SURVEY_ERROR_CODES.alreadySubmitted });
    expect(api.writes.saves).toHaveLength(1);
  });

  it("names the answers at fault when a submit breaks the rules", async () => {
    use();
    const error = await failure(submitResponse("preliminary", "jeju1", STORY_KEY, { answers: { first_visit: "no" } }));
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(answerField("interests"));
    expect(error.issues.map((i) => i.field)).toEqual([
      answerField("interests"),
      answerField("diet"),
      answerField("mobility"),
      answerField("excitement"),
    ]);
  });

  it("refuses a save outside the window", async () => {
    use(surveyApi({ states: { "satisfaction/seoul": "closed" } }));
    const error = await failure(saveResponse("satisfaction", "seoul", STORY_KEY, { answers: {}, page_id: null }));
    expect(error).toMatchObject({ status: 409, code: SURVEY_ERROR_CODES.closed });
  });

  it("asks for a new link with the address and the language", async () => {
    const api = use();
    await requestSurveyLink({ email: "guest1@demo.test", lang: "ko" });
    expect(api.writes.links).toEqual([{ email: "guest1@demo.test", lang: "ko" }]);
  });
});
