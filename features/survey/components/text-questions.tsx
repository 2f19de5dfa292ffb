import type { AnswerValue, LocalQuestion } from "@contracts/survey";
import { Input, Textarea, cn } from "@ds";
import { useEffect, useRef, useState } from "react";
import type { QuestionControlProps } from "./question-frame";
import { useSurveyText } from "./use-survey-text";

type TextProps<Q extends "short_text" | "long_text"> = QuestionControlProps & {
  question: Extract<LocalQuestion, { type: Q }>;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
};

/** How long typing must pause before the count is read out: once per pause, not once per key. */
const ANNOUNCE_DELAY_MS = 600;

/** "12 / 200" under a text field; a screen reader hears it when typing pauses, not on every key. */
function CharacterCount({ count, max }: { count: number; max: number }) {
  const { t, lang } = useSurveyText();
  const number = new Intl.NumberFormat(lang);
  const values = { count: number.format(count), max: number.format(max) };
  const spoken = t("question.countAnnouncement", values);
  const [announced, setAnnounced] = useState("");
  const first = useRef(true);
  useEffect(() => {
    // nothing to say before the first key
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setAnnounced(spoken), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <p
        aria-hidden="true"
        className={cn("self-end text-xs tabular-nums", count > max ? "text-danger" : "text-muted-foreground")}
      >
        {t("question.count", values)}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}

/** Short text: one line with a counter. */
export function ShortText({ question, value, onChange, ids, describedBy, invalid }: TextProps<"short_text">) {
  const text = typeof value === "string" ? value : "";
  return (
    <div className="flex flex-col gap-1">
      <Input
        id={ids.control}
        size="lg"
        value={text}
        maxLength={question.max_length}
        aria-describedby={describedBy}
        invalid={invalid}
        required={question.required}
        onChange={(event) => onChange(event.target.value)}
      />
      <CharacterCount count={text.length} max={question.max_length} />
    </div>
  );
}

/** Long text: a text area with a counter (the design system's). */
export function LongText({ question, value, onChange, ids, describedBy, invalid }: TextProps<"long_text">) {
  return (
    <Textarea
      id={ids.control}
      size="lg"
      rows={5}
      value={typeof value === "string" ? value : ""}
      maxLength={question.max_length}
      showCount
      aria-describedby={describedBy}
      invalid={invalid}
      required={question.required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
