import type { PassUsage } from "@contracts/passes";
import { type PassScanResult, benefitMessageKey } from "@contracts/pass-rules";
import { Badge, type BadgeVariant } from "@ds";
import { koreaTime } from "../model/pass-text";
import { usePassText } from "./use-pass-text";

const RESULT_TONE: Record<PassScanResult, BadgeVariant> = {
  valid: "success",
  already_used: "warning",
  no_uses_left: "danger",
  expired: "danger",
  not_yet_valid: "warning",
  invalid: "danger",
};

/** Every scan of the pass, as its holder sees it: the venue, when (Korea time), what it answered and what it gave. */
export function UsageHistory({ usage }: { usage: readonly PassUsage[] }) {
  const { t, lang } = usePassText();
  return (
    <section aria-labelledby="pass-history-heading" className="flex flex-col gap-3">
      <h2 id="pass-history-heading" className="text-lg font-semibold text-foreground">
        {t("card.history.heading")}
      </h2>
      {usage.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("card.history.empty")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {usage.map((use) => (
            <li key={`${use.at}-${use.venue_id}`} className="flex flex-wrap items-start justify-between gap-2 p-4">
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium text-foreground">{use.venue_name}</span>
                <span className="text-muted-foreground">
                  <span className="sr-only">{t("card.history.when")}: </span>
                  {koreaTime(use.at, lang, t)}
                </span>
                {use.benefit && (
                  <span className="text-foreground">
                    <span className="sr-only">{t("card.history.benefit")}: </span>
                    {t(`messages.${benefitMessageKey(use.benefit)}`, {
                      percent: use.benefit.kind === "discount" ? use.benefit.percent : undefined,
                    })}
                  </span>
                )}
              </div>
              <Badge variant={RESULT_TONE[use.result]} size="sm">
                {t(`card.results.${use.result}`)}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
