import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useDsLocale } from "../../i18n";
import { Button } from "../button";
import {
  addDays,
  addMonths,
  clampDate,
  type DateConstraints,
  type DateRange,
  endOfMonth,
  formatFullDate,
  formatMonthTitle,
  type IsoDate,
  isAfter,
  isBefore,
  isDateSelectable,
  isSameDay,
  isSameMonth,
  isWithinRange,
  monthMatrix,
  moveByKey,
  startOfMonth,
  todayIso,
  weekdayNames,
} from "./calendar-model";

export const calendarDayVariants = cva(
  [
    // layout
    "relative inline-flex size-9 items-center justify-center rounded-md text-sm tabular-nums select-none",
    // motion
    "transition-colors duration-fast ease-standard",
    // focus: above the neighbouring cells so the ring is never cut off
    "outline-hidden focus-visible:z-10 focus-visible:shadow-focus",
    // disabled: still focusable (aria-disabled), so arrow keys can cross a sold-out day
    "aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:line-through",
  ],
  {
    variants: {
      selection: {
        none: "text-foreground hover:bg-hover aria-disabled:hover:bg-transparent",
        single: "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
        start: "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
        end: "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
        middle: "text-foreground hover:bg-hover",
        preview: "text-foreground hover:bg-hover",
        // where the pointer or focus is: the end the next click would set
        previewEnd: "border border-dashed border-primary text-foreground hover:bg-hover",
      },
      today: {
        // a dot under the number: readable without colour, and it survives the selected fill (bg-current)
        true: "font-semibold after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-current",
        false: "",
      },
    },
    defaultVariants: { selection: "none", today: false },
  },
);

export type CalendarDayVariants = VariantProps<typeof calendarDayVariants>;
export type CalendarDaySelection = NonNullable<CalendarDayVariants["selection"]>;

export type CalendarMode = "single" | "range";

type CalendarBaseProps = DateConstraints & {
  /** First month shown (any day of it), when the caller controls paging. */
  month?: IsoDate;
  /** First month shown at start when uncontrolled; defaults to the selected date's month, else today's. */
  defaultMonth?: IsoDate;
  /** Called with the first day of the first shown month after paging. */
  onMonthChange?: (month: IsoDate) => void;
  /** Months side by side (range pickers show two on wide screens). */
  numberOfMonths?: 1 | 2;
  /** Shows the neighbour months' days (muted, not selectable); off by default when two months are shown. */
  showOutsideDays?: boolean;
  /** Today's date; defaults to the browser's local today. */
  today?: IsoDate;
  className?: string;
  id?: string;
};

export type CalendarSingleProps = CalendarBaseProps & {
  mode?: "single";
  /** The selected date (controlled). */
  value?: IsoDate | null;
  /** The selected date at start (uncontrolled). */
  defaultValue?: IsoDate | null;
  /** Called with the chosen date. */
  onChange?: (date: IsoDate) => void;
};

export type CalendarRangeProps = CalendarBaseProps & {
  mode: "range";
  /** The selected range (controlled). */
  value?: DateRange;
  /** The selected range at start (uncontrolled). */
  defaultValue?: DateRange;
  /** Called after each click: first with `{ start, end: null }`, then with both ends. */
  onChange?: (range: DateRange) => void;
};

export type CalendarProps = CalendarSingleProps | CalendarRangeProps;

const EMPTY_RANGE: DateRange = { start: null, end: null };

/**
 * The next range after a click on `date`: a first click (or a click after a finished range) starts a new one;
 * a second click on or after the start ends it; a click before the start, or past a disabled day, restarts.
 */
export function nextRange(range: DateRange, date: IsoDate, isDateDisabled?: (date: IsoDate) => boolean): DateRange {
  const { start, end } = range;
  if (!start || end || isBefore(date, start)) return { start: date, end: null };
  if (isDateDisabled) {
    // a stay cannot span a sold-out night
    for (let day = addDays(start, 1); isBefore(day, date); day = addDays(day, 1)) {
      if (isDateDisabled(day)) return { start: date, end: null };
    }
  }
  return { start, end: date };
}

/** Where the calendar opens: the selected date, else today, pulled into the allowed span. */
export function initialFocusDate(
  selected: IsoDate | null | undefined,
  today: IsoDate,
  minDate?: IsoDate | null,
  maxDate?: IsoDate | null,
): IsoDate {
  return clampDate(selected ?? today, minDate, maxDate);
}

function daySelection(
  date: IsoDate,
  mode: CalendarMode,
  single: IsoDate | null,
  range: DateRange,
  preview: IsoDate | null,
): CalendarDaySelection {
  if (mode === "single") return single && isSameDay(date, single) ? "single" : "none";
  const { start, end } = range;
  if (!start) return "none";
  if (end) {
    if (isSameDay(date, start)) return "start";
    if (isSameDay(date, end)) return "end";
    return isWithinRange(date, start, end) ? "middle" : "none";
  }
  if (isSameDay(date, start)) return "start";
  if (preview && isAfter(preview, start) && isWithinRange(date, start, preview)) {
    return isSameDay(date, preview) ? "previewEnd" : "preview";
  }
  return "none";
}

/**
 * A month grid (WAI-ARIA grid pattern): one tab stop on the focused day, arrows/Home/End/PageUp/PageDown move it,
 * Enter or Space chooses. Days are ISO dates (`"2026-05-20"`) in and out, so no time zone can shift a day.
 */
export function Calendar(props: CalendarProps) {
  const {
    mode = "single",
    minDate,
    maxDate,
    isDateDisabled,
    month: monthProp,
    defaultMonth,
    onMonthChange,
    numberOfMonths = 1,
    showOutsideDays = numberOfMonths === 1,
    today: todayProp,
    className,
    id,
  } = props;
  const { locale, messages } = useDsLocale();
  const t = messages.dates.calendar;
  const today = todayProp ?? todayIso();

  const [uncontrolledValue, setUncontrolledValue] = useState<IsoDate | DateRange | null>(
    () => props.defaultValue ?? (mode === "range" ? EMPTY_RANGE : null),
  );
  const current = props.value !== undefined ? props.value : uncontrolledValue;
  const single = mode === "single" ? ((current as IsoDate | null) ?? null) : null;
  const range = mode === "range" ? ((current as DateRange | null) ?? EMPTY_RANGE) : EMPTY_RANGE;
  const anchor = mode === "single" ? single : range.start;

  const [focused, setFocused] = useState<IsoDate>(() => initialFocusDate(anchor, today, minDate, maxDate));
  const [uncontrolledMonth, setUncontrolledMonth] = useState<IsoDate>(() =>
    startOfMonth(defaultMonth ?? initialFocusDate(anchor, today, minDate, maxDate)),
  );
  const firstMonth = startOfMonth(monthProp ?? uncontrolledMonth);
  const months = Array.from({ length: numberOfMonths }, (_, i) => addMonths(firstMonth, i));
  const lastMonth = months[months.length - 1]!;
  const [preview, setPreview] = useState<IsoDate | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  const constraints: DateConstraints = { minDate, maxDate, isDateDisabled };
  const isVisible = (date: IsoDate) => months.some((m) => isSameMonth(date, m));
  // the one tab stop: the focused day when it is on screen, else the first selectable day shown
  const tabbable = isVisible(focused)
    ? focused
    : (months.flatMap((m) => monthMatrix(m).flat()).find((d) => d.inMonth && isDateSelectable(d.date, constraints))
        ?.date ?? firstMonth);

  const canGoBack = !minDate || isAfter(firstMonth, minDate);
  const canGoForward = !maxDate || isBefore(endOfMonth(lastMonth), maxDate);

  function showMonth(month: IsoDate) {
    const first = startOfMonth(month);
    setUncontrolledMonth(first);
    onMonthChange?.(first);
  }

  function page(step: number) {
    showMonth(addMonths(firstMonth, step));
    setFocused(clampDate(addMonths(tabbable, step), minDate, maxDate));
  }

  function choose(date: IsoDate) {
    setFocused(date);
    if (!isDateSelectable(date, constraints)) return;
    if (props.mode === "range") {
      const next = nextRange(range, date, isDateDisabled);
      setUncontrolledValue(next);
      props.onChange?.(next);
    } else {
      setUncontrolledValue(date);
      props.onChange?.(date);
    }
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moved = moveByKey(tabbable, event);
    if (!moved) return;
    event.preventDefault();
    const next = clampDate(moved, minDate, maxDate);
    if (isBefore(next, firstMonth)) showMonth(next);
    else if (isAfter(next, endOfMonth(lastMonth))) showMonth(addMonths(next, 1 - numberOfMonths));
    setFocused(next);
    setPreview(next);
    focusAfterRender.current = true;
  }

  const shortNames = weekdayNames(locale, "short");
  const longNames = weekdayNames(locale, "long");

  return (
    <div
      ref={rootRef}
      id={id}
      data-slot="calendar"
      data-mode={mode}
      className={cn("inline-flex flex-col gap-4 bg-surface p-3 text-foreground sm:flex-row", className)}
    >
      {months.map((month, index) => (
        <CalendarMonth
          key={month}
          month={month}
          showPrevious={index === 0}
          showNext={index === months.length - 1}
          canGoBack={canGoBack}
          canGoForward={canGoForward}
          onPrevious={() => page(-1)}
          onNext={() => page(1)}
          previousLabel={t.previousMonth}
          nextLabel={t.nextMonth}
          title={formatMonthTitle(month, locale)}
          shortNames={shortNames}
          longNames={longNames}
          onKeyDown={onGridKeyDown}
          onMouseLeave={() => setPreview(null)}
        >
          {monthMatrix(month).map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth) {
                  return (
                    <td key={date} role="gridcell" className="p-0">
                      {showOutsideDays && (
                        <span
                          aria-hidden="true"
                          className="inline-flex size-9 items-center justify-center text-sm text-muted-foreground tabular-nums"
                        >
                          {Number(date.slice(8))}
                        </span>
                      )}
                    </td>
                  );
                }
                const selection = daySelection(date, mode, single, range, preview);
                const selectable = isDateSelectable(date, constraints);
                const isToday = isSameDay(date, today);
                return (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={selection !== "none" && selection !== "preview" && selection !== "previewEnd"}
                    data-selection={selection}
                    className={cn(
                      "p-0",
                      // the band behind a range joins the cells; its ends are rounded
                      (selection === "middle" || selection === "preview" || selection === "previewEnd") && "bg-muted",
                      selection === "start" &&
                        range.end &&
                        !isSameDay(range.start!, range.end) &&
                        "rounded-l-md bg-muted",
                      selection === "start" &&
                        preview &&
                        !range.end &&
                        isAfter(preview, date) &&
                        "rounded-l-md bg-muted",
                      selection === "end" && !isSameDay(range.start!, date) && "rounded-r-md bg-muted",
                      selection === "previewEnd" && "rounded-r-md",
                    )}
                  >
                    <button
                      type="button"
                      data-slot="calendar-day"
                      data-date={date}
                      tabIndex={date === tabbable ? 0 : -1}
                      aria-disabled={!selectable || undefined}
                      aria-current={isToday ? "date" : undefined}
                      className={calendarDayVariants({ selection, today: isToday })}
                      onClick={() => choose(date)}
                      onFocus={() => {
                        setFocused(date);
                        if (selectable) setPreview(date);
                      }}
                      onMouseEnter={() => {
                        if (selectable) setPreview(date);
                      }}
                    >
                      {/*
                        The name is the full date, given as hidden text rather than aria-label: in Korean the visible
                        "20" is not a word of "2026년 5월 20일 수요일" ("20일" is), which fails label-in-name.
                      */}
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="sr-only">{formatFullDate(date, locale)}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </CalendarMonth>
      ))}
    </div>
  );
}

type CalendarMonthProps = {
  month: IsoDate;
  title: string;
  showPrevious: boolean;
  showNext: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  shortNames: string[];
  longNames: string[];
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  onMouseLeave: () => void;
  children: ReactNode;
};

function CalendarMonth({
  month,
  title,
  showPrevious,
  showNext,
  canGoBack,
  canGoForward,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  shortNames,
  longNames,
  onKeyDown,
  onMouseLeave,
  children,
}: CalendarMonthProps) {
  const titleId = useId();
  return (
    <div data-slot="calendar-month" data-month={month.slice(0, 7)} className="flex flex-col gap-2">
      <div className="flex h-9 items-center justify-between gap-2">
        {showPrevious ? (
          <NavButton label={previousLabel} enabled={canGoBack} onClick={onPrevious}>
            <ChevronLeft aria-hidden="true" />
          </NavButton>
        ) : (
          <span className="size-9" />
        )}
        <div id={titleId} aria-live="polite" className="text-sm font-semibold" data-slot="calendar-title">
          {title}
        </div>
        {showNext ? (
          <NavButton label={nextLabel} enabled={canGoForward} onClick={onNext}>
            <ChevronRight aria-hidden="true" />
          </NavButton>
        ) : (
          <span className="size-9" />
        )}
      </div>
      <table
        role="grid"
        aria-labelledby={titleId}
        className="border-collapse"
        onKeyDown={onKeyDown}
        onMouseLeave={onMouseLeave}
      >
        <thead>
          <tr>
            {shortNames.map((short, i) => (
              <th key={short + i} scope="col" className="size-9 p-0 text-xs font-medium text-muted-foreground">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{longNames[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Stays focusable at the first or last month (aria-disabled), so a keyboard user paging fast keeps their place. */
function NavButton({
  label,
  enabled,
  onClick,
  children,
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      intent="ghost"
      size="icon"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      data-slot="calendar-nav"
      className="size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
      onClick={() => {
        if (enabled) onClick();
      }}
    >
      {children}
    </Button>
  );
}
