import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps } from "../button";

/** Square sizes on top of `buttonVariants({ size: "icon" })`; the intents come from the button unchanged. */
export const iconButtonVariants = cva(
  [
    // shape: no padding, so the icon sits in the middle of the square
    "p-0",
  ],
  {
    variants: {
      size: {
        sm: "size-8",
        md: "size-9",
        // 44 px: the touch-target size, with a larger icon to match
        lg: "size-11 [&_svg:not([class*='size-'])]:size-5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type IconButtonVariants = VariantProps<typeof iconButtonVariants>;
export type IconButtonSize = NonNullable<IconButtonVariants["size"]>;

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label" | "aria-labelledby" | "title" | "children"> &
  IconButtonVariants & {
    /** The accessible name, also shown as the tooltip: an icon alone tells a screen reader nothing. */
    label: string;
    /** The icon (lucide-react or an inline svg); it is hidden from assistive technology. */
    children: ReactNode;
  };

/** An icon-only button. `label` is required by its type, so an unnamed icon button cannot be written. */
export function IconButton({ label, size, className, children, ...props }: IconButtonProps) {
  return (
    <Button
      size="icon"
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ size }), className)}
      {...props}
      data-slot="icon-button"
      data-size={size ?? "md"}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </Button>
  );
}
