import type { BleisureProgramme } from "@contracts/bleisure";
import { convertMoney } from "@contracts/money";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle, Price } from "@ds";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { useCurrency } from "@lib/session/use-session";
import { Link } from "react-router";
import { durationParts } from "../model/free-time";
import { useBusinessLeisureText } from "./use-business-leisure-text";

export type ProgrammeCardProps = {
  programme: BleisureProgramme;
  /** The programme's page: the shop's product page. */
  href: string;
  /** The departures are those that fit the visitor's window (not every one the programme runs). */
  fitting: boolean;
  headingAs?: "h2" | "h3";
  /** The first card of the page: its picture is the page's largest. */
  priority?: boolean;
};

/** "3 h", "2 h 30 min" / "3시간", "2시간 30분". */
export function useDurationText() {
  const { t } = useBusinessLeisureText();
  return (minutes: number) => {
    const parts = durationParts(minutes);
    if (parts.minutes === 0) return t("card.hours", { count: parts.hours });
    return t("card.hoursMinutes", { hours: parts.hours, minutes: parts.minutes });
  };
}

/** A programme in a list: picture, name, summary, length, the price from, and its departures. */
export function ProgrammeCard({ programme, href, fitting, headingAs = "h2", priority = false }: ProgrammeCardProps) {
  const { t } = useBusinessLeisureText();
  const duration = useDurationText();
  const currency = useCurrency();
  const rates = useExchangeRates();
  return (
    <Card interactive className="h-full">
      <CardMedia src={programme.thumbnail} alt="" ratio="wide" priority={priority} />
      <CardHeader>
        <CardTitle as={headingAs}>
          <CardLink asChild>
            <Link to={href}>{programme.name}</Link>
          </CardLink>
        </CardTitle>
        <CardDescription>{programme.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
          <dt className="text-muted-foreground">{t("card.length")}</dt>
          <dd className="text-foreground">{duration(programme.duration_minutes)}</dd>
          <dt className="text-muted-foreground">{t("card.price")}</dt>
          <dd>
            <Price
              amount={convertMoney(programme.price_from, programme.currency, currency, rates)}
              currency={currency}
              from
              size="sm"
            />
          </dd>
          <dt className="text-muted-foreground">{fitting ? t("card.fitting") : t("card.departures")}</dt>
          <dd>
            {programme.departure_times.length === 0 ? (
              <span className="text-muted-foreground">{t("card.noDeparture")}</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label={fitting ? t("card.fitting") : t("card.departures")}>
                {programme.departure_times.map((time) => (
                  <li key={time}>
                    <Badge variant={fitting ? "primary" : "outline"}>{time}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
