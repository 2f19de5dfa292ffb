import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, useId } from "react";
import { useDsLocale } from "../../i18n";
import { cn } from "../../lib/cn";

export const progressVariants = cva(
  [
    // layout
    "relative w-full overflow-hidden",
    // shape
    "rounded-full bg-muted",
  ],
  {
    variants: {
      size: {
        sm: "h-1.5",
        md: "h-2.5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type ProgressVariants = VariantProps<typeof progressVariants>;
export type ProgressSize = NonNullable<ProgressVariants["size"]>;

/** The share done, between 0 and 1; `null` when the value is unknown (indeterminate) or the max is unusable. */
export function progressFraction(value: number | null | undefined, max = 100): number | null {
  if (value == null || !Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return null;
  return Math.min(1, Math.max(0, value / max));
}

/** The percentage as the locale writes it: "42%" in English and Korean, "42 %" where the locale spaces it. */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(fraction);
}

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "children" | "getValueLabel"> &
  ProgressVariants & {
    /** What is progressing ("Uploading passport.jpg"); it names the bar. Without it the bar is called "Progress". */
    label?: string;
    /** Shows the percentage beside the label. */
    showValue?: boolean;
  };

/** A progress bar; leave `value` unset (or `null`) while the amount of work is unknown. */
export function Progress({ className, size, value, max = 100, label, showValue = false, ...props }: ProgressProps) {
  const { locale, messages } = useDsLocale();
  const labelId = useId();
  const fraction = progressFraction(value, max);
  const percent = fraction == null ? null : formatPercent(fraction, locale);
  const showHeader = Boolean(label) || (showValue && percent != null);
  return (
    <div data-slot="progress" className={cn("flex w-full flex-col gap-1.5", className)}>
      {showHeader && (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id={labelId} className="text-foreground">
            {label}
          </span>
          {/* the bar already says the value through aria-valuetext: no second announcement */}
          {showValue && percent != null && (
            <span aria-hidden="true" className="text-muted-foreground tabular-nums">
              {percent}
            </span>
          )}
        </div>
      )}
      <ProgressPrimitive.Root
        data-slot="progress-track"
        value={fraction == null ? null : value}
        max={max > 0 ? max : undefined}
        getValueLabel={(current, total) => formatPercent(current / total, locale)}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : messages.feedback.progress.label}
        className={progressVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            "h-full rounded-full bg-primary",
            fraction == null
              ? // unknown amount: the whole track pulses; still, for people who asked for less motion
                "w-full animate-pulse opacity-60 motion-reduce:animate-none"
              : "w-full origin-left transition-transform duration-normal ease-standard motion-reduce:transition-none",
          )}
          style={fraction == null ? undefined : { transform: `scaleX(${fraction})` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
