import { shopToday } from "@contracts/shop-calendar";
import { Button, Field, FieldLabel, Select, SelectItem, Skeleton } from "@ds";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useProgrammes } from "../api/list-programmes";
import { HoursField, useDayName } from "../components/free-time-filter";
import { ProgrammeCard } from "../components/programme-card";
import { useBusinessLeisureText } from "../components/use-business-leisure-text";
import {
  type FreeTimeWindow,
  QUICK_START_NAMES,
  QUICK_STARTS,
  type QuickStart,
  defaultWindow,
  finderDays,
  freeTimeSearch,
} from "../model/free-time";
import { ProgrammesLoadError } from "../components/programmes-load-error";

/** How many programmes the home page shows. */
const FEATURED = 3;

export type BleisureHighlightsPaths = {
  /** The programme finder (`/bleisure/tour-program`); the window follows as its query. */
  finder: string;
  /** A programme's page: the shop's product page. */
  programme: (id: number) => string;
};

export type BleisureHighlightsProps = {
  paths: BleisureHighlightsPaths;
  /** Korea's today (`YYYY-MM-DD`); by default the clock's. */
  today?: string;
};

/**
 * The home page's part of the programmes: "I have N hours on <day> in the <part of the day>", which opens the finder
 * on that window, and the first programmes. Rendered on the server with its data (ADR 0024).
 */
export function BleisureHighlights({ paths, today }: BleisureHighlightsProps) {
  const { t, lang } = useBusinessLeisureText();
  const dayName = useDayName();
  const navigate = useNavigate();
  const day = today ?? shopToday(new Date());
  const [choice, setChoice] = useState<FreeTimeWindow & { part: QuickStart }>(() => ({
    ...defaultWindow(day),
    part: "afternoon",
  }));
  const programmes = useProgrammes(undefined, lang);
  const find = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      `${paths.finder}${freeTimeSearch({ date: choice.date, from: QUICK_STARTS[choice.part], hours: choice.hours })}`,
    );
  };

  return (
    <div data-slot="bleisure-highlights" className="mt-6 flex flex-col gap-10">
      <section aria-labelledby="bleisure-quick" className="rounded-lg border border-border p-4">
        <h3 id="bleisure-quick" className="font-semibold">
          {t("home.quick.heading")}
        </h3>
        <form onSubmit={find} className="mt-3 grid gap-4 sm:grid-cols-[auto_auto_auto_auto] sm:items-end">
          <HoursField
            label={t("home.quick.hours")}
            hours={choice.hours}
            onHours={(hours) => setChoice({ ...choice, hours })}
          />
          <Field className="gap-1.5">
            <FieldLabel>{t("home.quick.day")}</FieldLabel>
            <Select
              value={choice.date}
              onValueChange={(date) => setChoice({ ...choice, date })}
              renderValue={dayName}
              className="w-36"
            >
              {finderDays(day).map((date) => (
                <SelectItem key={date} value={date}>
                  {dayName(date)}
                </SelectItem>
              ))}
            </Select>
          </Field>
          <Field className="gap-1.5">
            <FieldLabel>{t("home.quick.part")}</FieldLabel>
            <Select
              value={choice.part}
              onValueChange={(part) => setChoice({ ...choice, part: part as QuickStart })}
              renderValue={(part) => t(`filter.quickNames.${part}`)}
              className="w-36"
            >
              {QUICK_START_NAMES.map((part) => (
                <SelectItem key={part} value={part}>
                  {t("filter.quick", { name: t(`filter.quickNames.${part}`), time: QUICK_STARTS[part] })}
                </SelectItem>
              ))}
            </Select>
          </Field>
          <Button type="submit">{t("home.quick.find")}</Button>
        </form>
      </section>

      <section aria-labelledby="bleisure-featured">
        <h3 id="bleisure-featured" className="text-lg font-semibold">
          {t("home.featured.heading")}
        </h3>
        <div className="mt-4">
          {programmes.error && !programmes.data ? (
            <ProgrammesLoadError programmes={programmes} />
          ) : !programmes.data ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
              <Skeleton shape="block" shapeClassName="h-72" />
              <Skeleton shape="block" shapeClassName="h-72" />
            </div>
          ) : programmes.data.length === 0 ? (
            <p className="text-muted-foreground">{t("finder.none.description")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-3">
              {programmes.data.slice(0, FEATURED).map((programme) => (
                <li key={programme.id}>
                  <ProgrammeCard
                    programme={programme}
                    href={paths.programme(programme.id)}
                    fitting={false}
                    headingAs="h3"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
