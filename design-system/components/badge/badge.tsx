import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  [
    // layout
    "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap",
    // shape
    "rounded-full border border-transparent font-medium",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-3.5",
  ],
  {
    variants: {
      // solid fills: white text on the -700 status shades passes 4.5:1 in both themes, tinted fills do not
      variant: {
        neutral: "border-border bg-muted text-foreground",
        primary: "bg-primary text-primary-foreground",
        success: "bg-toast-success text-toast-foreground",
        danger: "bg-danger text-danger-foreground",
        info: "bg-toast-info text-toast-foreground",
        warning: "bg-toast-warning text-toast-foreground",
        outline: "border-border bg-surface text-foreground",
      },
      size: {
        sm: "h-5 px-2 text-xs",
        md: "h-6 px-2.5 text-sm",
      },
    },
    defaultVariants: {
      variant: "neutral",
      size: "md",
    },
  },
);

export type BadgeVariants = VariantProps<typeof badgeVariants>;
export type BadgeVariant = NonNullable<BadgeVariants["variant"]>;
export type BadgeSize = NonNullable<BadgeVariants["size"]>;

export type BadgeProps = ComponentProps<"span"> & BadgeVariants;

/** A short label (a count, a category, a state). Its text carries the meaning; the colour only repeats it. */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      data-size={size ?? "md"}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
