import type { VenueSummary } from "@contracts/passes";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle } from "@ds";
import { Link } from "react-router";
import { benefitText, whereText } from "../model/venue-text";
import { usePassVenuesText } from "./use-pass-venues-text";

export type VenueCardProps = {
  venue: VenueSummary;
  /** The venue's page on this site. */
  href: string;
  /** The first card of the page: its picture is the page's largest. */
  priority?: boolean;
};

/** A venue in the list: picture, name, category and district, what the pass gives, a reservation badge, hours. */
export function VenueCard({ venue, href, priority = false }: VenueCardProps) {
  const { t } = usePassVenuesText();
  return (
    <Card interactive className="h-full">
      <CardMedia src={venue.thumbnail} alt="" ratio="wide" priority={priority} />
      <CardHeader>
        <CardTitle as="h2">
          <CardLink asChild>
            <Link to={href}>{venue.name}</Link>
          </CardLink>
        </CardTitle>
        <CardDescription>{whereText(venue, t)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap gap-2">
          <Badge variant="primary">{benefitText(venue.benefit, t)}</Badge>
          {venue.reservation_required && <Badge variant="outline">{t("shared.reservationRequired")}</Badge>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <dt className="text-muted-foreground">{t("list.card.hours")}</dt>
          <dd className="text-foreground">{venue.opening_hours}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
