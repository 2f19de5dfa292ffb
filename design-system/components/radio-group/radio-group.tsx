import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { useFieldControlFromProps } from "../field/field";

export const radioGroupVariants = cva(
  [
    // layout: a named group, so items can follow the group's invalid state
    "group/radio-group flex",
  ],
  {
    variants: {
      orientation: {
        vertical: "flex-col gap-2.5",
        horizontal: "flex-row flex-wrap gap-x-5 gap-y-2.5",
      },
    },
    defaultVariants: {
      orientation: "vertical",
    },
  },
);

export type RadioGroupVariants = VariantProps<typeof radioGroupVariants>;
export type RadioGroupOrientation = NonNullable<RadioGroupVariants["orientation"]>;

export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, "orientation"> &
  RadioGroupVariants & {
    /** Marks the group invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
  };

/**
 * A radio group (Radix): Tab enters at the checked radio, every arrow key moves and selects (in both layouts, as
 * the ARIA pattern asks), Space selects. Inside a Field the Field's label names the group.
 */
export function RadioGroup({ className, orientation, ...allProps }: RadioGroupProps) {
  const [control, props] = useFieldControlFromProps(allProps, { group: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      // not passed to Radix as `orientation`: that would limit the arrows to one axis
      data-layout={orientation ?? "vertical"}
      required={allProps.required}
      {...control}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...props}
    />
  );
}

export const radioVariants = cva([
  // layout
  "inline-flex size-5 shrink-0 items-center justify-center",
  // shape
  "rounded-full border border-input bg-surface",
  // motion
  "transition-[background-color,border-color,box-shadow] duration-fast ease-standard",
  // hover: the field hover token, on an unselected radio
  "not-disabled:data-[state=unchecked]:hover:border-hover",
  // checked
  "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
  // focus
  "outline-hidden focus-visible:shadow-focus",
  // invalid: radios take it from their group (aria-invalid belongs to the radiogroup)
  "group-aria-invalid/radio-group:border-danger group-aria-invalid/radio-group:data-[state=unchecked]:hover:border-danger",
  // disabled
  "disabled:cursor-not-allowed disabled:opacity-50",
]);

export type RadioGroupItemProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, "children"> & {
  /** The text beside the radio; clicking it selects the radio. */
  label: ReactNode;
  /** A second line under the label, read as the radio's description. */
  description?: ReactNode;
};

/** One option of a RadioGroup, with its label. */
export function RadioGroupItem({ className, label, description, id, disabled, ...props }: RadioGroupItemProps) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const descriptionId = `${itemId}-description`;
  return (
    <div data-slot="radio-group-row" className={cn("flex items-start gap-2", className)}>
      <span className="flex h-5 items-center">
        <RadioGroupPrimitive.Item
          data-slot="radio-group-item"
          id={itemId}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          className={radioVariants()}
          {...props}
        >
          <RadioGroupPrimitive.Indicator
            data-slot="radio-group-indicator"
            className="size-2 rounded-full bg-primary-foreground"
          />
        </RadioGroupPrimitive.Item>
      </span>
      <span className="flex flex-col gap-0.5">
        <label
          htmlFor={itemId}
          className={cn(
            "text-sm leading-5 text-foreground",
            disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer",
            // a disabled group disables every radio
            "group-data-disabled/radio-group:cursor-not-allowed group-data-disabled/radio-group:opacity-50",
          )}
        >
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-sm leading-5 text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
