import type { AnswerValue, LocalQuestion } from "@contracts/survey";
import { cn } from "@ds";
import { rateRow } from "../model/answering";
import { type QuestionControlProps, QuestionGroup } from "./question-frame";

type ScaleQuestion = Extract<LocalQuestion, { type: "rating" | "matrix" }>;

const scaleValues = (q: ScaleQuestion) =>
  Array.from({ length: q.scale_max - q.scale_min + 1 }, (_, i) => q.scale_min + i);

/**
 * One point of a scale: a native radio (arrow keys move and choose within its group, Tab leaves the group) drawn
 * as a 44 px box with its number. The ends carry the scale's words in their names ("1 – Very poor"), so a screen
 * reader hears what the numbers mean; the eye reads them under the row.
 */
function ScalePoint({
  name,
  value,
  checked,
  endLabel,
  onChoose,
  invalid,
}: {
  name: string;
  value: number;
  checked: boolean;
  endLabel: string | undefined;
  onChoose: () => void;
  invalid?: boolean;
}) {
  return (
    <label
      data-slot="survey-scale-point"
      className={cn(
        // layout: the 44 px touch target
        "relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md border text-base font-medium",
        // rest
        "border-input bg-surface text-foreground hover:border-hover",
        // chosen
        "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
        // focus: the ring sits on the box, the radio itself is invisible
        "has-[:focus-visible]:shadow-focus",
        invalid && "border-danger",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} className="sr-only" />
      <span>{value}</span>
      {endLabel && <span className="sr-only">{` – ${endLabel}`}</span>}
    </label>
  );
}

/** The scale's words under a row of points: the low end left, the high end right (for the eye only). */
function ScaleEnds({ question, className }: { question: ScaleQuestion; className?: string }) {
  if (!question.low_label && !question.high_label) return null;
  return (
    <div aria-hidden="true" className={cn("flex justify-between gap-4 text-xs text-muted-foreground", className)}>
      <span>{question.low_label ? `${question.scale_min} = ${question.low_label}` : ""}</span>
      <span className="text-right">{question.high_label ? `${question.scale_max} = ${question.high_label}` : ""}</span>
    </div>
  );
}

const endLabel = (q: ScaleQuestion, value: number) =>
  value === q.scale_min ? q.low_label : value === q.scale_max ? q.high_label : undefined;

type ScaleProps<Q extends ScaleQuestion["type"]> = QuestionControlProps & {
  question: Extract<ScaleQuestion, { type: Q }>;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
};

/** Rating: a row of points from low to high, one radio group named by the question. */
export function RatingScale({ question, value, onChange, ids, describedBy, invalid }: ScaleProps<"rating">) {
  const values = scaleValues(question);
  return (
    // as wide as its points, so the scale's words sit under its two ends
    <div className="flex w-fit max-w-full flex-col gap-2">
      <div
        id={ids.control}
        role="radiogroup"
        aria-labelledby={ids.title}
        aria-describedby={describedBy}
        aria-required={question.required || undefined}
        aria-invalid={invalid || undefined}
        className="flex flex-wrap gap-2"
      >
        {values.map((point) => (
          <ScalePoint
            key={point}
            name={ids.control}
            value={point}
            checked={value === point}
            endLabel={endLabel(question, point)}
            onChoose={() => onChange(point)}
            invalid={invalid}
          />
        ))}
      </div>
      <ScaleEnds question={question} />
    </div>
  );
}

/**
 * Matrix: a table of items against one scale. Each item is its own radio group, named by the item ("Guide") inside
 * the question's group, so a screen reader hears "Guide, 4, 4 of 5". Where there is room (the question's own width,
 * not the window's: a container query) the rows line up under one header of the scale's words; on a narrow
 * screen each row stacks as its own card with the words under its points.
 */
export function MatrixScale({ question, value, onChange, ids, describedBy, invalid }: ScaleProps<"matrix">) {
  const values = scaleValues(question);
  const rated = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  const columns = { gridTemplateColumns: `minmax(7rem, 1fr) repeat(${values.length}, 2.75rem)` };
  return (
    <QuestionGroup ids={ids} describedBy={describedBy} className="@container">
      <div className="flex flex-col gap-3 @lg:gap-0">
        <div aria-hidden="true" className="hidden gap-x-2 pb-2 @lg:grid" style={columns}>
          <span />
          <div
            className="flex justify-between gap-2 text-xs text-muted-foreground"
            style={{ gridColumn: `span ${values.length}` }}
          >
            <span>{question.low_label}</span>
            <span className="text-right">{question.high_label}</span>
          </div>
        </div>
        {question.rows.map((row) => {
          const rowLabel = `${ids.control}-${row.id}-label`;
          const missing = invalid && !(row.id in rated);
          return (
            <div
              key={row.id}
              role="radiogroup"
              aria-labelledby={rowLabel}
              aria-required={question.required || undefined}
              aria-invalid={missing || undefined}
              data-missing={missing || undefined}
              className={cn(
                "flex flex-col gap-2 rounded-md border p-3",
                "@lg:grid @lg:items-center @lg:gap-x-2 @lg:rounded-none @lg:border-0 @lg:border-t @lg:px-0 @lg:py-2",
                missing ? "border-danger" : "border-border",
              )}
              // the columns only count once the row is a grid (wide); stacked, the row is a flex column
              style={columns}
            >
              <span id={rowLabel} className="text-sm font-medium break-words text-foreground">
                {row.label}
              </span>
              <div className="flex flex-wrap gap-2 @lg:contents">
                {values.map((point) => (
                  <ScalePoint
                    key={point}
                    name={`${ids.control}-${row.id}`}
                    value={point}
                    checked={rated[row.id] === point}
                    endLabel={endLabel(question, point)}
                    onChoose={() => onChange(rateRow(value, row.id, point))}
                    invalid={missing}
                  />
                ))}
              </div>
              <ScaleEnds question={question} className="@lg:hidden" />
            </div>
          );
        })}
      </div>
    </QuestionGroup>
  );
}
