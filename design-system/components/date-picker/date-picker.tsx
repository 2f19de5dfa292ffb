import * as Popover from "@radix-ui/react-popover";
import { cva, type VariantProps } from "class-variance-authority";
import { CalendarDays, X } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";
import { Calendar, type DateConstraints, formatLongDate, type IsoDate } from "../calendar";

export const datePickerTriggerVariants = cva(
  [
    // layout
    "flex w-full min-w-0 items-center gap-2 text-left whitespace-nowrap",
    // shape: the same edge as a text input
    "rounded-md border border-input bg-surface text-foreground",
    // motion
    "transition-[border-color,box-shadow] duration-fast ease-standard",
    // hover: the spec's field hover border (#d2d2d2)
    "enabled:hover:border-hover",
    // focus: black border, thickened by a 1px ring so it reads at a glance; kept while the calendar is open
    "outline-hidden focus-visible:border-focus focus-visible:ring-1 focus-visible:ring-focus data-[state=open]:border-focus",
    // invalid
    "aria-invalid:border-danger enabled:aria-invalid:hover:border-danger aria-invalid:focus-visible:ring-danger",
    // disabled
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50",
    // icons
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg]:text-muted-foreground [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm",
        md: "h-9 px-3 text-sm",
        // 44 px touch target for mobile booking forms
        lg: "h-11 px-3.5 text-base",
      },
      clearable: {
        // room for the clear button that sits over the field's right end
        true: "pr-9",
        false: "",
      },
    },
    defaultVariants: { size: "md", clearable: false },
  },
);

export type DatePickerTriggerVariants = VariantProps<typeof datePickerTriggerVariants>;
export type DatePickerSize = NonNullable<DatePickerTriggerVariants["size"]>;

/** Props every date field shares (the single and the range picker). */
export type DateFieldBaseProps = DateConstraints & {
  /** Text shown while nothing is chosen; defaults to the localized "Select a date". */
  placeholder?: string;
  /** Shows a button that empties the field. */
  clearable?: boolean;
  disabled?: boolean;
  /** Marks the field as failing validation (red border, `aria-invalid`). */
  invalid?: boolean;
  size?: DatePickerSize;
  /** Today's date; defaults to the browser's local today. */
  today?: IsoDate;
  /** Opens the calendar (controlled). */
  open?: boolean;
  /** Opens the calendar at first render (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger's id, for `<label htmlFor>`. */
  id?: string;
  /** The field's name when there is no visible label; the value is appended to it for screen readers. */
  "aria-label"?: string;
  /** Id of the visible label; the value is appended to it for screen readers. */
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  /** Called when focus leaves the trigger (react-hook-form's `onBlur`). */
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  /** The trigger button, so a form library can focus the field on error. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

export type DatePickerProps = DateFieldBaseProps & {
  /** The chosen date (controlled); `null` for none. */
  value?: IsoDate | null;
  /** The chosen date at start (uncontrolled). */
  defaultValue?: IsoDate | null;
  /** Called with the chosen date, or `null` when cleared. */
  onChange?: (date: IsoDate | null) => void;
  /** Form field name: a hidden input carries the ISO date, so a plain form submit sends `2026-05-20`. */
  name?: string;
};

/** A controlled-or-uncontrolled value, the usual React form-field contract. */
export function useDateFieldState<T>(controlled: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState<T>(initial);
  const value = controlled !== undefined ? controlled : own;
  const set = (next: T) => {
    setOwn(next);
    onChange?.(next);
  };
  return [value, set] as const;
}

/** Focuses the calendar's tab stop when the popover opens (the selected day, else today or the minimum date). */
function focusCalendarDay(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement | null;
  content?.querySelector<HTMLElement>('[data-slot="calendar-day"][tabindex="0"]')?.focus();
}

type DateFieldFrameProps = {
  triggerProps: DateFieldBaseProps & { valueId: string; invalid: boolean; hasValue: boolean; icon: ReactNode };
  open: boolean;
  setOpen: (open: boolean) => void;
  label: ReactNode;
  clearLabel: string;
  onClear: () => void;
  dialogLabel: string;
  slot: string;
  hidden: ReactNode;
  children: ReactNode;
};

/** The frame both pickers share: trigger, optional clear button, popover, hidden form inputs. */
export function DateFieldFrame({
  triggerProps,
  open,
  setOpen,
  label,
  clearLabel,
  onClear,
  dialogLabel,
  slot,
  hidden,
  children,
}: DateFieldFrameProps) {
  const {
    size,
    clearable = false,
    disabled,
    invalid,
    hasValue,
    valueId,
    icon,
    id,
    onBlur,
    ref,
    className,
  } = triggerProps;
  const showClear = clearable && hasValue && !disabled;
  const ownLabelId = useId();
  const ariaLabel = triggerProps["aria-label"];
  const labelledBy = triggerProps["aria-labelledby"] ?? (ariaLabel ? ownLabelId : undefined);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // ArrowDown opens, as on a select; Enter and Space open through the button's click
    if (event.key === "ArrowDown" && !open) {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div data-slot={slot} className={cn("relative flex w-full", className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            ref={ref}
            type="button"
            id={id}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            // the name is the label followed by the visible value ("Departure date May 20, 2026"), so what is seen
            // is what is heard (label in name); with a <label htmlFor> instead, the value is read as the description
            aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
            aria-describedby={
              [labelledBy ? null : valueId, triggerProps["aria-describedby"]].filter(Boolean).join(" ") || undefined
            }
            data-slot={`${slot}-trigger`}
            className={datePickerTriggerVariants({ size, clearable: showClear })}
            onKeyDown={onTriggerKeyDown}
            onBlur={onBlur}
          >
            {icon}
            <span id={valueId} className={cn("min-w-0 flex-1 truncate", !hasValue && "text-muted-foreground")}>
              {label}
            </span>
          </button>
        </Popover.Trigger>
        {showClear && (
          <button
            type="button"
            aria-label={clearLabel}
            data-slot={`${slot}-clear`}
            className={cn(
              "absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm",
              "text-muted-foreground transition-colors duration-fast ease-standard hover:bg-hover hover:text-foreground",
              "outline-hidden focus-visible:shadow-focus [&_svg]:size-4",
            )}
            onClick={(event) => {
              const trigger = event.currentTarget.parentElement?.querySelector<HTMLElement>(
                `[data-slot="${slot}-trigger"]`,
              );
              onClear();
              // the clear button goes away with the value: keep focus in the field
              trigger?.focus();
            }}
          >
            <X aria-hidden="true" />
          </button>
        )}
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-label={dialogLabel}
            data-slot={`${slot}-content`}
            className="z-dropdown rounded-lg border border-border bg-surface shadow-lg outline-hidden"
            onOpenAutoFocus={focusCalendarDay}
          >
            {children}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {ariaLabel && !triggerProps["aria-labelledby"] && (
        <span id={ownLabelId} hidden>
          {ariaLabel}
        </span>
      )}
      {hidden}
    </div>
  );
}

/**
 * A date field: a trigger that looks like an input and opens the calendar in a popover. Enter, Space or ArrowDown
 * open it with focus on the selected day (or today, or the minimum date); Enter chooses and closes; Escape
 * closes; focus returns to the field. The value is an ISO date, and `name` adds a hidden input for plain forms.
 */
export function DatePicker({
  value: valueProp,
  defaultValue = null,
  onChange,
  name,
  placeholder,
  minDate,
  maxDate,
  isDateDisabled,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  today,
  invalid = false,
  ...rest
}: DatePickerProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.datePicker;
  const [value, setValue] = useDateFieldState<IsoDate | null>(valueProp, defaultValue, onChange);
  const [open, setOpen] = useDateFieldState<boolean>(openProp, defaultOpen, onOpenChange);
  const valueId = useId();

  return (
    <DateFieldFrame
      slot="date-picker"
      triggerProps={{
        ...rest,
        valueId,
        invalid,
        hasValue: value !== null,
        icon: <CalendarDays aria-hidden="true" />,
      }}
      open={open}
      setOpen={setOpen}
      label={value ? formatLongDate(value, locale) : (placeholder ?? t.placeholder)}
      clearLabel={t.clear}
      onClear={() => setValue(null)}
      dialogLabel={t.dialogLabel}
      hidden={name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
    >
      <Calendar
        value={value}
        minDate={minDate}
        maxDate={maxDate}
        isDateDisabled={isDateDisabled}
        today={today}
        onChange={(date) => {
          setValue(date);
          setOpen(false);
        }}
      />
    </DateFieldFrame>
  );
}
