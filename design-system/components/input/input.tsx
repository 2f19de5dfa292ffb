import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useFieldControlFromProps } from "../field/field";

/**
 * The look every text-like control shares (input, textarea, select and combobox triggers): the spec's hover
 * border (#d2d2d2, `hover`) and black focus border (`focus`). Exported so those controls stay in step.
 */
export const controlStateClasses = [
  // shape
  "w-full min-w-0 rounded-md border border-input bg-surface text-foreground",
  // placeholder
  "placeholder:text-muted-foreground data-placeholder:text-muted-foreground",
  // motion
  "transition-[border-color,box-shadow] duration-fast ease-standard",
  // hover: not while focused or invalid, so those borders keep their meaning under the pointer
  "not-disabled:not-focus-visible:not-aria-invalid:hover:border-hover",
  // focus: the black border plus a 1px ring of the same colour, a 2px edge in all; the global outline would double it
  "outline-hidden focus-visible:border-focus focus-visible:ring-1 focus-visible:ring-focus",
  // invalid
  "aria-invalid:border-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-danger",
  // disabled
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  // readonly: looks settled, still focusable and selectable
  "[&[readonly]]:bg-muted",
];

/** Heights and insets of the text-like controls, by size; `lg` is 44 px, the touch-target size, as the large button. */
export const controlSizeClasses = {
  sm: "h-8 px-2.5 text-sm",
  md: "h-9 px-3 text-sm",
  lg: "h-11 px-3.5 text-base",
} as const;

export const inputVariants = cva(
  [
    ...controlStateClasses,
    // file inputs keep the native button but in our type
    "file:border-0 file:bg-transparent file:text-sm file:font-medium",
  ],
  { variants: { size: controlSizeClasses }, defaultVariants: { size: "md" } },
);

export type InputVariants = VariantProps<typeof inputVariants>;
export type InputSize = NonNullable<InputVariants["size"]>;

export type InputProps = Omit<ComponentProps<"input">, "size"> &
  InputVariants & {
    /** Marks the input invalid (`aria-invalid`) when it is not inside a Field that already says so. */
    invalid?: boolean;
  };

/** A single-line text input; inside a Field it takes the Field's id, description, invalid and required state. */
export function Input({ className, size, type = "text", ...allProps }: InputProps) {
  const [control, props] = useFieldControlFromProps(allProps);
  return (
    <input
      data-slot="input"
      data-size={size ?? "md"}
      type={type}
      required={allProps.required}
      {...control}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
