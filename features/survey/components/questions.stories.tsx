import {
  type AnswerValue,
  type Answers,
  type LocalQuestion,
  type SurveyIssue,
  checkAnswer,
  localizePages,
} from "@contracts/survey";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { settle } from "../../../.storybook/story-router";
import { PRELIMINARY_PAGES, SATISFACTION_PAGES } from "../mocks/fixtures";
import { withAnswer } from "../model/answering";
import { SurveyQuestion } from "./survey-question";
import { useSurveyText } from "./use-survey-text";

type QuestionId = "first_visit" | "interests" | "excitement" | "parts" | "diet_detail" | "notes";

/** One question of each type, from the tour's two templates, in the story's language. */
function questionsIn(lang: "en" | "ko", ids: readonly QuestionId[]): LocalQuestion[] {
  const all = [...localizePages(PRELIMINARY_PAGES, lang), ...localizePages(SATISFACTION_PAGES, lang)].flatMap(
    (page) => page.questions,
  );
  return ids.map((id) => all.find((q) => q.id === id) as LocalQuestion);
}

/** The survey's messages load with the first question: the first look waits for them. */
const WAIT = { timeout: 5000 };

const EVERY_TYPE: readonly QuestionId[] = ["first_visit", "interests", "excitement", "parts", "diet_detail", "notes"];

/**
 * The questions as the answering page shows them, holding their own answers. `checked` shows each required
 * question's issue at once (what Next shows on a page left blank); an answer then clears its message.
 */
function QuestionList({
  ids,
  checked = false,
  initial = {},
}: {
  ids: readonly QuestionId[];
  checked?: boolean;
  initial?: Answers;
}) {
  const { lang } = useSurveyText();
  const questions = questionsIn(lang, ids);
  const [answers, setAnswers] = useState<Answers>(initial);
  const issueOf = (q: LocalQuestion): SurveyIssue | null => (checked ? checkAnswer(q, answers[q.id], true) : null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      {questions.map((question) => (
        <SurveyQuestion
          key={question.id}
          question={question}
          value={answers[question.id]}
          issue={issueOf(question)}
          onChange={(value: AnswerValue | undefined) =>
            setAnswers((current) => withAnswer(current, question.id, value))
          }
        />
      ))}
    </div>
  );
}

const meta = {
  title: "Features/Survey/Questions",
  component: QuestionList,
  tags: ["autodocs"],
  afterEach: settle,
  args: { ids: EVERY_TYPE },
  argTypes: { ids: { control: false }, initial: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "One input per question type, in the question's frame: title (a heading) with the required mark, help, " +
          "hint and error tied to the control by `aria-describedby`. Single choice is a radio group, multiple " +
          "choice checkboxes that stop at the maximum, rating a row of radio boxes with the scale's words, matrix " +
          "a radio group per row (a table where there is room, stacked cards where there is not), short and long " +
          "text with a counter. Every target is at least 44 px.",
      },
    },
  },
} satisfies Meta<typeof QuestionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every type, answered with the pointer and the keyboard as a guest would. */
export const EveryType: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole("radiogroup", { name: /^Is this your first visit to Korea\?/ }, WAIT);
    await userEvent.click(within(first).getByRole("radio", { name: "No" }));
    await expect(within(first).getByRole("radio", { name: "No" })).toBeChecked();

    const interests = canvas.getByRole("group", { name: /^What are you most interested in\?/ });
    await expect(interests).toHaveAccessibleDescription("Choose 1 to 3.");
    for (const name of ["History and heritage", "Food", "Nature"]) {
      await userEvent.click(within(interests).getByRole("checkbox", { name }));
    }
    // the maximum is reached: the other options wait until one is unticked
    await expect(within(interests).getByRole("checkbox", { name: "Shopping" })).toBeDisabled();
    await userEvent.click(within(interests).getByRole("checkbox", { name: "Food" }));
    await expect(within(interests).getByRole("checkbox", { name: "Shopping" })).toBeEnabled();

    const excitement = canvas.getByRole("radiogroup", { name: /^How excited are you about the tour\?/ });
    await userEvent.click(within(excitement).getByRole("radio", { name: "3" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(excitement).getByRole("radio", { name: "4" })).toBeChecked();
    await expect(within(excitement).getByRole("radio", { name: "5 – Very excited" })).toBeInTheDocument();

    const guide = canvas.getByRole("radiogroup", { name: "Guide" });
    await userEvent.click(within(guide).getByRole("radio", { name: "5 – Excellent" }));
    await expect(within(guide).getByRole("radio", { name: "5 – Excellent" })).toBeChecked();

    await userEvent.type(canvas.getByRole("textbox", { name: /^Please describe/ }), "Peanuts");
    await expect(canvas.getByText("7 / 200")).toBeVisible();
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Anything else we should know?" }),
      "Window seat, please.",
    );
    await expect(canvas.getByText("20 / 2,000")).toBeVisible();
    // the picture shows the top of the list, whatever the last field scrolled to
    window.scrollTo(0, 0);
  },
};

/** Required questions left blank: each says so beside itself, and its control is described by the message. */
export const RequiredWithErrors: Story = {
  args: {
    ids: ["first_visit", "interests", "excitement", "parts", "diet_detail"],
    checked: true,
    initial: { parts: { guide: 4 } },
  },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole("radiogroup", { name: /^Is this your first visit to Korea\?/ }, WAIT);
    await expect(first).toHaveAccessibleDescription("Please answer this question.");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("group", { name: /^What are you most interested in\?/ })).toHaveAccessibleDescription(
      "Choose 1 to 3. Please answer this question.",
    );
    await expect(canvas.getByRole("group", { name: /^How would you rate each part/ })).toHaveAccessibleDescription(
      "Please rate every row.",
    );
    // the rows still to rate are marked, the rated one is not
    await expect(canvas.getByRole("radiogroup", { name: "Transport" })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("radiogroup", { name: "Guide" })).not.toHaveAttribute("aria-invalid");
    const describe = canvas.getByRole("textbox", { name: /^Please describe/ });
    await expect(describe).toHaveAccessibleDescription(
      "For example: peanuts, shellfish, no pork. Please answer this question.",
    );
    // answering clears the message
    await userEvent.click(within(first).getByRole("radio", { name: "Yes" }));
    await expect(first).not.toHaveAttribute("aria-invalid");
    await expect(canvas.getAllByText("Please answer this question.")).toHaveLength(3);
  },
};

/** The same questions in Korean, one of them with its message. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    ids: ["diet_detail", "first_visit", "interests", "excitement", "parts", "notes"],
    checked: true,
    initial: {
      first_visit: "no",
      interests: ["food"],
      excitement: 5,
      parts: { guide: 5, transport: 4, meals: 5, schedule: 3, accommodation: 4 },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("radio", { name: "아니요" }, WAIT)).toBeChecked();
    await expect(
      canvas.getByRole("group", { name: /^가장 관심 있는 분야는 무엇인가요\?/ }),
    ).toHaveAccessibleDescription("1~3개를 골라 주세요.");
    await expect(canvas.getByRole("radio", { name: "5 – 매우 기대됨" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /^자세히 알려 주세요/ })).toHaveAccessibleDescription(
      "예: 땅콩, 갑각류, 돼지고기 제외 이 질문에 답해 주세요.",
    );
    await expect(canvas.getByText("0 / 2,000")).toBeVisible();
  },
};

/** On a narrow screen (360 px) the matrix stacks: each item is its own group, with the scale's words under it. */
export const NarrowMatrix: Story = {
  args: { ids: ["parts"] },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const rows = ["Guide", "Transport", "Meals", "Schedule", "Accommodation"];
    await canvas.findByRole("radiogroup", { name: "Guide" }, WAIT);
    for (const name of rows) await expect(canvas.getByRole("radiogroup", { name })).toBeVisible();
    const meals = canvas.getByRole("radiogroup", { name: "Meals" });
    await userEvent.click(within(meals).getByRole("radio", { name: "2" }));
    await userEvent.keyboard("{ArrowLeft}");
    await expect(within(meals).getByRole("radio", { name: "1 – Very poor" })).toBeChecked();
    const box = within(meals).getByRole("radio", { name: "3" }).closest("label");
    await expect(box?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
