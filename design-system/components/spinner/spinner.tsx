import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";

export const spinnerVariants = cva(
  [
    // layout
    "inline-flex items-center gap-2 text-muted-foreground",
  ],
  {
    variants: {
      size: {
        sm: "text-xs [&_svg]:size-4",
        md: "text-sm [&_svg]:size-6",
        lg: "text-base [&_svg]:size-10",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type SpinnerVariants = VariantProps<typeof spinnerVariants>;
export type SpinnerSize = NonNullable<SpinnerVariants["size"]>;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  SpinnerVariants & {
    /** What is loading, read by screen readers (and shown with `showLabel`); defaults to "Loading…". */
    label?: string;
    /** Shows the label beside the ring instead of only to screen readers. */
    showLabel?: boolean;
  };

/** A busy indicator announced as a status; for a busy button use the button's own `loading` instead. */
export function Spinner({ className, size, label, showLabel = false, ...props }: SpinnerProps) {
  const { messages } = useDsLocale();
  const text = label ?? messages.feedback.loading;
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size ?? "md"}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        // reduced motion: still turning (it means "busy"), but slowly
        className="shrink-0 animate-spin text-primary motion-reduce:[animation-duration:3s]"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" strokeOpacity="0.2" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? undefined : "sr-only"}>{text}</span>
    </span>
  );
}
