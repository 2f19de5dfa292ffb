import { DialogFrame, LoadError } from "@blocks/feature-kit";
import type { CityEventSummary } from "@contracts/things-to-do";
import { DialogBody, Skeleton } from "@ds";
import { ExternalLink } from "lucide-react";
import { useEvent } from "../api/get-event";
import { EventBadges, EventFacts } from "./event-facts";
import { useThingsToDoText } from "./use-things-to-do-text";

export type EventDialogProps = {
  /** The event open, as the list gave it (its title shows at once); null when closed. */
  event: CityEventSummary | null;
  onClose: () => void;
};

/**
 * An event's details in a dialog over the list or the calendar (the page keeps its place and its day): the facts
 * the card had at once, then the description read from the server.
 */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const { t, lang } = useThingsToDoText();
  const detail = useEvent(event?.id ?? null, lang);
  if (!event) return null;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={event.title}
      description={event.summary}
    >
      <DialogBody className="flex flex-col gap-4 pb-6">
        <img src={event.image} alt="" className="aspect-[2/1] w-full rounded-lg bg-muted object-cover" />
        <EventBadges event={event} />
        <EventFacts event={event} className="gap-x-4" />
        {detail.error ? (
          <LoadError t={t} title={t("detail.error")} error={detail.error} onRetry={() => void detail.mutate()} />
        ) : !detail.data ? (
          <Skeleton shape="line" lines={3} srLabel={t("shared.loading")} />
        ) : (
          <p className="leading-relaxed whitespace-pre-line">{detail.data.description}</p>
        )}
        {event.link && (
          <a
            href={event.link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 self-start font-medium text-primary underline"
          >
            {t("detail.link")}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </DialogBody>
    </DialogFrame>
  );
}
