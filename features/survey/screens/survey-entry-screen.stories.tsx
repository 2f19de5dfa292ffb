import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_KEY } from "../mocks/fixtures";
import { surveyApi } from "../mocks/handlers";
import { SURVEY_KEY_STORAGE } from "../model/survey-key";
import { SurveyEntryScreen } from "./survey-entry-screen";

const ENTRY = "/rok-us/survey";
const WAIT = { timeout: 5000 };
const answerPath = (kind: string, area: string) => `${ENTRY}/${kind}/${area}`;

const meta = {
  title: "Features/Survey/SurveyEntryScreen",
  component: SurveyEntryScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: { answer: answerPath } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: ENTRY },
    msw: { handlers: surveyApi().handlers },
  },
} satisfies Meta<typeof SurveyEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Alex opens the invitation's link: the key is kept and leaves the address; "Welcome, Alex Morgan" and the surveys
 * of Alex's three courses, each with where Alex stands.
 */
export const WithPersonalLink: Story = {
  parameters: { route: { path: `${ENTRY}?key=${STORY_KEY}`, pattern: ENTRY } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Welcome, Alex Morgan" }, WAIT)).toBeVisible();
    await expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBe(STORY_KEY);

    const seoul = within(canvas.getByRole("region", { name: "Seoul course" }));
    await expect(seoul.getByRole("link", { name: "Continue: Seoul course · Preliminary survey" })).toHaveAttribute(
      "href",
      answerPath("preliminary", "seoul"),
    );
    await expect(seoul.getByRole("link", { name: "Start: Seoul course · Satisfaction survey" })).toBeVisible();
    const busan = within(canvas.getByRole("region", { name: "Busan 1 course" }));
    await expect(busan.getByText("Answered")).toBeVisible();
    await expect(busan.getByText("Closed", { exact: true })).toBeVisible();
    await expect(busan.getByText("Closed on May 5, 2026")).toBeVisible();
    const jeju = within(canvas.getByRole("region", { name: "Jeju 1 course" }));
    await expect(jeju.getByText("Opens on June 14, 2026")).toBeVisible();
    await expect(jeju.getByText("Open June 14, 2026 – August 12, 2026")).toBeVisible();
    // nobody with a link is asked for one
    await expect(canvas.queryByRole("button", { name: "Send my link" })).not.toBeInTheDocument();
  },
};

/** A visitor without a link: the surveys open now, how answering works, and the form to get the link again. */
export const WithoutLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("region", { name: /course$/ }, WAIT)).toHaveLength(8);
    await expect(canvas.getByRole("heading", { level: 1, name: "Tour surveys" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open: Seoraksan course · Satisfaction survey" })).toBeVisible();
    await expect(canvas.queryByText("Busan 1 course · Satisfaction survey")).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "Send my link again" })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** No survey is open, in Korean: the list says so and the link form still stands. */
export const EmptyKorean: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: surveyApi({ emptyList: true }).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "지금 참여할 수 있는 설문이 없습니다" }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "링크 다시 받기" })).toBeVisible();
  },
};

/** The list cannot be loaded: what failed and a way to try again. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: surveyApi({ listError: true }).handlers } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, WAIT);
    await expect(alert).toHaveTextContent("The surveys could not be loaded.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
