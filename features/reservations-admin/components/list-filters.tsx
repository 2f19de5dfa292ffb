import { SearchForm } from "@blocks/feature-kit";
import { Button, Input, Select, SelectItem } from "@ds";
import { type FormEvent, useId } from "react";
import { isFiltered, NO_FILTERS, PAYMENT_METHODS, type ReservationListFilters } from "../model/filters";
import { ProductPicker } from "./product-picker";
import { useReservationsAdminText } from "./use-reservations-admin-text";

// Radix Select keeps "" for "nothing chosen", so "every method" needs a value of its own
const ALL = "all";

export type ListFiltersBarProps = {
  filters: ReservationListFilters;
  /** Any change starts again at the first page. */
  onChange: (next: Partial<ReservationListFilters>) => void;
};

/**
 * The list's search (number, representative, member's name or e-mail) and its filters: payment method, product
 * (picked by name) and the departure days (from, to). The two days go together with "Apply"; the rest at once.
 */
export function ListFiltersBar({ filters, onChange }: ListFiltersBarProps) {
  const { t } = useReservationsAdminText();
  const id = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    onChange({
      departure_from: text("departure_from"),
      departure_to: text("departure_to"),
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4 flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id={`${id}-heading`} className="sr-only">
        {t("filters.heading")}
      </h2>
      <SearchForm
        label={t("filters.searchLabel")}
        field={t("filters.search")}
        button={t("filters.searchButton")}
        value={filters.q}
        maxLength={100}
        onSearch={(q) => onChange({ q })}
      />
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex w-44 min-w-0 flex-col gap-1.5">
          <span id={`${id}-method`} className="text-sm font-medium text-foreground">
            {t("filters.paymentMethod")}
          </span>
          <Select
            aria-labelledby={`${id}-method`}
            value={filters.payment_method ?? ALL}
            onValueChange={(next) =>
              onChange({ payment_method: next === ALL ? null : (next as ReservationListFilters["payment_method"]) })
            }
          >
            <SelectItem value={ALL}>{t("filters.allMethods")}</SelectItem>
            {PAYMENT_METHODS.map((method) => (
              <SelectItem key={method} value={method}>
                {t(`methods.${method}`)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <ProductPicker value={filters.product_id} onChange={(product_id) => onChange({ product_id })} />
        <form
          key={`${filters.departure_from}-${filters.departure_to}`}
          aria-label={t("filters.moreLabel")}
          onSubmit={apply}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="flex flex-col gap-1.5 text-sm font-medium text-foreground">
            {t("filters.departureFrom")}
            <Input name="departure_from" type="date" defaultValue={filters.departure_from} className="w-40" />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-foreground">
            {t("filters.departureTo")}
            <Input name="departure_to" type="date" defaultValue={filters.departure_to} className="w-40" />
          </label>
          <Button type="submit" intent="outline">
            {t("filters.apply")}
          </Button>
        </form>
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
