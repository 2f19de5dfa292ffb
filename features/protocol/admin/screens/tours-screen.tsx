import { FilteredListPage, ListIntro } from "@blocks/feature-kit";
import type { TourSummary } from "@contracts/protocol";
import { Badge, type TableColumn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarRange } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/keys";
import { useTours } from "../api/tours";
import { OperatorFailure } from "../components/operator-failure";
import type { ProtocolAdminPaths } from "../components/paths";
import { useAdminText } from "../components/use-admin-text";

export type ToursScreenProps = { paths: ProtocolAdminPaths };

const FILTERS = ["all", "before", "open", "after"] as const;
type Filter = (typeof FILTERS)[number];
const filterOf = (value: string | null): Filter => FILTERS.find((each) => each === value) ?? "all";

/**
 * The protocol tours for operators (`/protocol/admin/tours`): every tour with its delegation, dates in Korea's time
 * and where its tracking window stands (`?window=` before, open, after); each opens its editor, its arrivals board
 * and its live map, and a new one is a button away.
 */
export function ToursScreen({ paths }: ToursScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get("window"));
  const tours = useTours(lang);
  const rows = tours.data?.filter((tour) => filter === "all" || tour.window.state === filter);
  const go = (next: Filter) =>
    setParams(next === "all" ? new URLSearchParams() : new URLSearchParams({ window: next }));

  const columns: TableColumn<TourSummary>[] = [
    {
      id: "tour",
      header: t("list.table.tour"),
      rowHeader: true,
      wrap: true,
      cell: (tour) => (
        <span className="flex flex-col">
          <Link
            to={paths.tour(tour.id)}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {tour.name}
          </Link>
          {tour.delegation && <span className="text-sm text-muted-foreground">{tour.delegation}</span>}
        </span>
      ),
    },
    {
      id: "dates",
      header: t("list.table.dates"),
      wrap: true,
      cell: (tour) =>
        t("protocol-tour:shared.period", {
          from: formatDateTime(tour.starts_at, lang),
          to: formatDateTime(tour.ends_at, lang),
        }),
    },
    {
      id: "window",
      header: t("list.table.window"),
      cell: (tour) => (
        <Badge
          size="sm"
          variant={tour.window.state === "open" ? "success" : tour.window.state === "before" ? "info" : "neutral"}
        >
          {t(`protocol-tour:shared.window.${tour.window.state}`)}
        </Badge>
      ),
    },
    {
      id: "more",
      header: t("list.table.more"),
      cell: (tour) => (
        <span className="flex flex-wrap gap-3">
          <Link to={paths.arrivals(tour.id)} className="text-primary underline-offset-2 hover:underline">
            {t("list.arrivals")}
            <span className="sr-only">{t("board.forName", { name: tour.name })}</span>
          </Link>
          <Link to={paths.vehicle(tour.id)} className="text-primary underline-offset-2 hover:underline">
            {t("list.vehicle")}
            <span className="sr-only">{t("board.forName", { name: tour.name })}</span>
          </Link>
        </span>
      ),
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      filters={FILTERS}
      filter={filter}
      page={1}
      onChange={(next) => go(next)}
      data={rows ? { rows, meta: { total: rows.length, total_pages: 1 } } : undefined}
      intro={loggedIn ? <ListIntro text={t("list.intro")} addLabel={t("list.add")} addTo={paths.create} /> : null}
      failure={
        tours.error ? (
          <OperatorFailure error={tours.error} title={t("list.loadError")} onRetry={() => void tours.mutate()} />
        ) : null
      }
      emptyIcon={<CalendarRange aria-hidden="true" />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
