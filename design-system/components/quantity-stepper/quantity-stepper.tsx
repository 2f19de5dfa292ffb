import { cva, type VariantProps } from "class-variance-authority";
import { Minus, Plus } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, useState } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";

export type QuantityBounds = { min: number; max: number; step: number };

/** Pulls a number into `[min, max]` on the step grid that starts at `min` (step 2 from 1: 1, 3, 5...). */
export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  const highest = Number.isFinite(max) ? min + Math.floor((max - min) / step) * step : Infinity;
  return Math.min(Math.max(snapped, min), highest);
}

/** Keeps digits only: the field takes whole, non-negative quantities. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}

export const quantityStepperVariants = cva(
  [
    // layout
    "inline-flex items-stretch overflow-hidden",
    // shape: the edge of a text input
    "rounded-md border border-input bg-surface text-foreground",
    // motion
    "transition-[border-color,box-shadow] duration-fast ease-standard",
    // hover and focus: the field tokens
    "hover:border-hover focus-within:border-focus focus-within:hover:border-focus",
    // invalid
    "data-invalid:border-danger",
    // disabled
    "data-disabled:cursor-not-allowed data-disabled:bg-muted data-disabled:opacity-50 data-disabled:hover:border-input",
  ],
  {
    variants: {
      size: {
        sm: "h-8 text-sm [&_button]:w-8 [&_input]:w-10 [&_svg]:size-3.5",
        md: "h-10 text-base [&_button]:w-10 [&_input]:w-12 [&_svg]:size-4",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type QuantityStepperVariants = VariantProps<typeof quantityStepperVariants>;
export type QuantityStepperSize = NonNullable<QuantityStepperVariants["size"]>;

export type QuantityStepperProps = {
  /** The quantity (controlled). */
  value?: number;
  /** The quantity at start (uncontrolled); defaults to `min`. */
  defaultValue?: number;
  /** Called with each committed quantity (buttons, arrow keys, or typing once the field is left). */
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** What is counted ("Adults"): names the field and the buttons ("Increase Adults"). */
  itemName?: string;
  /** Form field name of the number input. */
  name?: string;
  disabled?: boolean;
  /** Marks the field as failing validation. */
  invalid?: boolean;
  size?: QuantityStepperSize;
  /** The number input's id, for `<label htmlFor>`. */
  id?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  className?: string;
};

/**
 * − [ 2 ] +: a quantity field. The buttons stay focusable at the bounds (aria-disabled) so focus is not lost; each
 * press is announced politely ("Adults: 3"). The input takes digits only and is a spinbutton: ArrowUp/ArrowDown
 * step, Home/End jump to the bounds, a typed number is pulled into range when the field is left or on Enter.
 */
export function QuantityStepper({
  value: valueProp,
  defaultValue,
  onChange,
  min = 0,
  max = Infinity,
  step = 1,
  itemName,
  name,
  disabled = false,
  invalid = false,
  size,
  id,
  className,
  ...aria
}: QuantityStepperProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.quantity;
  const bounds = { min, max, step };
  const [own, setOwn] = useState(() => clampQuantity(defaultValue ?? min, bounds));
  const value = valueProp ?? own;
  // text being typed; null when the field shows the value
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const label = itemName ?? t.quantity;
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && clampQuantity(value + step, bounds) > value;

  function commit(next: number, announce: boolean) {
    const clamped = clampQuantity(next, bounds);
    setDraft(null);
    if (announce)
      setAnnouncement(fmt(t.announce, { name: label, value: new Intl.NumberFormat(locale).format(clamped) }));
    if (clamped === value) return;
    setOwn(clamped);
    onChange?.(clamped);
  }

  function commitDraft() {
    if (draft === null) return;
    commit(draft === "" ? value : Number(draft), false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, number | undefined> = {
      ArrowUp: value + step,
      ArrowDown: value - step,
      Home: min,
      End: Number.isFinite(max) ? max : undefined,
    };
    if (event.key === "Enter") {
      commitDraft();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next, false);
  }

  const buttonClasses = cn(
    "inline-flex shrink-0 items-center justify-center text-foreground",
    "transition-colors duration-fast ease-standard enabled:hover:bg-hover",
    // focus: an inset ring, since the rounded frame clips anything drawn outside the button
    "outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset",
    "aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:hover:bg-transparent",
    "disabled:cursor-not-allowed",
  );

  return (
    <div
      role="group"
      aria-label={itemName}
      data-slot="quantity-stepper"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(quantityStepperVariants({ size }), className)}
    >
      <button
        type="button"
        aria-label={itemName ? fmt(t.decrease, { name: itemName }) : t.decreaseQuantity}
        aria-disabled={!canDecrease || undefined}
        disabled={disabled}
        data-slot="quantity-stepper-decrease"
        className={buttonClasses}
        onClick={() => canDecrease && commit(value - step, true)}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-label={aria["aria-labelledby"] || id ? undefined : label}
        aria-labelledby={aria["aria-labelledby"]}
        aria-describedby={aria["aria-describedby"]}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={draft ?? String(value)}
        data-slot="quantity-stepper-input"
        className="min-w-0 border-x border-border bg-transparent text-center tabular-nums outline-hidden disabled:cursor-not-allowed"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(digitsOnly(event.target.value))}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        aria-label={itemName ? fmt(t.increase, { name: itemName }) : t.increaseQuantity}
        aria-disabled={!canIncrease || undefined}
        disabled={disabled}
        data-slot="quantity-stepper-increase"
        className={buttonClasses}
        onClick={() => canIncrease && commit(value + step, true)}
      >
        <Plus aria-hidden="true" />
      </button>
      <span aria-live="polite" className="sr-only" data-slot="quantity-stepper-status">
        {announcement}
      </span>
    </div>
  );
}
