import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { completePreliminary, STORY_KEY } from "../mocks/fixtures";
import { surveyApi } from "../mocks/handlers";
import { SURVEY_KEY_STORAGE } from "../model/survey-key";
import { SurveyAnswerScreen } from "./survey-answer-screen";

const ENTRY = "/rok-us/survey";
const WAIT = { timeout: 5000 };
const pageAt = (kind: string, area: string) => ({
  path: `${ENTRY}/${kind}/${area}`,
  pattern: `${ENTRY}/${kind}/:area`,
});

const savedOnLastPage = (answers: Record<string, unknown>) => ({
  "preliminary/jeju1": {
    status: "in_progress" as const,
    answers: answers as never,
    page_id: "expectations",
    started_at: "2026-05-14T09:00:00+09:00",
    updated_at: "2026-05-14T09:05:00+09:00",
    submitted_at: null,
  },
});

const firstPage = surveyApi();
const { excitement: _excitement, ...allButLast } = completePreliminary;
const thanks = surveyApi({ responses: savedOnLastPage(allButLast) });

const meta = {
  title: "Features/Survey/SurveyAnswerScreen",
  component: SurveyAnswerScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { kind: "preliminary", area: "jeju1", paths: { entry: ENTRY } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: pageAt("preliminary", "jeju1"),
    msw: { handlers: firstPage.handlers },
  },
  // the guest opened their personal link before (it is kept in this browser)
  beforeEach: () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, STORY_KEY);
  },
} satisfies Meta<typeof SurveyAnswerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first page: the intro, "Page 1 of 4", Next refused until the required question is answered (the focus goes
 * to it), a branch that appears with "No", and Next saving the answers with the next page.
 */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "About you" }, WAIT);
    const progress = canvas.getByRole("progressbar", { name: "Page 1 of 4" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", "4");
    await expect(progress).toHaveAttribute("aria-valuetext", "Page 1 of 4");
    await expect(canvas.getByText(/^Before your tour, tell us about your interests/)).toBeVisible();
    await expect(canvas.getByText("Questions marked * are required.")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    const first = canvas.getByRole("radiogroup", { name: /^Is this your first visit to Korea\?/ });
    await expect(first).toHaveAccessibleDescription("Please answer this question.");
    await waitFor(() => expect(within(first).getByRole("radio", { name: "Yes" })).toHaveFocus());

    await expect(canvas.queryByRole("group", { name: /^Which regions/ })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole("radio", { name: "No" }));
    const regions = canvas.getByRole("group", { name: /^Which regions have you visited before\?/ });
    await userEvent.click(within(regions).getByRole("checkbox", { name: "Seoul" }));
    await userEvent.click(within(regions).getByRole("checkbox", { name: "Jeju" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));

    await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: "Interests and meals" })).toHaveFocus());
    await expect(canvas.getByRole("progressbar", { name: "Page 2 of 4" })).toBeVisible();
    await expect(await canvas.findByText("Saved", {}, WAIT)).toBeVisible();
    await expect(firstPage.writes.saves.at(-1)).toEqual({
      id: "preliminary/jeju1",
      body: { answers: { first_visit: "no", visited_regions: ["seoul", "jeju"] }, page_id: "interests" },
    });
    window.scrollTo(0, 0);
  },
};

/** Alex comes back in Korean: the saved page (2 of 4) with the saved answers, and Back shows the first page's. */
export const ResumedInKorean: Story = {
  globals: { locale: "ko" },
  args: { area: "seoul" },
  parameters: { route: pageAt("preliminary", "seoul"), msw: { handlers: surveyApi().handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "관심사와 식사" }, WAIT);
    await expect(canvas.getByRole("progressbar", { name: "2 / 4 페이지" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "역사와 문화유산" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "음식" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "이전" }));
    await waitFor(() => expect(canvas.getByRole("heading", { level: 2, name: "참가자 정보" })).toHaveFocus());
    await expect(canvas.getByRole("radio", { name: "아니요" })).toBeChecked();
    const regions = canvas.getByRole("group", { name: /^이전에 방문한 지역을 골라 주세요\./ });
    await expect(within(regions).getByRole("checkbox", { name: "서울" })).toBeChecked();
    await expect(within(regions).getByRole("checkbox", { name: "제주" })).toBeChecked();
    await expect(await canvas.findByText("저장됨", {}, WAIT)).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** Submit checks every page: a required answer missing on page 2 takes the guest there, to that question. */
export const SubmitWithErrors: Story = {
  parameters: {
    msw: {
      handlers: surveyApi({ responses: savedOnLastPage({ first_visit: "yes", interests: ["food"], mobility: "none" }) })
        .handlers,
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Expectations" }, WAIT);
    await userEvent.click(canvas.getByRole("radio", { name: "5 – Very excited" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await canvas.findByRole("heading", { level: 2, name: "Interests and meals" });
    const diet = canvas.getByRole("radiogroup", { name: /^Do you have any dietary needs\?/ });
    await expect(diet).toHaveAccessibleDescription("Please answer this question.");
    await waitFor(() => expect(within(diet).getByRole("radio", { name: "None" })).toHaveFocus());
    await expect(canvas.getByRole("progressbar", { name: "Page 2 of 4" })).toBeVisible();
    // the rating given on page 4 is still saved as a draft
    await expect(await canvas.findByText("Saved", {}, WAIT)).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** The last answer, Submit, and the thanks (which take the focus), with the way back to the list. */
export const SubmitAndThanks: Story = {
  parameters: { msw: { handlers: thanks.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Expectations" }, WAIT);
    await expect(canvas.getByRole("progressbar", { name: "Page 4 of 4" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "4" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const heading = await canvas.findByRole("heading", { level: 2, name: "Thank you for your answers!" }, WAIT);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText("Your answers were sent on May 15, 2026 at 10:00 AM.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the surveys" })).toHaveAttribute("href", ENTRY);
    await expect(thanks.writes.submits).toEqual([
      { id: "preliminary/jeju1", body: { answers: { ...completePreliminary, excitement: 4 } } },
    ]);
  },
};

/** A closed survey says so, with its closing day. */
export const Closed: Story = {
  args: { kind: "satisfaction", area: "busan1" },
  parameters: { route: pageAt("satisfaction", "busan1"), msw: { handlers: surveyApi().handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "This survey is closed" }, WAIT)).toBeVisible();
    await expect(canvas.getByText("It closed on May 5, 2026. Thank you for your interest.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
  },
};

/** No personal link in this browser: why it is needed, and the form to get it again (the answer never says who is invited). */
export const WithoutLink: Story = {
  beforeEach: () => {
    localStorage.removeItem(SURVEY_KEY_STORAGE);
  },
  parameters: { msw: { handlers: firstPage.handlers } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Open the survey with your personal link" }, WAIT);
    const send = canvas.getByRole("button", { name: "Send my link" });
    await userEvent.click(send);
    const email = canvas.getByRole("textbox", { name: /^E-mail address/ });
    await expect(email).toHaveAccessibleDescription("For example: name@example.com Enter your e-mail address.");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "guest1@demo");
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription("For example: name@example.com Enter a valid e-mail address.");
    await userEvent.type(email, ".test");
    await userEvent.click(send);
    await expect(
      await canvas.findByText(
        "If guest1@demo.test has an invitation, a new personal link is on its way. Check your inbox, and your spam folder too.",
      ),
    ).toBeVisible();
    await expect(firstPage.writes.links.at(-1)).toEqual({ email: "guest1@demo.test", lang: "en" });
  },
};
