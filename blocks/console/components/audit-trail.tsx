import type { AuditEntry, AuditSubject } from "@contracts/audit";
import { LoadErrorNotice, Skeleton } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { History } from "lucide-react";
import { useId } from "react";
import { useAudit } from "../api/audit";
import { useConsoleText } from "./use-console-text";

export type AuditTrailProps = {
  subject: AuditSubject;
  subjectId: string | number;
  /** The entry in the feature's own words ("Deposit recorded", "Price 120 → 150 USD"). */
  describe: (entry: AuditEntry) => string;
  className?: string;
};

/**
 * A record's audit trail in the shop's console (ADR 0034): every change an operator made to it, oldest first, with
 * who (name and role) and when. Written by the server in each change's transaction, so what is listed happened.
 */
export function AuditTrail({ subject, subjectId, describe, className }: AuditTrailProps) {
  const { t, lang } = useConsoleText();
  const headingId = useId();
  const audit = useAudit(subject, String(subjectId));

  let body;
  if (audit.error) {
    body = (
      <LoadErrorNotice
        title={t("audit.error")}
        detail={audit.error.message}
        retryLabel={t("audit.retry")}
        onRetry={() => void audit.mutate()}
      />
    );
  } else if (!audit.data) {
    body = <Skeleton lines={3} srLabel={t("audit.loading")} />;
  } else if (audit.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t("audit.empty")}</p>;
  } else {
    body = (
      <ol className="flex flex-col gap-3">
        {audit.data.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 border-l-2 border-border pl-3">
            <span className="text-sm font-medium">{describe(entry)}</span>
            <span className="text-xs text-muted-foreground">
              <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
              {" · "}
              {entry.actor.role
                ? t("audit.byRole", { name: entry.actor.name, role: t(`roles.${entry.actor.role}`) })
                : t("audit.by", { name: entry.actor.name })}
            </span>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5" />
        {t("audit.title")}
      </h2>
      {body}
    </section>
  );
}
