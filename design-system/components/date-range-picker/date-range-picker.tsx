import { CalendarRange } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";
import { fmt, useDsLocale } from "../../i18n";
import { Calendar, type DateRange, daysBetween, formatDateRange, formatLongDate, isValidDateRange } from "../calendar";
import { DateFieldFrame, type DateFieldBaseProps, useDateFieldState } from "../date-picker";

/** What the length of a range is counted in: hotel nights, tour days, or both ("3박 4일"). */
export type RangeCountUnit = "nights" | "days" | "nightsAndDays" | "none";

export type DateRangePickerProps = DateFieldBaseProps & {
  /** The chosen range (controlled). */
  value?: DateRange;
  /** The chosen range at start (uncontrolled). */
  defaultValue?: DateRange;
  /** Called with a complete range (end on or after start), or both ends `null` when cleared. */
  onChange?: (range: DateRange) => void;
  /** Form field name of the start date's hidden input. */
  startName?: string;
  /** Form field name of the end date's hidden input. */
  endName?: string;
  /** Months shown: `auto` is two from 640 px wide (the `sm` breakpoint), else one. */
  numberOfMonths?: 1 | 2 | "auto";
  /** How the length is shown after the dates ("3 nights" / "3박"). */
  countUnit?: RangeCountUnit;
};

const EMPTY: DateRange = { start: null, end: null };
const WIDE_QUERY = "(min-width: 640px)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on screens wide enough for two months side by side. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

type RangeMessages = {
  nightsOne: string;
  nightsOther: string;
  daysOne: string;
  daysOther: string;
  nightsAndDays: string;
};

/**
 * "3 nights", "4 days", "3 nights, 4 days" / "3박", "4일", "3박 4일"; null when the range is incomplete or
 * reversed. A same-day range is 0 nights and 1 day.
 */
export function formatRangeLength(
  range: DateRange,
  unit: RangeCountUnit,
  locale: string,
  messages: RangeMessages,
): string | null {
  if (unit === "none" || !isValidDateRange(range)) return null;
  const nights = daysBetween(range.start!, range.end!);
  const plural = new Intl.PluralRules(locale);
  const count = (n: number, one: string, other: string) =>
    fmt(plural.select(n) === "one" ? one : other, { count: new Intl.NumberFormat(locale).format(n) });
  const nightsText = count(nights, messages.nightsOne, messages.nightsOther);
  const daysText = count(nights + 1, messages.daysOne, messages.daysOther);
  if (unit === "nights") return nightsText;
  if (unit === "days") return daysText;
  return fmt(messages.nightsAndDays, { nights: nightsText, days: daysText });
}

/**
 * A start-and-end date field: two months side by side on wide screens, one on small. The first click picks the
 * start, the second the end (on or after the start) and closes; the field shows the dates and the length
 * ("3 nights"). `onChange` only ever receives complete ranges, so a half-chosen range never reaches a form.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue = EMPTY,
  onChange,
  startName,
  endName,
  placeholder,
  minDate,
  maxDate,
  isDateDisabled,
  numberOfMonths = "auto",
  countUnit = "nights",
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  today,
  invalid = false,
  ...rest
}: DateRangePickerProps) {
  const { locale, messages } = useDsLocale();
  const t = messages.dates.dateRangePicker;
  const [value, setValue] = useDateFieldState<DateRange>(valueProp, defaultValue, onChange);
  // the range being chosen while the calendar is open; it becomes the value once both ends are set
  const [draft, setDraft] = useState<DateRange | null>(null);
  const [open, setOpenState] = useDateFieldState<boolean>(openProp, defaultOpen, onOpenChange);
  const wide = useWideScreen();
  const months = numberOfMonths === "auto" ? (wide ? 2 : 1) : numberOfMonths;
  const valueId = useId();

  const setOpen = (next: boolean) => {
    setDraft(next ? value : null);
    setOpenState(next);
  };

  const shown = draft ?? value;
  const complete = Boolean(value.start && value.end);
  const reversed = complete && !isValidDateRange(value);
  const length = formatRangeLength(value, countUnit, locale, t);

  let label: string;
  if (complete) label = formatDateRange(value.start!, value.end!, locale);
  else if (value.start) label = fmt(t.startOnly, { start: formatLongDate(value.start, locale) });
  else label = placeholder ?? t.placeholder;

  // a reversed range from outside (end before start) is explained until a new range is started
  const explainReversed = reversed && (draft === null || draft === value);
  let status: string;
  if (explainReversed) status = t.invalidRange;
  else if (!shown.start || (draft && !draft.start)) status = t.selectStart;
  else if (!shown.end) status = t.selectEnd;
  else status = formatRangeLength(shown, countUnit, locale, t) ?? t.selectStart;

  return (
    <DateFieldFrame
      slot="date-range-picker"
      triggerProps={{
        ...rest,
        valueId,
        invalid: invalid || reversed,
        hasValue: Boolean(value.start || value.end),
        icon: <CalendarRange aria-hidden="true" />,
      }}
      open={open}
      setOpen={setOpen}
      label={
        <>
          {label}
          {length && (
            <>
              {" "}
              <span className="text-muted-foreground">· {length}</span>
            </>
          )}
        </>
      }
      clearLabel={t.clear}
      onClear={() => setValue(EMPTY)}
      dialogLabel={t.dialogLabel}
      hidden={
        <>
          {startName && <input type="hidden" name={startName} value={value.start ?? ""} />}
          {endName && <input type="hidden" name={endName} value={value.end ?? ""} />}
        </>
      }
    >
      <Calendar
        mode="range"
        value={draft ?? EMPTY}
        numberOfMonths={months}
        defaultMonth={value.start ?? undefined}
        minDate={minDate}
        maxDate={maxDate}
        isDateDisabled={isDateDisabled}
        today={today}
        onChange={(next) => {
          setDraft(next);
          if (next.start && next.end) {
            setValue(next);
            setOpenState(false);
          }
        }}
      />
      <p
        role="status"
        data-slot="date-range-picker-status"
        className={cn(
          "border-t border-border px-4 py-2.5 text-sm",
          explainReversed ? "text-danger" : "text-muted-foreground",
        )}
      >
        {status}
      </p>
    </DateFieldFrame>
  );
}
