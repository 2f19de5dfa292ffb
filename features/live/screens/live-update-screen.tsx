import type { LiveMessage, LiveUpdateBody } from "@contracts/live";
import { ButtonLink } from "@ds";
import { useId, useState } from "react";
import { useLiveState } from "../api/live-stream";
import { usePushLiveUpdate } from "../api/push-live-update";
import { AnnouncementForm } from "../components/announcement-form";
import { LivePreview } from "../components/live-preview";
import { RoundForm } from "../components/round-form";
import { TimerControls } from "../components/timer-controls";
import { useCountdown } from "../components/use-countdown";
import { useLiveText } from "../components/use-live-text";
import { answerSummary } from "../model/answer";
import { clockOffset } from "../model/clock";
import { type ClockedState, latestState } from "../model/latest";
import { nextRoundNumber } from "../model/update-forms";

export type LiveUpdatePaths = {
  /** The venue screen and the timer screen, opened in a new tab to check them. */
  viewer: string;
  timer: string;
};

export type LiveUpdateScreenProps = { paths: LiveUpdatePaths };

/**
 * The operators' page (`/sitmmt-update`, admin token): what the venue screens show now, and the pushes that change
 * it: start a round (the next number and 20 minutes offered), pause, resume or stop its countdown, show or clear the
 * announcement in English and Korean. Each push's answer from the server is shown and replaces the preview at once.
 */
export function LiveUpdateScreen({ paths }: LiveUpdateScreenProps) {
  const { t, lang } = useLiveText();
  const live = useLiveState();
  const { trigger } = usePushLiveUpdate();
  const [answer, setAnswer] = useState<(ClockedState & { message: LiveMessage }) | null>(null);
  const streamed = live.state ? { state: live.state, offsetMs: live.offsetMs } : null;
  const shown = latestState(streamed, answer);
  const round = shown?.state.round ?? null;
  const countdown = useCountdown(round, shown?.offsetMs ?? 0);
  const previewId = useId();
  const roundId = useId();
  const announcementId = useId();

  async function push(body: LiveUpdateBody) {
    const message = await trigger(body);
    setAnswer({ message, state: message.state, offsetMs: clockOffset(message.server_now, Date.now()) });
    return message;
  }

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-foreground">{t("update.title")}</h1>
        <p className="text-muted-foreground">{t("update.intro")}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={paths.viewer} target="_blank" intent="outline" size="sm">
            {t("update.openViewer")}
          </ButtonLink>
          <ButtonLink href={paths.timer} target="_blank" intent="outline" size="sm">
            {t("update.openTimer")}
          </ButtonLink>
        </div>
      </header>

      <section aria-labelledby={previewId} className="flex flex-col gap-3">
        <h2 id={previewId} className="text-lg font-semibold text-foreground">
          {t("update.preview.title")}
        </h2>
        <LivePreview
          state={shown?.state ?? null}
          offsetMs={shown?.offsetMs ?? 0}
          status={live.status}
          footer={
            <p role="status" className="text-sm text-muted-foreground">
              {answer ? answerSummary(answer.message, t, lang) : ""}
            </p>
          }
        />
      </section>

      <section aria-labelledby={roundId} className="flex flex-col gap-4 rounded-lg border border-border p-5">
        <h2 id={roundId} className="text-lg font-semibold text-foreground">
          {t("update.round.title")}
        </h2>
        <RoundForm suggestedNumber={nextRoundNumber(shown?.state ?? null)} onSubmit={push} />
        <h3 className="text-base font-semibold text-foreground">{t("update.timer.title")}</h3>
        <TimerControls phase={countdown.phase} onAction={push} />
      </section>

      <section aria-labelledby={announcementId} className="flex flex-col gap-4 rounded-lg border border-border p-5">
        <h2 id={announcementId} className="text-lg font-semibold text-foreground">
          {t("update.announcement.title")}
        </h2>
        <AnnouncementForm current={shown?.state.announcement ?? null} onSubmit={push} />
      </section>
    </main>
  );
}
