import { FeaturePage, ListSkeleton, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { type ReservationFilter, ReservationFilterSchema, StatusGroupSchema } from "@contracts/reservations";
import { EmptyState, Pagination, Price, ReservationStatusBadge, cn } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarX } from "lucide-react";
import { useState } from "react";
import { useReservations } from "../api/list-reservations";
import { useReservationText } from "../components/use-reservation-text";

const FILTERS: readonly ReservationFilter[] = ["all", ...StatusGroupSchema.options];

export type MyReservationsScreenProps = {
  /** The status filter in the address (`?status=`); absent or unknown is "all". */
  filter?: string;
  /** The person picked another filter: the site puts it in the address. */
  onFilterChange: (filter: ReservationFilter) => void;
  paths: { detail: (id: number) => string };
  area?: Area;
};

/** `/account/my-reservation`: the member's reservations, filtered by the statuses people see (spec point 4). */
export function MyReservationsScreen({ filter, onFilterChange, paths, area = "member" }: MyReservationsScreenProps) {
  const { t } = useReservationText();
  const loggedIn = useIsLoggedIn(area);
  const parsed = ReservationFilterSchema.safeParse(filter);
  const current: ReservationFilter = parsed.success ? parsed.data : "all";

  return (
    <FeaturePage title={t("list.heading")}>
      {!loggedIn ? (
        <SignedOut t={t} />
      ) : (
        <>
          <div role="group" aria-label={t("list.filtersLabel")} className="flex flex-wrap gap-2">
            {FILTERS.map((value) => {
              const active = value === current;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onFilterChange(value)}
                  className={cn(
                    "h-8 rounded-full border px-3 text-sm transition-colors duration-fast ease-standard",
                    "outline-hidden focus-visible:shadow-focus",
                    active
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-surface text-foreground hover:bg-hover",
                  )}
                >
                  {t(`list.filters.${value}`)}
                </button>
              );
            })}
          </div>
          {/* a new filter starts on its first page */}
          <ReservationList key={current} filter={current} paths={paths} area={area} />
        </>
      )}
    </FeaturePage>
  );
}

function ReservationList({
  filter,
  paths,
  area,
}: {
  filter: ReservationFilter;
  paths: MyReservationsScreenProps["paths"];
  area: Area;
}) {
  const { t, lang } = useReservationText();
  const [page, setPage] = useState(1);
  const list = useReservations(area, filter, page, lang);

  if (list.error)
    return <LoadError t={t} title={t("list.error")} error={list.error} onRetry={() => void list.mutate()} />;
  if (!list.data) {
    return <ListSkeleton label={t("shared.loading")} rows={["h-28", "h-28"]} />;
  }
  if (list.data.rows.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX aria-hidden="true" />}
        titleAs="h2"
        title={filter === "all" ? t("list.empty.title") : t("list.empty.filtered")}
        description={t("list.empty.description")}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.data.rows.map((reservation) => (
          <li key={reservation.id}>
            <article
              aria-labelledby={`reservation-${reservation.id}`}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id={`reservation-${reservation.id}`} className="text-base font-semibold text-foreground">
                  {reservation.product_name}
                </h2>
                <p className="font-mono text-xs text-muted-foreground">
                  {t("list.number", { number: reservation.reservation_number })}
                </p>
                <p className="text-sm text-foreground">
                  {t("list.departure")}: {formatDate(reservation.departure_date, lang)} {reservation.departure_time}
                </p>
                <TextLink to={paths.detail(reservation.id)} className="self-start text-sm">
                  {t("list.view")}
                  <span className="sr-only"> ({reservation.reservation_number})</span>
                </TextLink>
              </div>
              <div className="flex flex-col items-end gap-2">
                <ReservationStatusBadge status={reservation.status} size="sm" />
                <Price amount={reservation.total} currency={reservation.currency} size="md" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {list.data.meta.total_pages > 1 && (
        <Pagination page={page} pageCount={list.data.meta.total_pages} onPageChange={setPage} label={t("list.pages")} />
      )}
    </>
  );
}
