import type { EduTimelineEntry } from "@contracts/applications";
import { formatDateTime } from "@lib/format/format";
import { ApplicationStatusBadge } from "./status-badges";
import { useApplicationsText } from "./use-applications-text";

/** Every change of the application's status with its time (Korea), who made it and the words that came with it. */
export function StatusTimeline({ entries }: { entries: readonly EduTimelineEntry[] }) {
  const { t, lang } = useApplicationsText();
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-border pl-4" data-slot="edu-timeline">
      {entries.map((entry, index) => (
        // the timeline never reorders: its place is its identity
        <li key={index} className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusBadge status={entry.to} />
            <time dateTime={entry.at} className="text-sm text-muted-foreground">
              {formatDateTime(entry.at, lang)}
            </time>
            <span className="text-sm text-muted-foreground">{t(`detail.timeline.by.${entry.actor}`)}</span>
          </div>
          {entry.message && <p className="text-sm whitespace-pre-line text-foreground">{entry.message}</p>}
        </li>
      ))}
    </ol>
  );
}
