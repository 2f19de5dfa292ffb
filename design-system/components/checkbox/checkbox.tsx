import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { cva, type VariantProps } from "class-variance-authority";
import { Check, Minus } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ChoiceText, useChoiceControl } from "../field";
import { splitFieldControlInput } from "../field/field";

export const checkboxVariants = cva(
  [
    // layout: `group` lets the indicator pick its icon from the state
    "group inline-flex shrink-0 items-center justify-center",
    // shape
    "rounded-sm border border-input bg-surface text-primary-foreground",
    // motion
    "transition-[background-color,border-color,box-shadow] duration-fast ease-standard",
    // hover: the field hover token, while the box is still empty
    "not-disabled:data-[state=unchecked]:hover:border-hover",
    // checked
    "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
    "data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
    // focus
    "outline-hidden focus-visible:shadow-focus",
    // invalid
    "aria-invalid:border-danger aria-invalid:data-[state=unchecked]:hover:border-danger",
    // disabled
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "size-4 [&_svg]:size-3",
        // 20 px box; the label beside it widens the pointer target
        md: "size-5 [&_svg]:size-3.5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type CheckboxVariants = VariantProps<typeof checkboxVariants>;
export type CheckboxSize = NonNullable<CheckboxVariants["size"]>;
export type CheckedState = CheckboxPrimitive.CheckedState;

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, "children"> &
  CheckboxVariants & {
    /** The text beside the box; clicking it toggles the box. Without it, give the box an `aria-label`. */
    label?: ReactNode;
    /** A second line under the label, read as the box's description. */
    description?: ReactNode;
    /** Marks the box invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
  };

/**
 * A checkbox (Radix) with an optional label; `checked="indeterminate"` shows the mixed state (a dash,
 * `aria-checked="mixed"`). Inside a Field it takes the Field's id, description, invalid and required state.
 */
export function Checkbox({ className, size, label, description, ...allProps }: CheckboxProps) {
  const [input, props] = splitFieldControlInput(allProps);
  const { control, controlId: boxId, descriptionId } = useChoiceControl({ ...input, description });
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? "md"}
      required={input.required}
      {...control}
      id={boxId}
      className={cn(checkboxVariants({ size }), !label && !description && className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        <Check aria-hidden="true" strokeWidth={3} className="hidden group-data-[state=checked]:block" />
        <Minus aria-hidden="true" strokeWidth={3} className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label && !description) return box;
  return (
    <div data-slot="checkbox-row" className={cn("flex items-start gap-2", className)}>
      {/* the row's first line is 20 px high, so the box lines up with the label's first line */}
      <span className="flex h-5 items-center">{box}</span>
      <ChoiceText
        controlId={boxId}
        descriptionId={descriptionId}
        label={label}
        description={description}
        disabled={control.disabled}
        requiredMark={Boolean(control["aria-required"])}
      />
    </div>
  );
}
