import { ConnectionIndicator, type StreamConnection } from "@blocks/event-stream";
import { Card, CardContent } from "@ds";
import type { LiveState } from "@contracts/live";
import type { ReactNode } from "react";
import { CountdownDigits, CountdownStatus } from "./countdown-status";
import { useCountdown } from "./use-countdown";
import { useLiveText } from "./use-live-text";
import { connectionLabels } from "../model/connection-labels";

export type LivePreviewProps = {
  state: LiveState | null;
  offsetMs: number;
  status: StreamConnection;
  /** The last push's answer, under the preview. */
  footer?: ReactNode;
};

/** What the venue screens show now, small: the round and its clock, and the announcement in both languages. */
export function LivePreview({ state, offsetMs, status, footer }: LivePreviewProps) {
  const { t } = useLiveText();
  const round = state?.round ?? null;
  const countdown = useCountdown(round, offsetMs);
  return (
    <Card className="dark bg-surface text-foreground">
      <CardContent className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold">
              {state === null
                ? t("viewer.waiting")
                : round
                  ? t("round", { number: round.number })
                  : t("viewer.noRound")}
            </p>
            {round && (
              <div className="flex items-baseline gap-3">
                <CountdownDigits text={countdown.text} className="font-mono text-4xl font-bold tabular-nums" />
                <CountdownStatus phase={countdown.phase} className="text-base" />
              </div>
            )}
          </div>
          <ConnectionIndicator status={status} labels={connectionLabels(t)} />
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {(["en", "ko"] as const).map((lang) => (
            <div key={lang} className="flex flex-col gap-1 rounded-md bg-muted p-3">
              <dt className="font-medium text-muted-foreground">{t(`update.preview.announcement.${lang}`)}</dt>
              <dd lang={lang} className="whitespace-pre-line">
                {state?.announcement?.[lang] || t("update.preview.none")}
              </dd>
            </div>
          ))}
        </dl>
        {footer}
      </CardContent>
    </Card>
  );
}
