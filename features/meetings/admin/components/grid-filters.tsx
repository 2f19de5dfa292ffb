import { MEETING_STATUSES, type MeetingStatus } from "@contracts/meetings";
import { Button, Field, FieldLabel, Select, SelectGroup, SelectItem, SelectLabel } from "@ds";
import { useId } from "react";
import { type CompanyOption, type GridFilter, NO_FILTER } from "../model/grid";
import { ROLE_LABEL_KEYS, STATUS_LABEL_KEYS } from "../model/labels";
import { useAdminText } from "./use-admin-text";

// Radix Select keeps "" for "nothing chosen", so "everything" needs a value of its own
const ALL = "all";

/** The grid's filters: one status, one company (either side); the counts above them stay those of the whole day. */
export function GridFilters({
  filter,
  companies,
  onChange,
}: {
  filter: GridFilter;
  companies: readonly CompanyOption[];
  onChange: (filter: GridFilter) => void;
}) {
  const { t } = useAdminText();
  const headingId = useId();
  const buyers = companies.filter((company) => company.role === "buyer");
  const sellers = companies.filter((company) => company.role === "seller");
  const active = filter.status !== null || filter.companyId !== null;
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-end gap-3">
      <h2 id={headingId} className="sr-only">
        {t("meetings.filters.heading")}
      </h2>
      <Field className="w-48">
        <FieldLabel>{t("meetings.filters.status")}</FieldLabel>
        <Select
          value={filter.status ?? ALL}
          onValueChange={(value) => onChange({ ...filter, status: value === ALL ? null : (value as MeetingStatus) })}
        >
          <SelectItem value={ALL}>{t("meetings.filters.allStatuses")}</SelectItem>
          {MEETING_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {t(STATUS_LABEL_KEYS[status])}
            </SelectItem>
          ))}
        </Select>
      </Field>
      <Field className="w-64">
        <FieldLabel>{t("meetings.filters.company")}</FieldLabel>
        <Select
          value={filter.companyId === null ? ALL : String(filter.companyId)}
          onValueChange={(value) => onChange({ ...filter, companyId: value === ALL ? null : Number(value) })}
        >
          <SelectItem value={ALL}>{t("meetings.filters.allCompanies")}</SelectItem>
          {(
            [
              ["buyer", buyers],
              ["seller", sellers],
            ] as const
          ).map(
            ([role, list]) =>
              list.length > 0 && (
                <SelectGroup key={role}>
                  <SelectLabel>{t(ROLE_LABEL_KEYS[role])}</SelectLabel>
                  {list.map((company) => (
                    <SelectItem key={company.id} value={String(company.id)}>
                      {company.name}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ),
          )}
        </Select>
      </Field>
      {active && (
        <Button intent="ghost" onClick={() => onChange(NO_FILTER)}>
          {t("meetings.filters.clear")}
        </Button>
      )}
    </section>
  );
}
