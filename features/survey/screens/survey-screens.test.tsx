import { SURVEY_ERROR_CODES, SURVEY_MESSAGES } from "@contracts/survey";
import { initI18n } from "@lib/i18n/i18n";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { http } from "msw";
import { setupServer } from "msw/node";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { SWRConfig } from "swr";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { responsePath } from "../api/paths";
import { STORY_KEY } from "../mocks/fixtures";
import { apiError, surveyApi } from "../mocks/handlers";
import { SURVEY_KEY_STORAGE } from "../model/survey-key";
import { SurveyAnswerScreen } from "./survey-answer-screen";
import { SurveyEntryScreen } from "./survey-entry-screen";

/**
 * The states of the two screens that the stories leave out (each story is a picture; these are rules): a survey
 * that does not exist, a refused link, another course's link, a survey not open yet, one already answered, a save
 * that fails and is tried again, and a survey that closes while the guest answers.
 */
const server = setupServer();
let i18n: I18n;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // Radix measures its hidden inputs; jsdom has no ResizeObserver
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  i18n = await initI18n("en", ["common", "ds-forms", "ds-feedback"]);
  await i18n.loadNamespaces(["survey"]);
});
beforeEach(() => localStorage.setItem(SURVEY_KEY_STORAGE, STORY_KEY));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function renderAt(path: string, element: ReactNode, pattern = "/rok-us/survey/:kind/:area", messages = i18n) {
  return render(
    <I18nextProvider i18n={messages}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
}

const answerAt = (kind: "preliminary" | "satisfaction", area: "jeju1" | "seorak" | "busan1") =>
  renderAt(
    `/rok-us/survey/${kind}/${area}`,
    <SurveyAnswerScreen kind={kind} area={area} paths={{ entry: "/rok-us/survey" }} />,
  );

const WAIT = { timeout: 4000 };

describe("SurveyAnswerScreen", () => {
  it("says a survey that is not defined was not found", async () => {
    server.use(...surveyApi({ missing: ["preliminary/jeju1"] }).handlers);
    answerAt("preliminary", "jeju1");
    expect(await screen.findByRole("heading", { name: "Survey not found" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the surveys" }).getAttribute("href")).toBe("/rok-us/survey");
  });

  it("forgets a refused link, says it no longer works and offers a new one", async () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, "an-old-link");
    server.use(...surveyApi().handlers);
    answerAt("preliminary", "jeju1");
    expect(await screen.findByRole("heading", { name: "This link no longer works" }, WAIT)).toBeTruthy();
    expect(screen.getByText(SURVEY_MESSAGES.keyInvalid)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send my link" })).toBeTruthy();
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBeNull();
  });

  it("turns away another course's link without asking for a new one", async () => {
    server.use(...surveyApi().handlers);
    answerAt("preliminary", "seorak");
    expect(await screen.findByRole("heading", { name: "This survey is for another tour course" }, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my link" })).toBeNull();
  });

  it("says when a survey not open yet opens", async () => {
    server.use(...surveyApi().handlers);
    answerAt("satisfaction", "jeju1");
    expect(await screen.findByRole("heading", { name: "This survey is not open yet" }, WAIT)).toBeTruthy();
    expect(screen.getByText("It opens on June 14, 2026. Come back then with your personal link.")).toBeTruthy();
  });

  it("thanks a guest who already answered, with the day they did", async () => {
    server.use(...surveyApi().handlers);
    answerAt("preliminary", "busan1");
    expect(
      await screen.findByRole("heading", { name: "You have already answered this survey. Thank you!" }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText(/^Your answers were sent on May 13, 2026 at 3:20\sPM\.$/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("keeps the answers when a save fails, says so, and saves them on Try again", async () => {
    const api = surveyApi({ failSaves: 1 });
    server.use(...api.handlers);
    answerAt("preliminary", "jeju1");
    fireEvent.click(await screen.findByRole("radio", { name: "No" }, WAIT));
    expect(await screen.findByText("Not saved. Your answers are still here.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "No" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Saved", {}, WAIT)).toBeTruthy();
    expect(api.writes.saves.map((s) => s.body)).toEqual([
      { answers: { first_visit: "no" }, page_id: "about" },
      { answers: { first_visit: "no" }, page_id: "about" },
    ]);
    expect(api.responses.get("preliminary/jeju1")?.answers).toEqual({ first_visit: "no" });
  });

  it("keeps the guest's answers and page when the language changes", async () => {
    server.use(...surveyApi().handlers);
    const bilingual = await initI18n("en", ["common", "ds-forms", "ds-feedback"]);
    await bilingual.loadNamespaces(["survey"]);
    await bilingual.loadLanguages(["ko"]);
    renderAt(
      "/rok-us/survey/preliminary/jeju1",
      <SurveyAnswerScreen kind="preliminary" area="jeju1" paths={{ entry: "/rok-us/survey" }} />,
      undefined,
      bilingual,
    );
    fireEvent.click(await screen.findByRole("radio", { name: "No" }, WAIT));
    await act(() => bilingual.changeLanguage("ko"));
    expect(await screen.findByRole("heading", { level: 2, name: "참가자 정보" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "아니요" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("group", { name: /^이전에 방문한 지역을 골라 주세요\./ })).toBeTruthy();
  });

  it("shows the closed state when the survey closes while the guest answers", async () => {
    // the first handler that matches answers: the refusal goes before the survey's own
    server.use(
      http.put(responsePath("preliminary", "jeju1"), () =>
        apiError(409, SURVEY_ERROR_CODES.closed, SURVEY_MESSAGES.closed),
      ),
      ...surveyApi().handlers,
    );
    answerAt("preliminary", "jeju1");
    fireEvent.click(await screen.findByRole("radio", { name: "Yes" }, WAIT));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "This survey is closed" }, WAIT)).toBeTruthy();
  });
});

describe("SurveyEntryScreen", () => {
  const entry = () =>
    renderAt(
      "/rok-us/survey",
      <SurveyEntryScreen paths={{ answer: (kind, area) => `/rok-us/survey/${kind}/${area}` }} />,
      "/rok-us/survey",
    );

  it("forgets a refused link, says so and lists the open surveys as for everyone", async () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, "an-old-link");
    server.use(...surveyApi().handlers);
    entry();
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toBe(SURVEY_MESSAGES.keyInvalid);
    const seoul = await screen.findByRole("region", { name: "Seoul course" }, WAIT);
    expect(within(seoul).getByRole("link", { name: "Open: Seoul course · Preliminary survey" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Tour surveys" })).toBeTruthy();
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBeNull();
  });

  it("says when a guest's courses have no survey yet", async () => {
    server.use(...surveyApi({ respondent: { name: "Kim Seoyeon", areas: [] } }).handlers);
    entry();
    expect(await screen.findByRole("heading", { name: "No surveys for your courses yet" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Kim Seoyeon" })).toBeTruthy();
  });
});
