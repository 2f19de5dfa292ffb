import { PlaceMap } from "@blocks/map";
import { FeaturePage, RecordPageStatus } from "@blocks/feature-kit";
import type { Venue } from "@contracts/passes";
import { Badge, ButtonLink } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import { Link } from "react-router";
import { useVenue } from "../api/get-venue";
import { usePassVenuesText } from "../components/use-pass-venues-text";
import { venueIdOf } from "../model/filters";
import { benefitText, telHref, whereText } from "../model/venue-text";

export type VenueDetailPaths = {
  /** The venue list. */
  list: string;
  /** Where a pass is bought on this site. */
  purchase: string;
};

export type VenueDetailScreenProps = {
  /** The venue's id as the address has it (`/seoulitepass/affiliate/detail/{id}`); anything else is "not found". */
  id: string;
  paths: VenueDetailPaths;
};

/**
 * A partner venue (`/seoulitepass/affiliate/detail/{id}`): pictures, what the pass gives there, whether a visit
 * needs booking and whether the pass works more than once, hours, address with a map, directions and phone, and the
 * way to buy a pass. Rendered on the server with its data (ADR 0024).
 */
export function VenueDetailScreen({ id, paths }: VenueDetailScreenProps) {
  const { t, lang } = usePassVenuesText();
  const venueId = venueIdOf(id);
  const venue = useVenue(venueId, lang);
  if (venueId === null || venue.error || !venue.data)
    return (
      <RecordPageStatus
        t={t}
        notFound={venueId === null || isNotFound(venue.error)}
        error={venue.error}
        onRetry={() => void venue.mutate()}
        title={t("detail.back")}
        listPath={paths.list}
      />
    );
  return <VenueDetail venue={venue.data} paths={paths} />;
}

function VenueDetail({ venue, paths }: { venue: Venue; paths: VenueDetailPaths }) {
  const { t } = usePassVenuesText();
  const benefit =
    venue.benefit.kind === "free_entry"
      ? t("detail.withPass.freeEntry")
      : t("detail.withPass.discount", { percent: venue.benefit.percent });
  return (
    <FeaturePage
      title={venue.name}
      aside={
        <Link to={paths.list} className="text-sm text-primary underline underline-offset-4">
          {t("detail.back")}
        </Link>
      }
    >
      <div className="-mt-2 flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">{whereText(venue, t)}</span>
        <Badge variant="primary">{benefitText(venue.benefit, t)}</Badge>
        {venue.reservation_required && <Badge variant="outline">{t("shared.reservationRequired")}</Badge>}
      </div>
      {venue.images.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {venue.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={t("detail.photo", { name: venue.name, index: index + 1 })}
              className="aspect-[3/2] w-full rounded-lg object-cover"
              {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            />
          ))}
        </div>
      )}
      <p className="text-foreground">{venue.description}</p>
      <section aria-labelledby="venue-with-pass" className="flex flex-col gap-2">
        <h2 id="venue-with-pass" className="text-lg font-semibold text-foreground">
          {t("detail.withPass.heading")}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-foreground">
          <li>{benefit}</li>
          <li>
            {venue.reservation_required ? t("detail.withPass.reservationRequired") : t("detail.withPass.noReservation")}
          </li>
          <li>{venue.repeat_visits ? t("detail.withPass.repeatVisits") : t("detail.withPass.onceOnly")}</li>
        </ul>
        <ButtonLink asChild size="lg" className="mt-2 self-start">
          <Link to={paths.purchase}>{t("detail.buy")}</Link>
        </ButtonLink>
      </section>
      <section aria-labelledby="venue-visit" className="flex flex-col gap-3">
        <h2 id="venue-visit" className="text-lg font-semibold text-foreground">
          {t("detail.visit.heading")}
        </h2>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t("detail.visit.hours")}</dt>
          <dd>{venue.opening_hours}</dd>
          <dt className="text-muted-foreground">{t("detail.visit.address")}</dt>
          <dd>{venue.address}</dd>
          <dt className="text-muted-foreground">{t("detail.visit.directions")}</dt>
          <dd>{venue.directions}</dd>
          <dt className="text-muted-foreground">{t("detail.visit.phone")}</dt>
          <dd>
            <a
              href={telHref(venue.phone)}
              className="rounded-sm text-primary underline underline-offset-4 hover:no-underline focus-visible:shadow-focus focus-visible:outline-none"
            >
              {venue.phone}
            </a>
          </dd>
        </dl>
        {/* the venue chosen on its map: its name and "Open in a map app" follow the map */}
        <PlaceMap
          places={[{ id: venue.id, name: venue.name, lat: venue.lat, lng: venue.lng }]}
          selectedId={venue.id}
          label={t("detail.mapLabel", { name: venue.name })}
          height={280}
        />
      </section>
    </FeaturePage>
  );
}
