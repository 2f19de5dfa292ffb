import { Badge, Card, CardHeader, CardLink, CardMedia, CardTitle, Skeleton } from "@ds";
import { Link } from "react-router";
import { useVenues } from "../api/list-venues";
import { benefitText } from "../model/event-text";
import { useThingsToDoText } from "./use-things-to-do-text";

/** How many venues the strip shows: a row's worth, the operators' first. */
export const VENUE_STRIP_SIZE = 6;

export type VenueStripProps = {
  /** A venue's page on this site. */
  venueHref: (id: number) => string;
};

/**
 * "Top attractions with the pass": the first partner venues with what the pass gives there. The page is about
 * events, so a failed read of the venues leaves the strip out rather than putting an error beside them.
 */
export function VenueStrip({ venueHref }: VenueStripProps) {
  const { t, lang } = useThingsToDoText();
  const venues = useVenues(lang);
  if (venues.error || venues.data?.length === 0) return null;
  return (
    <section aria-labelledby="ttd-venues" className="flex flex-col gap-3">
      <h2 id="ttd-venues" className="text-xl font-semibold">
        {t("venues.title")}
      </h2>
      {!venues.data ? (
        <Skeleton shape="block" shapeClassName="h-40" srLabel={t("shared.loading")} />
      ) : (
        <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
          {venues.data.slice(0, VENUE_STRIP_SIZE).map((venue) => (
            <li key={venue.id} className="w-56 shrink-0 snap-start">
              <Card interactive className="h-full">
                <CardMedia src={venue.thumbnail} alt="" ratio="wide" />
                <CardHeader>
                  <CardTitle as="h3">
                    <CardLink asChild>
                      <Link to={venueHref(venue.id)}>{venue.name}</Link>
                    </CardLink>
                  </CardTitle>
                  <Badge size="sm" variant="primary" className="self-start">
                    {benefitText(venue.benefit, t)}
                  </Badge>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
