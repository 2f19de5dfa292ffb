import * as RadioGroup from "@radix-ui/react-radio-group";
import { cva, type VariantProps } from "class-variance-authority";
import { Star } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { GroupLabel } from "../field/group-label";

const MAX = 5;

/** Rounds to the nearest half star within 0..max (4.26 shows 4.5, 4.24 shows 4). */
export function roundToHalf(value: number, max = MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.round(value * 2) / 2, 0), max);
}

/** How much of star `index` (0-based) is filled for a rating: 1, 0.5 or 0. */
export function starFill(rating: number, index: number): 0 | 0.5 | 1 {
  const rest = roundToHalf(rating) - index;
  if (rest >= 1) return 1;
  return rest >= 0.5 ? 0.5 : 0;
}

export const ratingVariants = cva(
  [
    // layout
    "inline-flex items-center",
    // stars: filled in the text colour; no dedicated star token exists yet
    "[&_[data-slot=star-fill]]:fill-current [&_[data-slot=star-fill]]:text-foreground",
    // empty stars: the control-edge colour, 3:1 against the surface
    "[&_[data-slot=star-empty]]:text-input",
  ],
  {
    variants: {
      size: {
        sm: "gap-1 text-xs [&_svg]:size-3.5",
        md: "gap-1.5 text-sm [&_svg]:size-4",
        lg: "gap-2 text-base [&_svg]:size-6",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type RatingVariants = VariantProps<typeof ratingVariants>;
export type RatingSize = NonNullable<RatingVariants["size"]>;

function StarGlyph({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <span className="relative inline-flex shrink-0" data-fill={fill}>
      <Star aria-hidden="true" data-slot="star-empty" strokeWidth={1.75} />
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Star aria-hidden="true" data-slot="star-fill" strokeWidth={1.75} />
        </span>
      )}
    </span>
  );
}

export type RatingDisplayProps = RatingVariants & {
  /** The rating, 0 to 5; shown to the nearest half star. */
  value: number;
  /** Number of reviews, shown as "(128)". */
  count?: number;
  /** Shows the number ("4.5") before the stars. */
  showValue?: boolean;
  className?: string;
};

/** Read-only stars (halves included) with the rating in words for screen readers ("4.5 out of 5"). */
export function RatingDisplay({ value, count, showValue = false, size, className }: RatingDisplayProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.rating;
  const rounded = roundToHalf(value);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const label = fmt(t.outOf, { value: number.format(rounded), max: number.format(MAX) });
  const plural = new Intl.PluralRules(locale);
  return (
    <span data-slot="rating" className={cn(ratingVariants({ size }), className)}>
      {showValue && (
        <span aria-hidden="true" className="font-semibold text-foreground tabular-nums">
          {new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded)}
        </span>
      )}
      <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
        {Array.from({ length: MAX }, (_, i) => (
          <StarGlyph key={i} fill={starFill(rounded, i)} />
        ))}
      </span>
      {count !== undefined && (
        <span className="text-muted-foreground tabular-nums">
          <span aria-hidden="true">({number.format(count)})</span>
          <span className="sr-only">
            {fmt(plural.select(count) === "one" ? t.reviewsOne : t.reviewsOther, { count: number.format(count) })}
          </span>
        </span>
      )}
    </span>
  );
}

export type RatingInputProps = RatingVariants & {
  /** The chosen rating 1-5 (controlled); `null` for none. */
  value?: number | null;
  /** The chosen rating at start (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the chosen rating, or `null` when cleared. */
  onChange?: (value: number | null) => void;
  /** Visible label; it also names the group. */
  label?: string;
  /** Form field name: the rating is submitted under it. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the group as failing validation. */
  invalid?: boolean;
  /** Shows a "Clear rating" button once a rating is chosen. */
  clearable?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  className?: string;
};

/**
 * Five stars as a radio group: click or arrow keys to choose (arrows move and choose, as radios do), hovering
 * previews; a screen reader hears "3 stars, radio, 3 of 5". `clearable` adds a button back to no rating.
 */
export function RatingInput({
  value: valueProp,
  defaultValue = null,
  onChange,
  label,
  name,
  required,
  disabled,
  invalid = false,
  clearable = false,
  size,
  id,
  className,
  ...aria
}: RatingInputProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.rating;
  const labelId = useId();
  const [own, setOwn] = useState<number | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : own;
  const [hover, setHover] = useState<number | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const plural = new Intl.PluralRules(locale);
  const shown = disabled ? (value ?? 0) : (hover ?? value ?? 0);

  function set(next: number | null) {
    setOwn(next);
    onChange?.(next);
  }

  return (
    <div data-slot="rating-input" className={cn("flex flex-col gap-1.5", className)}>
      {label && (
        <GroupLabel id={labelId} required={required}>
          {label}
        </GroupLabel>
      )}
      <div className={cn(ratingVariants({ size }), "gap-2")}>
        <RadioGroup.Root
          id={id}
          value={value ? String(value) : ""}
          onValueChange={(next) => set(Number(next))}
          name={name}
          required={required}
          disabled={disabled}
          loop={false}
          ref={groupRef}
          aria-label={aria["aria-label"]}
          aria-labelledby={aria["aria-labelledby"] ?? (label ? labelId : undefined)}
          aria-describedby={aria["aria-describedby"]}
          aria-invalid={invalid || undefined}
          className="group inline-flex items-center"
          onMouseLeave={() => setHover(null)}
        >
          {Array.from({ length: MAX }, (_, i) => {
            const stars = i + 1;
            return (
              <RadioGroup.Item
                key={stars}
                value={String(stars)}
                aria-label={fmt(plural.select(stars) === "one" ? t.starsOne : t.starsOther, { count: stars })}
                data-slot="rating-star"
                data-preview={hover !== null && stars <= hover ? "" : undefined}
                className={cn(
                  // a 2px pad around each star: a bigger target, and room for the focus ring
                  "inline-flex rounded-sm p-0.5 outline-hidden transition-transform duration-fast ease-standard",
                  "focus-visible:shadow-focus enabled:hover:scale-110 disabled:cursor-not-allowed disabled:opacity-50",
                  "group-aria-invalid:[&_[data-slot=star-empty]]:text-danger",
                )}
                onMouseEnter={() => !disabled && setHover(stars)}
              >
                <StarGlyph fill={stars <= shown ? 1 : 0} />
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
        {clearable && value !== null && value > 0 && !disabled && (
          <button
            type="button"
            data-slot="rating-clear"
            className={cn(
              "rounded-sm px-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline",
              "outline-hidden focus-visible:shadow-focus",
            )}
            onClick={() => {
              set(null);
              // the button leaves with the rating: focus goes back to the stars
              groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
            }}
          >
            {t.clear}
          </button>
        )}
      </div>
    </div>
  );
}
