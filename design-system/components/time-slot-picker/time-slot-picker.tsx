import * as RadioGroup from "@radix-ui/react-radio-group";
import { cva, type VariantProps } from "class-variance-authority";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { GroupLabel } from "../field/group-label";

/** One bookable time: `"09:00"` (24-hour, as the server sends it), whether it can be booked, places left. */
export type TimeSlot = { time: string; available: boolean; remaining?: number };

export const timeSlotVariants = cva(
  [
    // layout
    "flex flex-col items-center justify-center gap-0.5 rounded-md border px-2 text-center select-none",
    // colour
    "border-input bg-surface text-foreground",
    // motion
    "transition-[color,background-color,border-color,box-shadow] duration-fast ease-standard",
    // hover: the field hover token
    "enabled:hover:border-hover enabled:hover:bg-muted",
    // checked
    "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground enabled:data-[state=checked]:hover:bg-primary-hover",
    // focus
    "outline-hidden focus-visible:shadow-focus",
    // invalid
    "group-aria-invalid:border-danger",
    // full: stays readable (it says why), struck through, not clickable
    "disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:text-muted-foreground",
  ],
  {
    variants: {
      size: {
        sm: "min-h-11 text-sm",
        md: "min-h-14 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type TimeSlotVariants = VariantProps<typeof timeSlotVariants>;
export type TimeSlotSize = NonNullable<TimeSlotVariants["size"]>;

export type TimeSlotPickerProps = {
  slots: readonly TimeSlot[];
  /** The chosen time (controlled); `""` or undefined for none. */
  value?: string;
  /** The chosen time at start (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen `time`. */
  onValueChange?: (time: string) => void;
  /** Visible label above the slots; it also names the group. */
  label?: string;
  /** Form field name: the chosen time is submitted under it. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Marks the group as failing validation. */
  invalid?: boolean;
  size?: TimeSlotSize;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  className?: string;
};

/**
 * Time slots as a radio group in a grid: Tab enters on the chosen slot, arrows move and choose (full slots are
 * skipped), Space chooses. A full slot shows "Full"; `remaining` shows the places left.
 */
export function TimeSlotPicker({
  slots,
  value,
  defaultValue,
  onValueChange,
  label,
  name,
  required,
  disabled,
  invalid = false,
  size,
  id,
  className,
  ...aria
}: TimeSlotPickerProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.timeSlot;
  const labelId = useId();
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);

  return (
    <div data-slot="time-slot-picker" className={cn("flex flex-col gap-2", className)}>
      {label && (
        <GroupLabel id={labelId} required={required}>
          {label}
        </GroupLabel>
      )}
      <RadioGroup.Root
        id={id}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
        loop
        aria-label={aria["aria-label"]}
        aria-labelledby={aria["aria-labelledby"] ?? (label ? labelId : undefined)}
        aria-describedby={aria["aria-describedby"]}
        aria-invalid={invalid || undefined}
        className="group grid grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {slots.map((slot) => {
          let note: string | null = null;
          if (!slot.available) note = t.full;
          else if (slot.remaining !== undefined)
            note = fmt(plural.select(slot.remaining) === "one" ? t.remainingOne : t.remainingOther, {
              count: number.format(slot.remaining),
            });
          return (
            <RadioGroup.Item
              key={slot.time}
              value={slot.time}
              disabled={!slot.available}
              data-slot="time-slot"
              className={timeSlotVariants({ size })}
            >
              <span className={cn("font-medium tabular-nums", !slot.available && "line-through")}>{slot.time}</span>
              {note && <span className="text-xs">{note}</span>}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
