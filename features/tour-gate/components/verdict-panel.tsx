import { Spinner, cn } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { Check, CircleAlert, CircleCheck, CircleX, Hourglass, ScanLine, TriangleAlert, WifiOff } from "lucide-react";
import { type GateEntry, entryTone } from "../model/gate-log";
import { useGateText } from "./use-gate-text";

/**
 * The last scan, large enough to read from a step away: a solid colour per answer (valid green, used amber, refused
 * red; the fills pass 4.5:1 with their text), the holder, for a used ticket when and by which scanner, and a line
 * for a repeat that was ignored. A polite live region reads each answer out. An answer the device gave for a slow
 * server says so in small type until the server confirms it; one the server corrected takes the server's answer and
 * colour, ringed, with a line saying it changed.
 */
export function VerdictPanel({ entry, repeat }: { entry: GateEntry | null; repeat: boolean }) {
  const { t, lang } = useGateText();
  const tone = entry ? entryTone(entry) : "idle";
  const verdict = entry?.verdict ?? null;
  let Icon = ScanLine;
  let title = t("gate.result.waiting");
  let body: string | null = null;
  const decided = entry?.state === "decided";
  const confirm = decided ? (entry?.confirm ?? null) : null;
  if (entry?.state === "checking") title = t("gate.result.checking");
  else if (entry?.state === "failed" || entry?.state === "noList") {
    Icon = CircleAlert;
    title = t("gate.result.failed");
    body = entry.state === "noList" ? t("gate.result.noList") : entry.detail;
  } else if (verdict) {
    title = t(`gate.result.${verdict.result}`);
    switch (verdict.result) {
      case "valid":
        Icon = CircleCheck;
        break;
      case "already_used":
        Icon = TriangleAlert;
        body = verdict.first
          ? t("gate.result.alreadyWhen", { time: formatDateTime(verdict.first.at, lang), device: verdict.first.device })
          : null;
        break;
      case "wrong_departure":
        Icon = CircleX;
        body = t("gate.result.wrongBody");
        break;
      case "invalid":
        Icon = CircleX;
        body = t("gate.result.invalidBody");
        break;
    }
  }
  const ConfirmIcon = confirm === "confirming" ? Hourglass : confirm === "overruled" ? TriangleAlert : Check;
  return (
    <section aria-label={t("gate.result.label")} className="flex flex-col gap-2">
      <div
        aria-live="polite"
        aria-atomic="true"
        data-slot="gate-verdict"
        data-result={decided ? (verdict?.result ?? "none") : (entry?.state ?? "waiting")}
        data-confirm={confirm ?? undefined}
        className={cn(
          "flex min-h-36 items-center gap-5 rounded-xl border-2 px-6 py-5",
          // tone
          "border-border bg-muted text-foreground",
          tone === "valid" && "border-toast-success bg-toast-success text-toast-foreground",
          tone === "used" && "border-toast-warning bg-toast-warning text-toast-foreground",
          tone === "refused" && "border-danger bg-danger text-danger-foreground",
          // overruled
          confirm === "overruled" && "ring-4 ring-toast-info",
        )}
      >
        {entry?.state === "checking" ? (
          <Spinner size="lg" label={t("shared.loading")} />
        ) : (
          <Icon aria-hidden="true" className="size-14 shrink-0" strokeWidth={2.25} />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-3xl font-bold break-words sm:text-4xl">{title}</p>
          {verdict?.holder && (
            <p className="text-xl font-semibold break-words">
              {t("gate.result.holder", { holder: verdict.holder, reservation: verdict.reservation_number ?? "" })}
            </p>
          )}
          {body && <p className="text-lg break-words">{body}</p>}
          {confirm ? (
            <p className="flex items-center gap-1.5 text-sm font-medium">
              <ConfirmIcon aria-hidden="true" className="size-4" />
              {t(`gate.result.${confirm}`)}
            </p>
          ) : (
            verdict?.offline &&
            decided && (
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <WifiOff aria-hidden="true" className="size-4" />
                {t("gate.result.offline")}
              </p>
            )
          )}
        </div>
      </div>
      {repeat && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("gate.result.repeat")}
        </p>
      )}
    </section>
  );
}
