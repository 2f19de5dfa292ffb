import { FeaturePage } from "@blocks/feature-kit";
import { shopToday } from "@contracts/shop-calendar";
import { Button, EmptyState, Skeleton } from "@ds";
import { CalendarClock } from "lucide-react";
import { useProgrammes } from "../api/list-programmes";
import { FreeTimeFilter, useDayName } from "../components/free-time-filter";
import { ProgrammeCard } from "../components/programme-card";
import { useBusinessLeisureText } from "../components/use-business-leisure-text";
import { FINDER_DAYS, defaultWindow, readFreeTime, windowEnd, withFreeTime } from "../model/free-time";
import { ProgrammesLoadError } from "../components/programmes-load-error";

export type ProgrammeFinderPaths = {
  /** A programme's page: the shop's product page. */
  programme: (id: number) => string;
};

export type ProgrammeFinderScreenProps = {
  /** The address's query: the window lives there (`?date=&from=&hours=`), so a search can be shared and reloaded. */
  query: URLSearchParams;
  /** The window changed: the site puts the new query in the address (React Router's `setSearchParams` fits). */
  onQueryChange: (query: URLSearchParams) => void;
  paths: ProgrammeFinderPaths;
  /** Korea's today (`YYYY-MM-DD`); by default the clock's. */
  today?: string;
};

/**
 * `/bleisure/tour-program`: the free-time filter and the programmes that fit it, each with its fitting departures;
 * without a window, every programme. Rendered on the server with its data (ADR 0024): the read is the screen's own.
 */
export function ProgrammeFinderScreen({ query, onQueryChange, paths, today }: ProgrammeFinderScreenProps) {
  const { t, lang } = useBusinessLeisureText();
  const dayName = useDayName();
  const day = today ?? shopToday(new Date());
  const window = readFreeTime(query);
  const programmes = useProgrammes(window, lang);
  const apply = (next: Parameters<typeof withFreeTime>[1]) => onQueryChange(withFreeTime(query, next));
  const end = window ? windowEnd(window) : undefined;
  const longer = window && window.hours < 12 ? { ...window, hours: Math.min(12, window.hours + 2) } : undefined;

  return (
    <FeaturePage title={t("finder.title")}>
      <p className="-mt-2 text-foreground">{t("finder.intro", { days: FINDER_DAYS })}</p>
      <FreeTimeFilter value={window ?? defaultWindow(day)} today={day} onChange={apply} />
      <div className="flex flex-wrap items-center justify-between gap-3" aria-live="polite">
        <p className="text-sm text-foreground">
          {window && end
            ? t("finder.window", {
                day: dayName(window.date),
                from: window.from,
                to: end.nextDay ? t("finder.nextDay", { time: end.time }) : end.time,
              })
            : t("finder.noWindow")}
        </p>
        {window && (
          <Button intent="outline" size="sm" onClick={() => apply(undefined)}>
            {t("finder.showAll")}
          </Button>
        )}
      </div>

      <section aria-label={t("finder.results")} className="flex flex-col gap-4">
        {programmes.error && !programmes.data ? (
          <ProgrammesLoadError programmes={programmes} />
        ) : !programmes.data ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-80" />
            <Skeleton shape="block" shapeClassName="h-80" />
          </div>
        ) : programmes.data.length === 0 ? (
          <EmptyState
            icon={<CalendarClock aria-hidden="true" />}
            titleAs="h2"
            title={window ? t("finder.empty.title") : t("finder.none.title")}
            description={window ? t("finder.empty.description") : t("finder.none.description")}
            action={
              window ? (
                <div className="flex flex-wrap justify-center gap-2">
                  {longer && (
                    <Button intent="primary" onClick={() => apply(longer)}>
                      {t("finder.empty.longer", { count: longer.hours })}
                    </Button>
                  )}
                  <Button intent="outline" onClick={() => apply(undefined)}>
                    {t("finder.showAll")}
                  </Button>
                </div>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {window
                ? t("finder.countFitting", { count: programmes.data.length })
                : t("finder.count", { count: programmes.data.length })}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {programmes.data.map((programme, index) => (
                <li key={programme.id}>
                  <ProgrammeCard
                    programme={programme}
                    href={paths.programme(programme.id)}
                    fitting={window !== undefined}
                    priority={index === 0}
                  />
                </li>
              ))}
            </ul>
            {programmes.error && <ProgrammesLoadError programmes={programmes} />}
          </>
        )}
      </section>
    </FeaturePage>
  );
}
