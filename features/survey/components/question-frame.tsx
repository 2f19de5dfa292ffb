import type { LocalQuestion } from "@contracts/survey";
import { RequiredMark, cn } from "@ds";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The ids a question's parts share, so the control can point at its title, help, hint and error. */
export function questionIds(questionId: string) {
  const frame = `survey-question-${questionId}`;
  return {
    frame,
    title: `${frame}-title`,
    help: `${frame}-help`,
    hint: `${frame}-hint`,
    error: `${frame}-error`,
    control: `${frame}-control`,
  };
}

export type QuestionIds = ReturnType<typeof questionIds>;

/** What a question's control receives to be named and described by its frame. */
export type QuestionControlProps = {
  ids: QuestionIds;
  /** `aria-describedby`: the help, the hint and the error, those shown. */
  describedBy: string | undefined;
  invalid: boolean;
};

/** A question whose answer is several controls (boxes, rows): a group named by the title, described by the frame. */
export function QuestionGroup({
  ids,
  describedBy,
  className,
  children,
}: Omit<QuestionControlProps, "invalid"> & { className: string; children: ReactNode }) {
  return (
    <div id={ids.control} role="group" aria-labelledby={ids.title} aria-describedby={describedBy} className={className}>
      {children}
    </div>
  );
}

export type QuestionFrameProps = {
  question: LocalQuestion;
  /** The question's message in the reader's words, or null. */
  error: string | null;
  /** How to answer ("Choose up to 3"); shown under the help. */
  hint?: string | null;
  /** Text questions: the title is the input's `<label>` (a click on it puts the cursor in the box). */
  labelsControl?: boolean;
  children: (control: QuestionControlProps) => ReactNode;
};

/**
 * One question: its title (a heading, so a screen reader can jump from question to question) with the required
 * mark, the help text, the hint and the error, each tied to the control by `aria-describedby`. The error stands
 * above the control, where the eye lands first; the frame turns red with it.
 */
export function QuestionFrame({ question, error, hint, labelsControl = false, children }: QuestionFrameProps) {
  const ids = questionIds(question.id);
  const describedBy =
    [question.help ? ids.help : null, hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") ||
    undefined;
  const title = (
    <>
      {question.title}
      {question.required && <RequiredMark />}
    </>
  );
  return (
    <div
      id={ids.frame}
      data-slot="survey-question"
      data-question-type={question.type}
      data-invalid={error ? true : undefined}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-lg border bg-surface p-4 sm:p-5",
        error ? "border-danger" : "border-border",
      )}
    >
      <div className="flex flex-col gap-1">
        <h3 id={ids.title} className="text-base leading-6 font-semibold break-words text-foreground">
          {labelsControl ? <label htmlFor={ids.control}>{title}</label> : title}
        </h3>
        {question.help && (
          <p id={ids.help} className="text-sm leading-5 text-muted-foreground">
            {question.help}
          </p>
        )}
        {hint && (
          <p id={ids.hint} className="text-sm leading-5 text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      {error && (
        <p id={ids.error} className="flex items-start gap-1.5 text-sm leading-5 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {children({ ids, describedBy, invalid: Boolean(error) })}
    </div>
  );
}

/**
 * Moves the focus to a question's control (the chosen radio, else the first one; the first enabled box; the text
 * field), for Next and Submit when it has an error. Returns false when the question is not on the page.
 */
export function focusQuestion(questionId: string): boolean {
  const frame = document.getElementById(questionIds(questionId).frame);
  if (!frame) return false;
  const target =
    // a matrix points at its first row still unrated
    frame.querySelector<HTMLElement>('[data-missing] input[type="radio"]') ??
    frame.querySelector<HTMLElement>('[role="radio"][data-state="checked"], input[type="radio"]:checked') ??
    frame.querySelector<HTMLElement>(
      'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), button:not([disabled])',
    );
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: "center" });
  return true;
}
