import type { EduTimelineEntry } from "@contracts/applications";
import { formatDateTime } from "@lib/format/format";
import { ApplicationStatusBadge } from "./status-badges";
import { useAdminText } from "./use-admin-text";

/** Every change of status, oldest first: when, to what, by whom, and the words the applicant was sent. */
export function Timeline({ entries }: { entries: readonly EduTimelineEntry[] }) {
  const { t, lang } = useAdminText();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("timeline.empty")}</p>;
  return (
    <ol className="flex flex-col gap-3 border-l border-border pl-4" aria-label={t("timeline.title")}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="flex flex-col gap-1 break-inside-avoid">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <ApplicationStatusBadge size="sm" status={entry.to} />
            <span className="text-muted-foreground">
              {t("timeline.entry", { at: formatDateTime(entry.at, lang), actor: t(`timeline.actors.${entry.actor}`) })}
            </span>
          </div>
          {entry.from && (
            <p className="text-xs text-muted-foreground">
              {t("timeline.from", { status: t(`applications:status.${entry.from}`) })}
            </p>
          )}
          {entry.message && (
            <blockquote className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-wrap text-foreground">
              {entry.message}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}
