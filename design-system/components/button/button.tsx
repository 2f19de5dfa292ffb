import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  [
    // layout
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap select-none",
    // shape
    "rounded-md border border-transparent font-medium",
    // motion
    "transition-[color,background-color,border-color,box-shadow] duration-fast ease-standard",
    // focus: a shadow ring; the transparent outline still shows in forced-colours mode
    "outline-hidden focus-visible:shadow-focus",
    // disabled: not pointer-events-none, so the cursor explains why nothing happens
    "disabled:cursor-not-allowed disabled:opacity-50",
    // busy
    "aria-busy:cursor-wait",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      // `not-disabled:` rather than `enabled:`: `:enabled` never matches an <a>, and ButtonLink reuses these classes
      intent: {
        primary: "bg-primary text-primary-foreground not-disabled:hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground not-disabled:hover:bg-hover",
        outline: "border-input bg-surface text-foreground not-disabled:hover:bg-hover",
        ghost: "bg-transparent text-foreground not-disabled:hover:bg-hover",
        danger: "bg-danger text-danger-foreground not-disabled:hover:bg-danger-hover",
        link: "bg-transparent text-primary underline-offset-4 not-disabled:hover:underline",
      },
      size: {
        sm: "h-8 gap-1.5 px-3 text-sm",
        md: "h-9 px-4 text-sm",
        // 44 px: the touch-target size for the main call to action
        lg: "h-11 px-6 text-base",
        icon: "size-9",
      },
    },
    defaultVariants: {
      intent: "primary",
      size: "md",
    },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
export type ButtonIntent = NonNullable<ButtonVariants["intent"]>;
export type ButtonSize = NonNullable<ButtonVariants["size"]>;

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariants & {
    /** Shows a spinner, sets `aria-busy` and blocks clicks until the work is done; the label stays as the name. */
    loading?: boolean;
  };

/** The house button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  className,
  intent,
  size,
  loading = false,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-intent={intent ?? "primary"}
      data-size={size ?? "md"}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ intent, size }), className)}
      {...props}
    >
      {loading && <Spinner />}
      {/* an icon button has no room for both: the spinner stands in for the icon, aria-label stays the name */}
      {loading && size === "icon" ? null : children}
    </button>
  );
}

function Spinner() {
  return (
    <svg data-slot="spinner" viewBox="0 0 24 24" fill="none" aria-hidden="true" className="animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" strokeOpacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
