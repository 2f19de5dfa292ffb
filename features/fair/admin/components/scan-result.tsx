import { Spinner, cn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { CircleAlert, CircleCheck, CircleX, ScanLine, TriangleAlert } from "lucide-react";
import type { ScanEntry } from "../model/scan-log";
import { useAdminText } from "./use-admin-text";

/**
 * The last scan, large enough to read from a step away: a solid colour per outcome (the fills pass 4.5:1 with their
 * text), the visitor's name, organisation and badge number, and a line for a repeat that was not sent.
 */
export function ScanResult({ entry, repeat }: { entry: ScanEntry | null; repeat: string | null }) {
  const { t, lang } = useAdminText();
  const outcome = entry?.outcome ?? "waiting";
  const person = entry?.registration;
  let Icon = ScanLine;
  let title: string;
  let body: string | null = null;
  switch (entry?.outcome) {
    case undefined:
      title = t("scan.result.waiting");
      break;
    case "checking":
      title = t("scan.result.checking", { code: entry.text });
      break;
    case "welcome":
      Icon = CircleCheck;
      title = t("scan.result.welcome", { name: person?.name ?? "" });
      body = person?.organisation ?? null;
      break;
    case "already":
      Icon = TriangleAlert;
      title = t("scan.result.already", {
        time: person?.checked_in_at ? formatDateTime(person.checked_in_at, lang) : "",
      });
      body = person ? t("scan.result.alreadyWho", { name: person.name, organisation: person.organisation }) : null;
      break;
    case "notFound":
      Icon = CircleX;
      title = t("scan.result.notFound");
      body = t("scan.result.notFoundBody", { code: entry.text });
      break;
    case "foreign":
      Icon = CircleX;
      title = t("scan.result.foreign");
      body = t("scan.result.foreignBody", { text: entry.text });
      break;
    case "failed":
      Icon = CircleAlert;
      title = t("scan.result.failed");
      body = entry.detail;
      break;
  }
  return (
    <section aria-label={t("scan.result.label")} className="flex flex-col gap-2">
      <div
        aria-live="polite"
        aria-atomic="true"
        data-slot="badge-scan-result"
        data-outcome={outcome}
        className={cn(
          "flex min-h-36 items-center gap-5 rounded-xl border-2 px-6 py-5",
          // outcome
          "border-border bg-muted text-foreground",
          outcome === "welcome" && "border-toast-success bg-toast-success text-toast-foreground",
          outcome === "already" && "border-toast-warning bg-toast-warning text-toast-foreground",
          (outcome === "notFound" || outcome === "foreign" || outcome === "failed") &&
            "border-danger bg-danger text-danger-foreground",
        )}
      >
        {outcome === "checking" ? (
          <Spinner size="lg" label={t("shared.loading")} />
        ) : (
          <Icon aria-hidden="true" className="size-12 shrink-0" strokeWidth={2.25} />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-2xl font-bold break-words sm:text-3xl">{title}</p>
          {body && <p className="text-lg break-words">{body}</p>}
          {person && (outcome === "welcome" || outcome === "already") && (
            <p className="font-mono text-lg tracking-wider">
              {t("scan.result.badge", { number: person.badge.number })}
            </p>
          )}
        </div>
      </div>
      {repeat && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("scan.result.repeat", { code: repeat })}
        </p>
      )}
    </section>
  );
}
