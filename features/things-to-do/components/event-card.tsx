import type { CityEventSummary } from "@contracts/things-to-do";
import { Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle } from "@ds";
import { EventBadges, EventFacts } from "./event-facts";

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
  return (
    <Card interactive className="h-full">
      {!compact && <CardMedia src={event.image} alt="" ratio="wide" />}
      <CardHeader>
        <EventBadges event={event} />
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
        <EventFacts event={event} className="gap-x-3" />
      </CardContent>
    </Card>
  );
}
