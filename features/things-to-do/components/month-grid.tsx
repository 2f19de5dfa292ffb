import { cn, type IsoDate } from "@ds";
import { formatDate } from "@lib/format/format";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { monthOf, monthWeeks, moveInGrid, type MonthId } from "../model/calendar";
import { useThingsToDoText } from "./use-things-to-do-text";

export type MonthGridProps = {
  month: MonthId;
  /** The selected day (always one of the month's). */
  selected: IsoDate;
  /** Today in Korea. */
  today: IsoDate;
  /** Events per day (a day missing has none). */
  counts: ReadonlyMap<IsoDate, number>;
  /** The id of the month's heading, which names the grid. */
  labelledBy: string;
  /** A day chosen: by a click, Enter or Space, or by the arrows leaving the month. */
  onSelect: (day: IsoDate) => void;
  className?: string;
};

// Weekday names from Monday, short for the header and long for its `abbr`. 2026-05-04 is a Monday.
function weekdays(lang: string, weekday: "short" | "long"): string[] {
  const format = new Intl.DateTimeFormat(lang, { weekday, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 4, 4 + index, 12))));
}

/**
 * The month as a grid of days, Monday first, each with the number of events on it (the WAI-ARIA grid pattern):
 * one day is a Tab stop, the arrows move by a day or a week, Home and End to the week's ends, Page Up and Page Down
 * by a month; Enter, Space or a click choose the day. Moving off the month chooses the day it lands on, which
 * turns the page to its month.
 */
export function MonthGrid({ month, selected, today, counts, labelledBy, onSelect, className }: MonthGridProps) {
  const { t, lang } = useThingsToDoText();
  // the Tab stop: the selected day, until the arrows move it (for that selection only)
  const [moved, setMoved] = useState<{ selected: IsoDate; day: IsoDate } | null>(null);
  const focus = moved?.selected === selected ? moved.day : selected;
  const buttons = useRef(new Map<IsoDate, HTMLButtonElement>());
  // the day a key moved to, focused once it is on the page (after a month's turn too); focus moves only after a key,
  // never when the page loads or the address changes
  const pending = useRef<IsoDate | null>(null);

  useEffect(() => {
    const target = pending.current && buttons.current.get(pending.current);
    if (!target) return;
    pending.current = null;
    target.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: IsoDate) => {
    const next = moveInGrid(day, event);
    if (!next) return;
    event.preventDefault();
    pending.current = next;
    if (monthOf(next) === month) setMoved({ selected, day: next });
    else onSelect(next);
  };

  const short = weekdays(lang, "short");
  const long = weekdays(lang, "long");
  return (
    <table role="grid" aria-labelledby={labelledBy} className={cn("w-full table-fixed border-collapse", className)}>
      <thead>
        <tr>
          {short.map((name, index) => (
            <th
              key={name}
              scope="col"
              abbr={long[index]}
              className="pb-2 text-center text-xs font-medium text-muted-foreground"
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const count = counts.get(day) ?? 0;
              const isToday = day === today;
              const inMonth = monthOf(day) === month;
              const countText = count > 0 ? t("calendar.count", { count }) : t("calendar.none");
              const date = formatDate(day, lang, "weekday");
              return (
                <td key={day} role="gridcell" aria-selected={day === selected} className="p-0.5">
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) buttons.current.set(day, node);
                      else buttons.current.delete(day);
                    }}
                    tabIndex={day === focus ? 0 : -1}
                    aria-current={isToday ? "date" : undefined}
                    onClick={() => onSelect(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      // layout
                      "flex h-16 w-full flex-col items-start justify-between rounded-md border p-1.5 text-left text-sm tabular-nums",
                      // focus
                      "outline-hidden focus-visible:z-10 focus-visible:shadow-focus",
                      // state
                      day === selected
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-surface text-foreground hover:bg-hover",
                      !inMonth && day !== selected && "bg-muted text-muted-foreground",
                      isToday && "font-bold ring-2 ring-primary ring-offset-1",
                    )}
                  >
                    {/* the name is the whole sentence; the number and the count are what the eye reads */}
                    <span className="sr-only">
                      {t(isToday ? "calendar.dayLabelToday" : "calendar.dayLabel", { date, count: countText })}
                    </span>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    {count > 0 && (
                      <span
                        aria-hidden="true"
                        className={cn(
                          "self-end rounded-full px-1.5 text-xs font-semibold",
                          day === selected
                            ? "bg-primary-foreground text-primary"
                            : "bg-primary text-primary-foreground",
                        )}
                      >
                        {count}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
