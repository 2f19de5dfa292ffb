import type { Pass } from "@contracts/passes";
import { formatDate } from "@lib/format/format";
import { koreaTime, passTypeText, validityText } from "../model/pass-text";
import { usePassText } from "./use-pass-text";

/**
 * What a pass is and how it stands, in a few lines: its type, how long it lasts (or why it ended), a count pass's
 * uses left and a dated pass's first day.
 */
export function PassFacts({ pass }: { pass: Pass }) {
  const { t, lang } = usePassText();
  const validity = validityText(pass, lang, t);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <span className="text-foreground">{passTypeText(pass.type, t)}</span>
      {validity && <span className="text-foreground">{validity}</span>}
      {pass.state === "expired" && pass.expiry_reason && (
        <span className="text-foreground">
          {t("mine.expiredBecause", { reason: t(`expiry.${pass.expiry_reason}`) })}
        </span>
      )}
      {pass.state === "refunded" && pass.refunded_at && (
        <span className="text-foreground">{t("mine.refundedAt", { time: koreaTime(pass.refunded_at, lang, t) })}</span>
      )}
      {pass.state !== "expired" && pass.state !== "refunded" && pass.uses_left !== null && (
        <span className="text-foreground">{t("pass.usesLeft", { count: pass.uses_left })}</span>
      )}
      {pass.state === "issued" && pass.valid_from && (
        <span className="text-foreground">{t("pass.validFrom", { date: formatDate(pass.valid_from, lang) })}</span>
      )}
    </div>
  );
}
