import type { AnswerValue, LocalQuestion } from "@contracts/survey";
import { Checkbox, RadioGroup, RadioGroupItem } from "@ds";
import { toggleChoice } from "../model/answering";
import { choiceFull } from "../model/status";
import { type QuestionControlProps, QuestionGroup } from "./question-frame";

/**
 * An option's whole row is its touch target (44 px high at least): the label's box is stretched over the row, so a
 * tap anywhere on it chooses the option, as a tap on the label would.
 */
export const optionRowClass = [
  // layout: the row is the target; the label's ::after covers it
  "relative min-h-11 items-center rounded-md border border-border px-3 py-2.5",
  "[&_label]:after:absolute [&_label]:after:inset-0 [&_label]:after:content-['']",
  // chosen
  "has-[[data-state=checked]]:border-primary",
  // hover
  "hover:border-input",
].join(" ");

type ChoiceProps<Q extends LocalQuestion["type"]> = QuestionControlProps & {
  question: Extract<LocalQuestion, { type: Q }>;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
};

/** Single choice: a radio group (arrow keys move and choose, as for any radio group). */
export function SingleChoice({ question, value, onChange, ids, describedBy, invalid }: ChoiceProps<"single">) {
  return (
    <RadioGroup
      id={ids.control}
      aria-labelledby={ids.title}
      aria-describedby={describedBy}
      invalid={invalid}
      required={question.required}
      value={typeof value === "string" ? value : ""}
      onValueChange={(next) => onChange(next)}
      className="gap-2"
    >
      {question.options.map((option) => (
        <RadioGroupItem
          key={option.id}
          id={`${ids.control}-${option.id}`}
          value={option.id}
          label={option.label}
          className={optionRowClass}
        />
      ))}
    </RadioGroup>
  );
}

/**
 * Multiple choice: checkboxes in a named group. Once the maximum is chosen the other boxes wait (disabled) until
 * one is unticked, so "too many" can never be sent.
 */
export function MultipleChoice({ question, value, onChange, ids, describedBy, invalid }: ChoiceProps<"multiple">) {
  const chosen = Array.isArray(value) ? value : [];
  const full = choiceFull(question, chosen.length);
  return (
    <QuestionGroup ids={ids} describedBy={describedBy} className="flex flex-col gap-2">
      {question.options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <Checkbox
            key={option.id}
            id={`${ids.control}-${option.id}`}
            label={option.label}
            checked={checked}
            disabled={full && !checked}
            invalid={invalid}
            onCheckedChange={(next) => onChange(toggleChoice(question.options, value, option.id, next === true))}
            className={optionRowClass}
          />
        );
      })}
    </QuestionGroup>
  );
}
