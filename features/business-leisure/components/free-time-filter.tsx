import { Button, Field, FieldLabel, Select, SelectItem } from "@ds";
import { formatDate, weekdayNames } from "@lib/format/format";
import { useId } from "react";
import {
  type FreeTimeWindow,
  HOUR_CHOICES,
  QUICK_START_NAMES,
  QUICK_STARTS,
  finderDays,
  startTimes,
} from "../model/free-time";
import { useBusinessLeisureText } from "./use-business-leisure-text";

export type FreeTimeFilterProps = {
  /** The window the controls show: the applied one, or where they start from. */
  value: FreeTimeWindow;
  /** Korea's today: the chooser starts the day after. */
  today: string;
  /** A control changed: the whole window, applied. */
  onChange: (window: FreeTimeWindow) => void;
};

/** The day's weekday and short date: "Sat 5/16" / "토 5. 16.". */
export function useDayName() {
  const { t, lang } = useBusinessLeisureText();
  const weekdays = weekdayNames(lang);
  return (day: string) =>
    t("filter.dayName", {
      weekday: weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()],
      date: formatDate(day, lang, "short"),
    });
}

/** How many hours are free, one of the finder's choices ("2 hours"). */
export function HoursField({
  label,
  hours,
  onHours,
}: {
  label: string;
  hours: number;
  onHours: (hours: number) => void;
}) {
  const { t } = useBusinessLeisureText();
  return (
    <Field className="gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <Select
        value={String(hours)}
        onValueChange={(next) => onHours(Number(next))}
        renderValue={(next) => t("filter.hoursValue", { count: Number(next) })}
        className="w-32"
      >
        {HOUR_CHOICES.map((choice) => (
          <SelectItem key={choice} value={String(choice)}>
            {t("filter.hoursValue", { count: choice })}
          </SelectItem>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The free-time filter: a day of the next two weeks, a start (morning, afternoon, evening or any half hour) and the
 * hours free. Every change applies at once (the page keeps it in the address).
 */
export function FreeTimeFilter({ value, today, onChange }: FreeTimeFilterProps) {
  const { t } = useBusinessLeisureText();
  const dayName = useDayName();
  const id = useId();
  const days = finderDays(today);
  const change = (patch: Partial<FreeTimeWindow>) => onChange({ ...value, ...patch });
  return (
    <section aria-label={t("filter.label")} className="flex flex-col gap-5 rounded-lg border border-border p-4">
      <div className="flex flex-col gap-2">
        <span id={`${id}-day`} className="text-sm font-medium text-foreground">
          {t("filter.day")}
        </span>
        <div role="group" aria-labelledby={`${id}-day`} className="flex flex-wrap gap-2">
          {days.map((day) => (
            <Button
              key={day}
              type="button"
              size="sm"
              intent={day === value.date ? "primary" : "outline"}
              aria-pressed={day === value.date}
              onClick={() => change({ date: day })}
            >
              {dayName(day)}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="flex flex-col gap-2">
          <span id={`${id}-start`} className="text-sm font-medium text-foreground">
            {t("filter.start")}
          </span>
          <div role="group" aria-labelledby={`${id}-start`} className="flex flex-wrap gap-2">
            {QUICK_START_NAMES.map((name) => (
              <Button
                key={name}
                type="button"
                size="sm"
                intent={QUICK_STARTS[name] === value.from ? "primary" : "outline"}
                aria-pressed={QUICK_STARTS[name] === value.from}
                onClick={() => change({ from: QUICK_STARTS[name] })}
              >
                {t("filter.quick", { name: t(`filter.quickNames.${name}`), time: QUICK_STARTS[name] })}
              </Button>
            ))}
          </div>
        </div>
        <Field className="gap-1.5">
          <FieldLabel>{t("filter.startTime")}</FieldLabel>
          <Select value={value.from} onValueChange={(from) => change({ from })} className="w-28">
            {startTimes(value.from).map((time) => (
              <SelectItem key={time} value={time}>
                {time}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <HoursField label={t("filter.hours")} hours={value.hours} onHours={(hours) => change({ hours })} />
      </div>
    </section>
  );
}
