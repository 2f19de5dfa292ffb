import type { CityEventSummary } from "@contracts/things-to-do";
import { Badge, cn } from "@ds";
import { Ticket } from "lucide-react";
import { eventDays, eventPlace } from "../model/event-text";
import { useThingsToDoText } from "./use-things-to-do-text";

/** An event's category, and whether the pass gives something there. */
export function EventBadges({ event }: { event: CityEventSummary }) {
  const { t } = useThingsToDoText();
  return (
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
  );
}

/** An event's days, hours (when it has them), place and price, as the card and the dialog both list them. */
export function EventFacts({ event, className }: { event: CityEventSummary; className?: string }) {
  const { t, lang } = useThingsToDoText();
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-y-1 text-sm", className)}>
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
  );
}
