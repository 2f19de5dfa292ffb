import type { AnswerValue, LocalQuestion, SurveyIssue } from "@contracts/survey";
import { issueText } from "../model/issues";
import { choiceHint } from "../model/status";
import { MultipleChoice, SingleChoice } from "./choice-questions";
import { QuestionFrame } from "./question-frame";
import { MatrixScale, RatingScale } from "./scale-questions";
import { LongText, ShortText } from "./text-questions";
import { useSurveyText } from "./use-survey-text";

export type SurveyQuestionProps = {
  question: LocalQuestion;
  value: AnswerValue | undefined;
  /** The engine's issue with the answer, shown in the reader's words; null when there is none to show. */
  issue: SurveyIssue | null;
  onChange: (value: AnswerValue | undefined) => void;
};

/** One question of any type in its frame: the input that fits the type, named and described by the frame. */
export function SurveyQuestion({ question, value, issue, onChange }: SurveyQuestionProps) {
  const { t } = useSurveyText();
  const error = issue ? issueText(issue, t) : null;
  const text = question.type === "short_text" || question.type === "long_text";
  return (
    <QuestionFrame question={question} error={error} hint={choiceHint(question, t)} labelsControl={text}>
      {(control) => {
        const props = { ...control, value, onChange };
        switch (question.type) {
          case "single":
            return <SingleChoice question={question} {...props} />;
          case "multiple":
            return <MultipleChoice question={question} {...props} />;
          case "rating":
            return <RatingScale question={question} {...props} />;
          case "matrix":
            return <MatrixScale question={question} {...props} />;
          case "short_text":
            return <ShortText question={question} {...props} />;
          case "long_text":
            return <LongText question={question} {...props} />;
        }
      }}
    </QuestionFrame>
  );
}
