import { toastStore } from "@ds";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { SURVEY_ADMIN_PATH, surveyAdminStoryMeta } from "../mocks/story-meta";
import { listHandlers, noResponses, resultsHandlers, surveyAdminApi } from "../mocks/handlers";
import { SurveyResultsScreen } from "./survey-results-screen";

const meta = {
  title: "Features/Survey/Admin/SurveyResultsScreen",
  component: SurveyResultsScreen,
  tags: ["autodocs"],
  ...surveyAdminStoryMeta(),
} satisfies Meta<typeof SurveyResultsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext["canvas"];

/** A question's results, found by its title. */
function question(canvas: Canvas, title: string) {
  return canvas.findByRole("region", { name: title }, { timeout: 5000 });
}

/** One bar's row of a question: its label and the figures written beside it. */
function figure(region: HTMLElement, list: string, label: string) {
  const item = within(within(region).getByRole("list", { name: list }))
    .getAllByRole("listitem")
    .find((li) => li.firstElementChild?.firstElementChild?.textContent === label);
  return item?.firstElementChild?.lastElementChild?.textContent ?? "";
}

/**
 * Every survey in the overview; with no choice in the address, the first survey with responses (Seoul's
 * preliminary survey) shows: counts and shares as text beside the bars, the average of a rating, the text answers
 * newest first. "Export CSV" fetches the file with the operator's token and saves it as rok-us-preliminary-seoul.csv.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const overview = within(await canvas.findByRole("table", { name: /All surveys/ }, { timeout: 5000 }));
    await overview.findByRole("link", { name: "Seoul · Preliminary survey" }, { timeout: 5000 });
    const rows = overview.getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(16);
    await expect(rows[0]).toHaveTextContent("Seoul · Preliminary survey");
    await expect(rows[0]).toHaveTextContent("Open");
    await expect(rows[0]).toHaveTextContent("May 8, 2026 – July 14, 2026");
    await expect(overview.getByRole("link", { name: "Seoul · Preliminary survey" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(rows[7]).toHaveTextContent("Busan 1 · Satisfaction surveyClosed");
    await expect(rows[5]).toHaveTextContent("Jeonju · Satisfaction surveyUpcoming");

    await expect(canvas.getByRole("heading", { level: 2, name: "Seoul · Preliminary survey" })).toBeVisible();
    await expect(await canvas.findByText("10 submitted · 1 in progress")).toBeVisible();
    const firstVisit = await question(canvas, "Is this your first visit to Korea?");
    await expect(within(firstVisit).getByText("Single choice · 10 answers")).toBeVisible();
    const firstVisitList = "Answers to “Is this your first visit to Korea?”";
    await expect(figure(firstVisit, firstVisitList, "Yes")).toBe("7 (70%)");
    await expect(figure(firstVisit, firstVisitList, "No")).toBe("3 (30%)");
    const interests = await question(canvas, "What interests you most on this tour?");
    await expect(figure(interests, "Answers to “What interests you most on this tour?”", "Food")).toBe("6 (60%)");
    const excitement = await question(canvas, "How excited are you about the tour?");
    await expect(within(excitement).getByText("4.1 / 5")).toBeVisible();
    await expect(figure(excitement, "Ratings for “How excited are you about the tour?”", "5")).toBe("4 (40%)");
    const detail = await question(canvas, "Please describe");
    await expect(within(detail).getByText("Short text · 2 answers")).toBeVisible();
    const texts = within(within(detail).getByRole("list", { name: "Answers to “Please describe”, newest first" }));
    await expect(texts.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Peanuts and tree nuts",
      "매운 음식을 잘 못 먹어요",
    ]);

    // the download itself is the browser's; the page hands it a file and a name
    const files: Blob[] = [];
    const names: string[] = [];
    const createUrl = spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:story-survey";
    });
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(names).toEqual(["rok-us-preliminary-seoul.csv"]));
      const lines = (await (files[0] as Blob).text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
      await expect(lines[0]).toMatch(/^response_id,submitted_at,name,email,first_visit,visited_regions,interests/);
      await expect(lines).toHaveLength(11);
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

const editApi = surveyAdminApi();

/**
 * Choosing Busan 1's satisfaction survey in the overview shows its results (a rating grid: an average per row out of
 * 5); "Edit survey" opens its window and definition, and a saved title shows at once, with the new version.
 */
export const ChooseAndEdit: Story = {
  parameters: { msw: { handlers: editApi.handlers } },
  play: async ({ canvas }) => {
    const overview = within(await canvas.findByRole("table", { name: /All surveys/ }, { timeout: 5000 }));
    await userEvent.click(
      await overview.findByRole("link", { name: "Busan 1 · Satisfaction survey" }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole("heading", { level: 2, name: "Busan 1 · Satisfaction survey" })).toBeVisible();
    const aspects = await question(canvas, "How would you rate each part of the tour?");
    const rowsList = "Average rating per row for “How would you rate each part of the tour?”";
    await waitFor(() => expect(figure(aspects, rowsList, "Guide")).toBe("4.5 / 5 · 4 ratings"));
    await expect(figure(aspects, rowsList, "Transport")).toBe("3.3 / 5 · 4 ratings");
    const recommend = await question(canvas, "Would you recommend this tour to a friend?");
    await expect(figure(recommend, "Answers to “Would you recommend this tour to a friend?”", "Maybe")).toBe("1 (25%)");
    await expect(canvas.getByRole("combobox", { name: "Tour course" })).toHaveTextContent("Busan 1");

    await userEvent.click(canvas.getByRole("button", { name: "Edit survey" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Edit survey: Busan 1 · Satisfaction survey" }, { timeout: 5000 }),
    );
    await expect(await dialog.findByLabelText(/^Opens/)).toHaveValue("2026-04-05T09:00");
    const title = dialog.getByRole("textbox", { name: /^Title \(English\)/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Busan harbour tour: your verdict");
    await userEvent.click(dialog.getByRole("button", { name: "Save survey" }));
    await waitFor(() => expect(screen.getByText("Survey saved (version 2).")).toBeVisible());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Busan harbour tour: your verdict")).toBeVisible();
    await expect(editApi.writes.surveys).toHaveLength(1);
    toastStore.dismiss();
  },
};

/** Nothing submitted anywhere yet: Seoul's preliminary survey shows, and says when answers will appear. */
export const NoResponses: Story = {
  parameters: { msw: { handlers: surveyAdminApi({ surveys: noResponses }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 3, name: "No responses yet" }, { timeout: 5000 }),
    ).toBeVisible();
    const heading = canvas.getByRole("heading", { level: 2, name: "Seoul · Preliminary survey" });
    await expect(heading).toBeVisible();
    // the picture shows the results, not the overview above them
    heading.scrollIntoView({ block: "start" });
    await expect(
      canvas.getByText("The survey is open until July 14, 2026 at 6:00 PM. Answers appear here once guests submit it."),
    ).toBeVisible();
    await expect(canvas.getByText("0 submitted · 0 in progress")).toBeVisible();
  },
};

const failing = resultsHandlers.error();

/**
 * The results could not be read: what failed, in the server's words, and "Try again" asks again. A failed export
 * says so in a toast.
 */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [failing.handler, resultsHandlers.csvError, ...surveyAdminApi().handlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the results.");
    await expect(alert).toHaveTextContent("The results are being recounted. Try again in a minute.");
    const before = failing.calls.count;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(failing.calls.count).toBeGreaterThan(before));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We couldn't load the results.");

    await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
    await expect(
      await screen.findByText("The export failed. The export is busy. Try again shortly."),
    ).toBeInTheDocument();
    toastStore.dismiss();
  },
};

/** The list and the results are on their way: the table and the results hold their place. */
export const Loading: Story = {
  parameters: { msw: { handlers: [listHandlers.loading, resultsHandlers.loading, ...surveyAdminApi().handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: /All surveys/ }, { timeout: 5000 })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    // the address chooses nothing, so the results wait for the list that decides the default
    await expect(canvas.getByRole("combobox", { name: "Tour course" })).toBeDisabled();
    await expect(canvas.getByText("Loading the results…")).toBeInTheDocument();
  },
};

/** The page in Korean, Busan 1's satisfaction survey chosen in the address: the questions in Korean too. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { route: { path: `${SURVEY_ADMIN_PATH}?area=busan1&kind=satisfaction` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "설문 결과" }, { timeout: 5000 })).toBeVisible();
    const heading = canvas.getByRole("heading", { level: 2, name: "부산 1 · 만족도 설문" });
    await expect(heading).toBeVisible();
    const overall = await question(canvas, "투어에 전반적으로 얼마나 만족하셨나요?");
    await expect(within(overall).getByText("평점 · 응답 4건")).toBeVisible();
    await expect(within(overall).getByText("4.0 / 5")).toBeVisible();
    await expect(figure(overall, "“투어에 전반적으로 얼마나 만족하셨나요?” 평점 분포", "4점")).toBe("2명 (50%)");
    await expect(await canvas.findByText("제출 4건 · 작성 중 0건")).toBeVisible();
    // the picture shows the results, not the overview above them
    heading.scrollIntoView({ block: "start" });
  },
};
