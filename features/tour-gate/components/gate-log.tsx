import { Badge, type BadgeVariant } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useId } from "react";
import { type GateEntry, entryTone, shortCode } from "../model/gate-log";
import { useGateText } from "./use-gate-text";

const VARIANTS: Record<ReturnType<typeof entryTone>, BadgeVariant | undefined> = {
  waiting: undefined,
  valid: "success",
  used: "warning",
  refused: "danger",
};

/**
 * This session's last scans, newest first: the time, the answer (and whether the device decided it, is waiting for
 * the server's word on it, or was corrected by the server), who.
 */
export function GateLog({ entries }: { entries: readonly GateEntry[] }) {
  const { t, lang } = useGateText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t("gate.log.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("gate.log.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <time dateTime={entry.at.toISOString()} className="text-muted-foreground">
                {formatDateTime(entry.at, lang)}
              </time>
              <Badge size="sm" variant={VARIANTS[entryTone(entry)]}>
                {t(`gate.log.${entry.state === "decided" ? (entry.verdict?.result ?? "invalid") : entry.state}`)}
                {entry.state === "decided" && entry.confirm
                  ? entry.confirm !== "confirmed" && ` · ${t(`gate.log.${entry.confirm}`)}`
                  : entry.verdict?.offline && ` · ${t("gate.log.offline")}`}
              </Badge>
              <span className="min-w-0 flex-1 break-words text-foreground">
                {entry.verdict?.holder ? (
                  <span className="font-medium">{entry.verdict.holder}</span>
                ) : (
                  <span className="font-mono">{shortCode(entry.text)}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
