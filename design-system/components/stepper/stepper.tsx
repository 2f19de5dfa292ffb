import { cva, type VariantProps } from "class-variance-authority";
import { Check } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";

export type StepState = "completed" | "current" | "upcoming";

export type StepperStep = {
  /** Stable key; defaults to the position. */
  id?: string;
  label: ReactNode;
  /** A second line under the label (vertical layout mostly): "2 adults, 1 child". */
  description?: ReactNode;
};

/** Where a step stands relative to the current one. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return "completed";
  return index === current ? "current" : "upcoming";
}

export const stepperVariants = cva(
  [
    // layout
    "block",
  ],
  {
    variants: {
      orientation: {
        // a size container, so labels other than the current one fold away when the space is narrow; it must
        // not shrink to its content, which a size container does not have
        horizontal: "@container w-full [&_[data-slot=stepper-list]]:flex-row",
        vertical: "[&_[data-slot=stepper-list]]:flex-col",
      },
      // the marker size is a variable: the vertical connector lines up under the marker's centre
      size: {
        sm: "text-xs [--stepper-marker:1.5rem]",
        md: "text-sm [--stepper-marker:2rem]",
      },
    },
    defaultVariants: {
      orientation: "horizontal",
      size: "md",
    },
  },
);

export const stepMarkerVariants = cva(
  [
    // shape
    "inline-flex size-(--stepper-marker) shrink-0 items-center justify-center rounded-full border font-semibold tabular-nums",
    // icons
    "[&_svg]:size-[55%]",
  ],
  {
    variants: {
      state: {
        completed: "border-primary bg-primary text-primary-foreground",
        current: "border-2 border-primary bg-surface text-primary",
        upcoming: "border-input bg-surface text-muted-foreground",
      },
    },
    defaultVariants: {
      state: "upcoming",
    },
  },
);

export type StepperVariants = VariantProps<typeof stepperVariants>;
export type StepperOrientation = NonNullable<StepperVariants["orientation"]>;
export type StepperSize = NonNullable<StepperVariants["size"]>;

export type StepperProps = Omit<ComponentProps<"div">, "children"> &
  StepperVariants & {
    steps: readonly StepperStep[];
    /** Index of the current step, 0-based; `steps.length` means every step is done. */
    current: number;
    /** Makes completed steps buttons that go back to them (a wizard that allows editing earlier answers). */
    onStepClick?: (index: number) => void;
    /** Names the list ("Reservation steps"); defaults to the localized "Progress". */
    label?: string;
  };

/**
 * Progress through a multi-step flow (reservation: options, travellers, payment, done). An ordered list; the
 * current step has `aria-current="step"`, completed and upcoming steps say so to screen readers, and "Step 2 of
 * 4" is read before the list. In a narrow horizontal space only the current step keeps its label.
 */
export function Stepper({ steps, current, onStepClick, label, orientation, size, className, ...props }: StepperProps) {
  const { locale, messages } = useDsLocale();
  const text = messages.data.stepper;
  const number = new Intl.NumberFormat(locale);
  const vertical = orientation === "vertical";
  const position = Math.min(Math.max(current, 0), steps.length);

  return (
    <div
      data-slot="stepper"
      data-orientation={orientation ?? "horizontal"}
      className={cn(stepperVariants({ orientation, size }), className)}
      {...props}
    >
      {position < steps.length && (
        <p className="sr-only">
          {fmt(text.stepOf, { step: number.format(position + 1), total: number.format(steps.length) })}
        </p>
      )}
      <ol data-slot="stepper-list" aria-label={label ?? text.label} className="flex">
        {steps.map((step, index) => {
          const state = stepState(index, position);
          const last = index === steps.length - 1;
          const clickable = state === "completed" && onStepClick !== undefined;
          const marker = (
            <span data-slot="stepper-marker" className={stepMarkerVariants({ state })}>
              {state === "completed" ? <Check aria-hidden="true" /> : number.format(index + 1)}
            </span>
          );
          const body = (
            <span
              data-slot="stepper-label"
              className={cn(
                "flex min-h-(--stepper-marker) min-w-0 flex-col justify-center",
                // a narrow horizontal stepper keeps only the current label
                !vertical && state !== "current" && "sr-only @lg:not-sr-only",
              )}
            >
              <span
                className={cn(
                  "font-medium",
                  state === "upcoming" ? "text-muted-foreground" : "text-foreground",
                  state === "current" && "font-semibold",
                )}
              >
                {step.label}
                {state !== "current" && (
                  <span className="sr-only">{` (${state === "completed" ? text.completed : text.upcoming})`}</span>
                )}
              </span>
              {step.description && (
                <span
                  className={cn(
                    "text-muted-foreground",
                    // a horizontal row has room for descriptions only when wide
                    !vertical && "sr-only @3xl:not-sr-only",
                  )}
                >
                  {step.description}
                </span>
              )}
            </span>
          );
          const inner = cn("flex gap-2", vertical ? "items-start gap-3" : "items-center");
          return (
            <li
              key={step.id ?? index}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn(
                "relative flex",
                vertical ? "pb-5 last:pb-0" : "items-center gap-2",
                !vertical && !last && "flex-1",
              )}
            >
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onStepClick(index)}
                  className={cn(
                    inner,
                    // a little bleed so the hover fill and the ring do not touch the marker
                    "-m-1 rounded-md p-1 text-start",
                    "outline-hidden hover:bg-hover focus-visible:shadow-focus",
                  )}
                >
                  {marker}
                  {body}
                </button>
              ) : (
                <span className={inner}>
                  {marker}
                  {body}
                </span>
              )}
              {!last && (
                <span
                  aria-hidden="true"
                  data-slot="stepper-connector"
                  className={cn(
                    state === "completed" ? "bg-primary" : "bg-border",
                    vertical
                      ? "absolute top-[calc(var(--stepper-marker)+0.25rem)] bottom-1 left-[calc(var(--stepper-marker)/2-1px)] w-0.5"
                      : "h-0.5 min-w-4 flex-1",
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
