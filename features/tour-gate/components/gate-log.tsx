import { ScanLog } from "@blocks/qr-scanner";
import { type GateEntry, entryTone } from "../model/gate-log";
import { useGateText } from "./use-gate-text";

/**
 * This session's last scans, newest first: the time, the answer (and whether the device decided it, is waiting for
 * the server's word on it, or was corrected by the server), who.
 */
export function GateLog({ entries }: { entries: readonly GateEntry[] }) {
  const { t, lang } = useGateText();
  return (
    <ScanLog
      heading={t("gate.log.heading")}
      empty={t("gate.log.empty")}
      lang={lang}
      items={entries.map((entry) => {
        let answer = t(`gate.log.${entry.state === "decided" ? (entry.verdict?.result ?? "invalid") : entry.state}`);
        if (entry.state === "decided" && entry.confirm) {
          if (entry.confirm !== "confirmed") answer += ` · ${t(`gate.log.${entry.confirm}`)}`;
        } else if (entry.verdict?.offline) answer += ` · ${t("gate.log.offline")}`;
        return {
          id: entry.id,
          at: entry.at,
          tone: entryTone(entry),
          answer,
          holder: entry.verdict?.holder ?? null,
          code: entry.text,
        };
      })}
    />
  );
}
