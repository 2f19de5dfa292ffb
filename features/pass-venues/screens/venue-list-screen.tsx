import { PlaceMap } from "@blocks/map";
import { FeaturePage, LoadError } from "@blocks/feature-kit";
import { VENUE_CATEGORIES, VENUE_DISTRICTS } from "@contracts/passes";
import { Button, EmptyState, Field, FieldLabel, Select, SelectItem, Skeleton } from "@ds";
import { MapPinned } from "lucide-react";
import { useMemo } from "react";
import { useVenues } from "../api/list-venues";
import { usePassVenuesText } from "../components/use-pass-venues-text";
import { VenueCard } from "../components/venue-card";
import { ALL, categoryFilter, districtFilter, readVenueFilters, withVenueFilters } from "../model/filters";

export type VenueListPaths = {
  /** A venue's page on this site. */
  venue: (id: number) => string;
};

export type VenueListScreenProps = {
  /** The address's query: the filters live there (`?category=palace&district=jongno`), so a list can be shared. */
  query: URLSearchParams;
  /** A filter changed: the site puts the new query in the address (React Router's `setSearchParams` fits). */
  onQueryChange: (query: URLSearchParams) => void;
  paths: VenueListPaths;
};

/**
 * The pass's partner venues (`/seoulitepass/affiliate`): filters by category and district, the count, a map of the
 * venues listed and a card each. Rendered on the server with its data (ADR 0024): the read is the screen's own.
 */
export function VenueListScreen({ query, onQueryChange, paths }: VenueListScreenProps) {
  const { t, lang } = usePassVenuesText();
  const filters = readVenueFilters(query);
  const venues = useVenues(filters, lang);
  const filtered = filters.category !== undefined || filters.district !== undefined;
  const places = useMemo(
    () =>
      (venues.data ?? []).map((venue) => ({
        id: venue.id,
        name: venue.name,
        lat: venue.lat,
        lng: venue.lng,
        href: paths.venue(venue.id),
      })),
    [venues.data, paths],
  );

  return (
    <FeaturePage title={t("list.title")}>
      <p className="-mt-2 text-foreground">{t("list.intro")}</p>
      <section aria-label={t("list.filters.label")} className="grid gap-4 sm:grid-cols-2">
        <Field className="gap-1.5">
          <FieldLabel>{t("list.filters.category")}</FieldLabel>
          <Select
            value={filters.category ?? ALL}
            onValueChange={(value) =>
              onQueryChange(withVenueFilters(query, { ...filters, category: categoryFilter(value) }))
            }
            renderValue={(value) => (value === ALL ? t("list.filters.allCategories") : t(`shared.categories.${value}`))}
          >
            <SelectItem value={ALL}>{t("list.filters.allCategories")}</SelectItem>
            {VENUE_CATEGORIES.map((category) => (
              <SelectItem key={category} value={category}>
                {t(`shared.categories.${category}`)}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <Field className="gap-1.5">
          <FieldLabel>{t("list.filters.district")}</FieldLabel>
          <Select
            value={filters.district ?? ALL}
            onValueChange={(value) =>
              onQueryChange(withVenueFilters(query, { ...filters, district: districtFilter(value) }))
            }
            renderValue={(value) => (value === ALL ? t("list.filters.allDistricts") : t(`shared.districts.${value}`))}
          >
            <SelectItem value={ALL}>{t("list.filters.allDistricts")}</SelectItem>
            {VENUE_DISTRICTS.map((district) => (
              <SelectItem key={district} value={district}>
                {t(`shared.districts.${district}`)}
              </SelectItem>
            ))}
          </Select>
        </Field>
      </section>

      <section aria-label={t("list.results")} className="flex flex-col gap-4">
        {venues.error && !venues.data ? (
          <LoadError t={t} title={t("list.error")} error={venues.error} onRetry={() => void venues.mutate()} />
        ) : !venues.data ? (
          <div className="flex flex-col gap-4">
            <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton shape="block" shapeClassName="h-72" />
              <Skeleton shape="block" shapeClassName="h-72" />
            </div>
          </div>
        ) : venues.data.length === 0 ? (
          <EmptyState
            icon={<MapPinned aria-hidden="true" />}
            titleAs="h2"
            title={filtered ? t("list.empty.title") : t("list.none.title")}
            description={filtered ? t("list.empty.description") : t("list.none.description")}
            action={
              filtered ? (
                <Button intent="outline" onClick={() => onQueryChange(withVenueFilters(query, {}))}>
                  {t("list.empty.clear")}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("list.count", { count: venues.data.length })}
            </p>
            <PlaceMap places={places} label={t("list.mapLabel")} height={320} />
            <ul className="grid gap-4 sm:grid-cols-2">
              {venues.data.map((venue, index) => (
                <li key={venue.id}>
                  <VenueCard venue={venue} href={paths.venue(venue.id)} priority={index === 0} />
                </li>
              ))}
            </ul>
            {venues.error && (
              <LoadError t={t} title={t("list.error")} error={venues.error} onRetry={() => void venues.mutate()} />
            )}
          </>
        )}
      </section>
    </FeaturePage>
  );
}
