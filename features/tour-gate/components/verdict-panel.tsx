import { VerdictLine, VerdictPanel as ScanVerdictPanel } from "@blocks/qr-scanner";
import { formatDateTime } from "@lib/format/format";
import { Check, CircleAlert, CircleCheck, CircleX, Hourglass, ScanLine, TriangleAlert, WifiOff } from "lucide-react";
import { type GateEntry, entryTone } from "../model/gate-log";
import { useGateText } from "./use-gate-text";

/**
 * The last scan in the scanners' answer panel: valid green, used amber, refused red; the holder, for a used ticket
 * when and by which scanner, and a line for a repeat that was ignored. An answer the device gave for a slow server
 * says so in small type until the server confirms it; one the server corrected takes the server's answer and
 * colour, ringed, with a line saying it changed.
 */
export function VerdictPanel({ entry, repeat }: { entry: GateEntry | null; repeat: boolean }) {
  const { t, lang } = useGateText();
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
  return (
    <ScanVerdictPanel
      label={t("gate.result.label")}
      icon={Icon}
      title={title}
      tone={entry ? entryTone(entry) : "idle"}
      ringed={confirm === "overruled"}
      checking={entry?.state === "checking" ? t("shared.loading") : null}
      footnote={repeat && t("gate.result.repeat")}
      data-slot="gate-verdict"
      data-result={decided ? (verdict?.result ?? "none") : (entry?.state ?? "waiting")}
      data-confirm={confirm ?? undefined}
    >
      {verdict?.holder && (
        <VerdictLine size="lead">
          {t("gate.result.holder", { holder: verdict.holder, reservation: verdict.reservation_number ?? "" })}
        </VerdictLine>
      )}
      {body && <VerdictLine>{body}</VerdictLine>}
      {confirm ? (
        <VerdictLine
          size="note"
          icon={confirm === "confirming" ? Hourglass : confirm === "overruled" ? TriangleAlert : Check}
        >
          {t(`gate.result.${confirm}`)}
        </VerdictLine>
      ) : (
        verdict?.offline &&
        decided && (
          <VerdictLine size="note" icon={WifiOff}>
            {t("gate.result.offline")}
          </VerdictLine>
        )
      )}
    </ScanVerdictPanel>
  );
}
