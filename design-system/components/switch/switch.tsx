import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ChoiceText, useChoiceControl } from "../field";
import { splitFieldControlInput } from "../field/field";

export const switchVariants = cva(
  [
    // layout: `group` lets the thumb follow the state
    "group inline-flex shrink-0 items-center",
    // shape: the track
    "rounded-full border border-input bg-muted",
    // motion
    "transition-[background-color,border-color,box-shadow] duration-fast ease-standard",
    // hover: the field hover token on the track's edge while off
    "not-disabled:data-[state=unchecked]:hover:border-hover",
    // checked
    "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
    // focus
    "outline-hidden focus-visible:shadow-focus",
    // invalid
    "aria-invalid:border-danger",
    // disabled
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "h-5 w-9 p-0.5",
        md: "h-6 w-11 p-0.5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export const switchThumbVariants = cva(
  [
    // shape: off, the thumb is the strong edge colour so it reads against the pale track
    "pointer-events-none block rounded-full bg-input shadow-sm",
    // motion
    "transition-transform duration-fast ease-standard motion-reduce:transition-none",
    // checked
    "group-data-[state=checked]:bg-primary-foreground",
  ],
  {
    variants: {
      size: {
        sm: "size-3.5 group-data-[state=checked]:translate-x-4",
        md: "size-4.5 group-data-[state=checked]:translate-x-5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type SwitchVariants = VariantProps<typeof switchVariants>;
export type SwitchSize = NonNullable<SwitchVariants["size"]>;

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, "children"> &
  SwitchVariants & {
    /** The text beside the switch; clicking it toggles. Without it, give the switch an `aria-label`. */
    label?: ReactNode;
    /** A second line under the label, read as the switch's description. */
    description?: ReactNode;
    /** Marks the switch invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
  };

/** An on/off switch (Radix, `role="switch"`) for settings that apply at once; Space toggles it. */
export function Switch({ className, size, label, description, ...allProps }: SwitchProps) {
  const [input, props] = splitFieldControlInput(allProps);
  const { control, controlId: switchId, descriptionId } = useChoiceControl({ ...input, description });
  const track = (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? "md"}
      required={input.required}
      {...control}
      id={switchId}
      className={cn(switchVariants({ size }), !label && !description && className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
  if (!label && !description) return track;
  return (
    <div data-slot="switch-row" className={cn("flex items-start gap-3", className)}>
      <span className="flex min-h-6 items-center">{track}</span>
      <ChoiceText
        className="pt-0.5"
        controlId={switchId}
        descriptionId={descriptionId}
        label={label}
        description={description}
        disabled={control.disabled}
      />
    </div>
  );
}
