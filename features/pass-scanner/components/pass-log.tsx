import { ScanLog } from "@blocks/qr-scanner";
import { type PassEntry, entryTone, messageKeyOf } from "../model/answer";
import { usePassScannerText } from "./use-pass-scanner-text";

/** This session's last scans, newest first: the time, the answer, the holder and the pass's code. */
export function PassLog({ entries }: { entries: readonly PassEntry[] }) {
  const { t, lang } = usePassScannerText();
  return (
    <ScanLog
      heading={t("scanner.log.heading")}
      empty={t("scanner.log.empty")}
      lang={lang}
      items={entries.map((entry) => {
        const { answer } = entry;
        let word: string = entry.state;
        if (entry.state === "answered" && answer)
          // a refunded pass answers `invalid`; the log says which
          word = messageKeyOf(answer) === "refunded" ? "refunded" : answer.result;
        return {
          id: entry.id,
          at: entry.at,
          tone: entryTone(entry),
          answer: t(`scanner.log.${word}`),
          holder: answer?.pass?.holder ?? null,
          code: answer?.pass?.code ?? entry.text,
          showCode: true,
        };
      })}
    />
  );
}
