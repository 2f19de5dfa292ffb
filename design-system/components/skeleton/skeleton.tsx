import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";

export const skeletonVariants = cva(
  [
    // look
    "block bg-muted",
    // motion: a pulse; none at all for people who asked for less motion
    "animate-pulse motion-reduce:animate-none",
  ],
  {
    variants: {
      shape: {
        line: "h-4 w-full rounded-sm",
        block: "h-24 w-full rounded-lg",
        circle: "size-10 rounded-full",
      },
    },
    defaultVariants: {
      shape: "line",
    },
  },
);

export type SkeletonVariants = VariantProps<typeof skeletonVariants>;
export type SkeletonShape = NonNullable<SkeletonVariants["shape"]>;

export type SkeletonProps = Omit<ComponentProps<"div">, "children"> &
  SkeletonVariants & {
    /** Number of lines for the `line` shape; the last one is shorter, as a paragraph's last line. */
    lines?: number;
    /**
     * Announces loading to screen readers (the shapes themselves are hidden): `true` says "Loading…", a string
     * says what is loading. Set it on one skeleton per region, not on every line.
     */
    srLabel?: boolean | string;
    /** Classes for each shape (size them here: `h-32`, `size-16`); `className` styles the wrapper. */
    shapeClassName?: string;
  };

/** A placeholder in the shape of content that is still loading. */
export function Skeleton({ className, shape, lines = 1, srLabel = false, shapeClassName, ...props }: SkeletonProps) {
  const { messages } = useDsLocale();
  const count = shape === "line" || shape == null ? Math.max(1, Math.floor(lines)) : 1;
  const label = srLabel === true ? messages.feedback.loading : srLabel || null;
  return (
    <div data-slot="skeleton" data-shape={shape ?? "line"} className={cn("flex flex-col gap-2", className)} {...props}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cn(skeletonVariants({ shape }), count > 1 && i === count - 1 && "w-3/5", shapeClassName)}
        />
      ))}
      {label && (
        <span role="status" className="sr-only">
          {label}
        </span>
      )}
    </div>
  );
}
