import { Badge, type BadgeVariant } from "@ds";
import { useId } from "react";
import { type ScanEntry, type ScanOutcome, scanClock } from "../model/scan-log";
import { useAdminText } from "./use-admin-text";

const TONES: Record<Exclude<ScanOutcome, "checking">, BadgeVariant> = {
  welcome: "success",
  already: "warning",
  notFound: "danger",
  foreign: "danger",
  failed: "danger",
};

/** This session's last scans, newest first: the time, the outcome, who (or what was read). */
export function ScanLog({ entries }: { entries: readonly ScanEntry[] }) {
  const { t, lang } = useAdminText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t("scan.log.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("scan.log.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <time dateTime={entry.at.toISOString()} className="font-mono text-muted-foreground">
                {scanClock(entry.at, lang)}
              </time>
              {entry.outcome === "checking" ? (
                <Badge size="sm">{t("shared.loading")}</Badge>
              ) : (
                <Badge size="sm" variant={TONES[entry.outcome]}>
                  {t(`scan.log.${entry.outcome}`)}
                </Badge>
              )}
              <span className="min-w-0 flex-1 break-words text-foreground">
                {entry.registration ? (
                  <>
                    <span className="font-medium">{entry.registration.name}</span>
                    {` · ${entry.registration.organisation} · `}
                    <span className="font-mono">{entry.registration.badge.number}</span>
                  </>
                ) : (
                  <span className="font-mono">{entry.text}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
