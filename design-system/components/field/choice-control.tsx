import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { type FieldControlInput, RequiredMark, useFieldControl } from "./field";

/**
 * The wiring a labelled on/off control (checkbox, switch) shares: its own description joins `aria-describedby`,
 * a Field around it lends id, invalid and required state, and an id exists even outside a Field.
 */
export function useChoiceControl(props: FieldControlInput & { description?: ReactNode }) {
  const { description, ...input } = props;
  const generatedId = useId();
  const descriptionId = `${generatedId}-description`;
  const control = useFieldControl({
    ...input,
    "aria-describedby":
      [description ? descriptionId : undefined, input["aria-describedby"]].filter(Boolean).join(" ") || undefined,
  });
  return { control, controlId: control.id ?? generatedId, descriptionId };
}

/** The label and description beside a checkbox or switch; clicking the label toggles the control. */
export function ChoiceText({
  controlId,
  descriptionId,
  label,
  description,
  disabled,
  requiredMark = false,
  className,
}: {
  controlId: string;
  descriptionId: string;
  label?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Shows the required mark after the label (checkboxes such as "I agree to the terms"). */
  requiredMark?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("flex flex-col gap-0.5", className)}>
      {label && (
        <label
          htmlFor={controlId}
          className={cn(
            "text-sm leading-5 text-foreground",
            disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer",
          )}
        >
          {label}
          {requiredMark && <RequiredMark />}
        </label>
      )}
      {description && (
        <span id={descriptionId} className="text-sm leading-5 text-muted-foreground">
          {description}
        </span>
      )}
    </span>
  );
}
