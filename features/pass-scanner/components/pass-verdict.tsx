import { VerdictLine, VerdictPanel } from "@blocks/qr-scanner";
import { formatPrice } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";
import { CalendarClock, CircleAlert, CircleCheck, CircleX, ScanLine, TriangleAlert, WifiOff } from "lucide-react";
import { type AnswerLine, type PassEntry, answerLines, entryTone, messageKeyOf } from "../model/answer";
import { usePassScannerText } from "./use-pass-scanner-text";

function lineText(line: AnswerLine, t: Translate, lang: Lang): string {
  switch (line.kind) {
    case "benefit":
      return t(`pass:messages.${line.key}`, line.percent === null ? {} : { percent: line.percent });
    case "usesLeft":
      return t("scanner.result.usesLeft", { count: line.count });
    case "validUntil":
      return t("scanner.result.validUntil", { time: formatDateTime(line.at, lang) });
    case "firstVisit":
      return t("scanner.result.firstVisit", { time: formatDateTime(line.at, lang) });
    case "validFrom":
      return t("scanner.result.validFrom", { day: formatDate(line.day, lang) });
  }
}

export type PassVerdictProps = {
  entry: PassEntry | null;
  repeat: boolean;
  /** No venue chosen yet: nothing can be scanned. */
  waitingForVenue?: boolean;
};

/**
 * The last scan in the scanners' answer panel: the pass rules' words for the answer (`pass:messages`), the holder
 * and pass, and what the staff need next: what a valid pass gives here, uses left and until when, the first visit
 * of a pass used here, the first day of one not valid yet. A scan that could not be checked says so in amber.
 */
export function PassVerdict({ entry, repeat, waitingForVenue = false }: PassVerdictProps) {
  const { t, lang } = usePassScannerText();
  const answer = entry?.state === "answered" ? entry.answer : null;
  let Icon = ScanLine;
  let title = waitingForVenue ? t("scanner.result.chooseVenue") : t("scanner.result.waiting");
  let body: string | null = null;
  if (entry?.state === "checking") title = t("scanner.result.checking");
  else if (entry?.state === "unchecked") {
    Icon = WifiOff;
    title = t("scanner.result.unchecked");
    body = t("scanner.result.uncheckedBody");
  } else if (entry?.state === "failed") {
    Icon = CircleAlert;
    title = t("scanner.result.failed");
    body = entry.detail;
  } else if (answer) {
    title = t(`pass:messages.${messageKeyOf(answer)}`);
    Icon =
      answer.result === "valid"
        ? CircleCheck
        : answer.result === "already_used"
          ? TriangleAlert
          : answer.result === "not_yet_valid"
            ? CalendarClock
            : CircleX;
    if (!answer.pass && answer.result === "invalid") body = t("scanner.result.notAPass");
  }
  return (
    <VerdictPanel
      label={t("scanner.result.label")}
      icon={Icon}
      title={title}
      tone={entry ? entryTone(entry) : "idle"}
      checking={entry?.state === "checking" ? t("shared.loading") : null}
      footnote={repeat && t("scanner.result.repeat")}
      data-result={answer?.result ?? entry?.state ?? "waiting"}
    >
      {answer?.pass && (
        <VerdictLine size="lead">
          {t("scanner.result.holder", { holder: answer.pass.holder, code: answer.pass.code })}
        </VerdictLine>
      )}
      {answer?.pass && <VerdictLine size="note">{answer.pass.type_name}</VerdictLine>}
      {answer &&
        answerLines(answer).map((line) => <VerdictLine key={line.kind}>{lineText(line, t, lang)}</VerdictLine>)}
      {answer?.settles && (
        <VerdictLine size="lead">
          {answer.settles.amount > 0
            ? t("scanner.result.settles.collect", {
                number: answer.settles.reservation_number,
                amount: formatPrice(answer.settles.amount, answer.settles.currency, lang),
              })
            : t("scanner.result.settles.free", { number: answer.settles.reservation_number })}
        </VerdictLine>
      )}
      {answer?.settles?.order_confirmed && <VerdictLine>{t("scanner.result.settles.confirmed")}</VerdictLine>}
      {body && <VerdictLine>{body}</VerdictLine>}
    </VerdictPanel>
  );
}
