import { Button, Select, SelectItem } from "@ds";
import { useId } from "react";
import { useProgrammes } from "../api/list-programmes";
import { type ListFilters, NO_FILTERS, isFiltered } from "../model/list-query";
import { EDU_REPORT_STATES, EDU_STATUSES, type EduReportState, type EduStatus } from "../model/statuses";
import { SearchBox } from "./search-box";
import { useAdminText } from "./use-admin-text";

// Radix Select keeps "" for "nothing chosen", so "everything" needs a value of its own
const ALL = "all";

export type ListFiltersBarProps = {
  filters: ListFilters;
  /** Any change starts again at the first page. */
  onChange: (next: Partial<ListFilters>) => void;
  /** The statuses offered (the reports list has only approved and completed). */
  statuses?: readonly EduStatus[];
  /** Offer the report's state (the reports list). */
  withReport?: boolean;
};

/** The list's search (name or e-mail) and its selects: status, programme, year, and the report's state. */
export function ListFiltersBar({ filters, onChange, statuses = EDU_STATUSES, withReport }: ListFiltersBarProps) {
  const { t, lang } = useAdminText();
  const id = useId();
  const programmes = useProgrammes(lang);
  const years = [...new Set((programmes.data ?? []).map((programme) => programme.year))];
  if (filters.year && !years.includes(filters.year)) years.push(filters.year);

  const select = (
    name: string,
    label: string,
    value: string,
    options: [string, string][],
    change: (v: string | null) => void,
  ) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={`${id}-${name}`} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <Select
        aria-labelledby={`${id}-${name}`}
        value={value}
        onValueChange={(next) => change(next === ALL ? null : next)}
      >
        <SelectItem value={ALL}>{t("filters.all")}</SelectItem>
        {options.map(([option, text]) => (
          <SelectItem key={option} value={option}>
            {text}
          </SelectItem>
        ))}
      </Select>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id={`${id}-heading`} className="sr-only">
        {t("filters.heading")}
      </h2>
      <SearchBox label={t("filters.searchLabel")} value={filters.q} onSearch={(q) => onChange({ q })} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select(
          "status",
          t("filters.status"),
          filters.status ?? ALL,
          statuses.map((status) => [status, t(`applications:status.${status}`)]),
          (value) => onChange({ status: value as EduStatus | null }),
        )}
        {select(
          "programme",
          t("filters.programme"),
          filters.programme ? String(filters.programme) : ALL,
          (programmes.data ?? []).map((programme) => [String(programme.id), `${programme.title} (${programme.year})`]),
          (value) => onChange({ programme: value ? Number(value) : null }),
        )}
        {select(
          "year",
          t("filters.year"),
          filters.year ? String(filters.year) : ALL,
          years.map((year) => [String(year), String(year)]),
          (value) => onChange({ year: value ? Number(value) : null }),
        )}
        {withReport &&
          select(
            "report",
            t("filters.report"),
            filters.report ?? ALL,
            EDU_REPORT_STATES.map((state) => [state, t(`applications:report.${state}`)]),
            (value) => onChange({ report: value as EduReportState | null }),
          )}
      </div>
      {isFiltered(filters) && (
        <div>
          <Button intent="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            {t("filters.clear")}
          </Button>
        </div>
      )}
    </section>
  );
}
