import { readFailure } from "@blocks/console";
import { FilteredListPage } from "@blocks/feature-kit";
import type { Reservation } from "@contracts/reservations";
import { Price, type TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/paths";
import { useReservations } from "../api/reservations";
import { CsvExportButton } from "../components/csv-export-button";
import { ListFiltersBar } from "../components/list-filters";
import type { ReservationsAdminPaths } from "../components/paths";
import { StatusLabel } from "../components/status-label";
import { useReservationsAdminText } from "../components/use-reservations-admin-text";
import { listFilters, listSearch, type ReservationListFilters, STATUS_TABS, type StatusTab } from "../model/filters";
import { failureText } from "../model/messages";

export type ReservationsAdminScreenProps = { paths: ReservationsAdminPaths };

/**
 * The shop's reservations for the console (`/admin/reservations`): tabs of status, a search (number, name, e-mail)
 * and filters (payment method, product, departure days), all kept in the address; a page at a time, newest first;
 * the filtered list as CSV. Each row opens the reservation.
 */
export function ReservationsAdminScreen({ paths }: ReservationsAdminScreenProps) {
  const { t, lang } = useReservationsAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const filters = listFilters(params);
  const reservations = useReservations(filters, lang);
  const go = (next: Partial<ReservationListFilters>) =>
    setParams(new URLSearchParams(listSearch({ ...filters, page: 1, ...next })));

  const columns: TableColumn<Reservation>[] = [
    {
      id: "number",
      header: t("list.table.number"),
      rowHeader: true,
      cell: (reservation) => (
        <Link
          to={paths.reservation(reservation.id)}
          className="font-mono text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          {reservation.reservation_number}
        </Link>
      ),
    },
    {
      id: "trip",
      header: t("list.table.trip"),
      wrap: true,
      cell: (reservation) => (
        <span className="flex flex-col">
          <span className="text-foreground">{reservation.product_name}</span>
          <span className="text-xs text-muted-foreground">
            {t("list.departure", {
              date: reservation.departure_date,
              time: reservation.departure_time,
              count: reservation.travelers,
            })}
          </span>
        </span>
      ),
    },
    { id: "who", header: t("list.table.who"), wrap: true, cell: (reservation) => reservation.representative_name },
    {
      id: "payment",
      header: t("list.table.payment"),
      cell: (reservation) => (
        <span className="flex flex-col">
          <Price amount={reservation.total} currency={reservation.currency} size="sm" />
          <span className="text-xs text-muted-foreground">{t(`methods.${reservation.payment_method}`)}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("list.table.status"),
      cell: (reservation) => <StatusLabel status={reservation.status} />,
    },
    {
      id: "created",
      header: t("list.table.created"),
      cell: (reservation) => formatDate(reservation.created_at, lang),
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      intro={
        loggedIn ? (
          <>
            <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
              <p className="max-w-prose text-sm text-muted-foreground">{t("list.intro")}</p>
              <CsvExportButton filters={filters} />
            </div>
            <ListFiltersBar filters={filters} onChange={go} />
          </>
        ) : null
      }
      filters={STATUS_TABS}
      filter={filters.status}
      page={filters.page}
      onChange={(status: StatusTab, page) => setParams(new URLSearchParams(listSearch({ ...filters, status, page })))}
      data={reservations.data}
      failure={readFailure(reservations, { t, describe: failureText, title: t("list.loadError") })}
      emptyIcon={<CalendarCheck aria-hidden="true" />}
      columns={columns}
      rowKey={(reservation) => reservation.id}
    />
  );
}
