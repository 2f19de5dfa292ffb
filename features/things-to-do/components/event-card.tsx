import type { CityEventSummary } from "@contracts/things-to-do";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle } from "@ds";
import { Ticket } from "lucide-react";
import { eventDays, eventPlace } from "../model/event-text";
import { useThingsToDoText } from "./use-things-to-do-text";

export type EventCardProps = {
  event: CityEventSummary;
  /** Opens the event's details. */
  onOpen: (id: number) => void;
  titleAs?: "h3" | "h4";
  /** A small card without its picture (the calendar's day lists). */
  compact?: boolean;
};

/** An event in a list: picture, category, title, days, hours, place and price; the whole card opens its details. */
export function EventCard({ event, onOpen, titleAs = "h3", compact = false }: EventCardProps) {
  const { t, lang } = useThingsToDoText();
  return (
    <Card interactive className="h-full">
      {!compact && <CardMedia src={event.image} alt="" ratio="wide" />}
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge size="sm" variant="outline">
            {t(`shared.categories.${event.category}`)}
          </Badge>
          {event.with_pass && (
            <Badge size="sm" variant="primary">
              <Ticket aria-hidden="true" />
              {t("shared.withPass")}
            </Badge>
          )}
        </div>
        <CardTitle as={titleAs}>
          <CardLink asChild>
            <button type="button" className="text-left" onClick={() => onOpen(event.id)}>
              {event.title}
            </button>
          </CardLink>
        </CardTitle>
        {!compact && <CardDescription>{event.summary}</CardDescription>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("shared.when")}</dt>
          <dd>{eventDays(event, lang)}</dd>
          {event.times && (
            <>
              <dt className="text-muted-foreground">{t("shared.hours")}</dt>
              <dd>{event.times}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{t("shared.where")}</dt>
          <dd>{eventPlace(event, t)}</dd>
          <dt className="text-muted-foreground">{t("shared.price")}</dt>
          <dd>{event.price}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
