import { FilteredListPage, ListIntro } from "@blocks/feature-kit";
import type { AdminVenue } from "@contracts/pass-venues-admin";
import { Badge, type TableColumn } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MapPin } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { OPERATOR_AREA } from "../api/keys";
import { type VenueFilter, useVenues } from "../api/venues";
import { OperatorFailure } from "../components/operator-failure";
import type { PassVenuesAdminPaths } from "../components/paths";
import { useVenuesAdminText } from "../components/use-venues-admin-text";
import { VENUE_FILTERS, venueFilters, venueSearch } from "../model/filters";

export type PassVenuesAdminScreenProps = { paths: PassVenuesAdminPaths };

/**
 * The pass's partner venues for operators (`/seoulitepass/admin/venues`): all of them, or the published or the
 * unpublished ones (`?published=`), in the public list's order, a page at a time; each opens its form, and a new one
 * is a button away.
 */
export function PassVenuesAdminScreen({ paths }: PassVenuesAdminScreenProps) {
  const { t, lang } = useVenuesAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const { filter, page } = venueFilters(params);
  const venues = useVenues(filter, page, lang);
  const go = (next: VenueFilter, nextPage: number) => setParams(new URLSearchParams(venueSearch(next, nextPage)));

  const columns: TableColumn<AdminVenue>[] = [
    {
      id: "venue",
      header: t("list.table.venue"),
      rowHeader: true,
      wrap: true,
      cell: (venue) => (
        <span className="flex flex-col">
          <Link
            to={paths.venue(venue.id)}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {lang === "ko" ? venue.name_ko : venue.name_en}
          </Link>
          <span className="font-mono text-xs text-muted-foreground">{venue.slug}</span>
        </span>
      ),
    },
    {
      id: "category",
      header: t("list.table.category"),
      cell: (venue) =>
        t("pass-venues:shared.where", {
          category: t(`pass-venues:shared.categories.${venue.category}`),
          district: t(`pass-venues:shared.districts.${venue.district}`),
        }),
    },
    {
      id: "benefit",
      header: t("list.table.benefit"),
      cell: (venue) =>
        venue.benefit.kind === "discount"
          ? t("pass-venues:shared.benefit.discount", { percent: venue.benefit.percent })
          : t("pass-venues:shared.benefit.freeEntry"),
    },
    {
      id: "published",
      header: t("list.table.published"),
      cell: (venue) => (
        <Badge size="sm" variant={venue.published ? "success" : "neutral"}>
          {t(venue.published ? "shared.published" : "shared.unpublished")}
        </Badge>
      ),
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      filters={VENUE_FILTERS}
      filter={filter}
      page={page}
      onChange={go}
      data={venues.data}
      intro={loggedIn ? <ListIntro text={t("list.intro")} addLabel={t("list.add")} addTo={paths.create} /> : null}
      failure={
        venues.error ? (
          <OperatorFailure error={venues.error} title={t("list.loadError")} onRetry={() => void venues.mutate()} />
        ) : null
      }
      emptyIcon={<MapPin aria-hidden="true" />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
