import { ListSkeleton, LoadError } from "@blocks/feature-kit";
import { EmptyState, Input } from "@ds";
import { formatNumber } from "@lib/format/format";
import { CalendarX, Clock } from "lucide-react";
import { useId } from "react";
import { type DepartureCounts, useDepartures } from "../api/list-departures";
import { useGateText } from "./use-gate-text";

export type DeparturePickerProps = {
  day: string;
  onDay: (day: string) => void;
  onChoose: (departure: DepartureCounts) => void;
};

/**
 * The gate's first step: a day (today in Korea unless changed: a gate may get ready the evening before) and its
 * departures by time, each with its course and how many are booked and in already.
 */
export function DeparturePicker({ day, onDay, onChoose }: DeparturePickerProps) {
  const { t, lang } = useGateText();
  const id = useId();
  const { data, error, isLoading, mutate } = useDepartures(day, lang);
  let list;
  if (error)
    list = <LoadError title={t("gate.departures.loadFailed")} error={error} onRetry={() => void mutate()} t={t} />;
  else if (isLoading || !data)
    list = <ListSkeleton label={t("gate.departures.loading")} rows={["h-16", "h-16", "h-16"]} />;
  else if (data.length === 0)
    list = (
      <EmptyState
        icon={<CalendarX aria-hidden="true" />}
        title={t("gate.departures.empty")}
        description={t("gate.departures.emptyBody")}
        titleAs="h3"
      />
    );
  else
    list = (
      <ul className="flex flex-col gap-3">
        {data.map((departure) => (
          <li key={departure.departure_id}>
            <button
              type="button"
              onClick={() => onChoose(departure)}
              className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-background px-4 py-3 text-left outline-hidden transition-colors duration-fast ease-standard hover:bg-muted focus-visible:ring-2 focus-visible:ring-focus"
            >
              <span className="flex items-center gap-1.5 text-xl font-bold text-foreground">
                <Clock aria-hidden="true" className="size-5" />
                {departure.time}
              </span>
              <span className="min-w-0 flex-1 font-medium break-words text-foreground">{departure.course_name}</span>
              <span className="text-sm text-muted-foreground">
                {t("gate.departures.counts", {
                  booked: formatNumber(departure.booked, lang),
                  checkedIn: formatNumber(departure.checked_in, lang),
                  seats: formatNumber(departure.seats, lang),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-foreground">
            {t("gate.departures.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("gate.departures.choose")}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-day`} className="text-sm font-medium text-foreground">
            {t("gate.departures.day")}
          </label>
          <Input
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(event) => {
              if (event.target.value) onDay(event.target.value);
            }}
            className="w-44"
          />
        </div>
      </div>
      {list}
    </section>
  );
}
