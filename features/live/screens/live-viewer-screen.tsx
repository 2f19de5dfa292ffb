import { ConnectionIndicator } from "@blocks/event-stream";
import { useId } from "react";
import { useLiveState } from "../api/live-stream";
import { CountdownDigits, CountdownStatus } from "../components/countdown-status";
import { useCountdown } from "../components/use-countdown";
import { useLiveText } from "../components/use-live-text";
import { announcementIn } from "../model/announcement";
import { connectionLabels } from "../model/connection-labels";

export type LiveViewerScreenProps = {
  /** The event's name at the top of the screen (the site's own name). */
  martName: string;
};

/**
 * The venue screen (`/sitmmt-viewer`): the mart's name, the current round with a large countdown and the
 * operators' announcement, in the page's language, light on dark and sized by the screen so it reads from across
 * a hall. No header, footer or sign-in; the last state stays up while the stream reconnects.
 */
export function LiveViewerScreen({ martName }: LiveViewerScreenProps) {
  const { t, lang } = useLiveText();
  const { state, offsetMs, status } = useLiveState();
  const round = state?.round ?? null;
  const countdown = useCountdown(round, offsetMs);
  const announcement = announcementIn(state?.announcement ?? null, lang);
  const roundId = useId();
  const announcementId = useId();

  return (
    <main
      id="main"
      data-screen="live-viewer"
      className="dark flex min-h-dvh flex-col gap-[3vmin] bg-surface p-[4vmin] text-foreground"
    >
      <header className="flex items-start justify-between gap-6">
        <h1 className="text-[max(1.5rem,5vmin)] leading-tight font-bold">{martName}</h1>
        <ConnectionIndicator
          status={status}
          labels={connectionLabels(t)}
          className="shrink-0 text-[max(0.875rem,2.2vmin)]"
        />
      </header>

      <section
        aria-labelledby={roundId}
        className="flex flex-1 flex-col items-center justify-center gap-[2vmin] text-center"
      >
        {state === null ? (
          <h2 id={roundId} className="text-[max(1.5rem,6vmin)] font-semibold text-muted-foreground">
            {t("viewer.waiting")}
          </h2>
        ) : round ? (
          <>
            <h2 id={roundId} className="text-[max(1.75rem,8vmin)] leading-none font-semibold">
              {t("round", { number: round.number })}
            </h2>
            <CountdownDigits
              text={countdown.text}
              className="font-mono text-[max(4rem,26vmin)] leading-none font-bold tabular-nums"
            />
            <CountdownStatus phase={countdown.phase} className="text-[max(1.5rem,6vmin)]" />
          </>
        ) : (
          <h2 id={roundId} className="text-[max(1.5rem,7vmin)] font-semibold text-muted-foreground">
            {t("viewer.noRound")}
          </h2>
        )}
      </section>

      {announcement && (
        <section aria-labelledby={announcementId} className="rounded-xl bg-muted px-[4vmin] py-[3vmin]">
          <h2 id={announcementId} className="text-[max(1rem,2.8vmin)] font-semibold text-muted-foreground">
            {t("viewer.announcement")}
          </h2>
          <p
            lang={announcement.lang}
            className="text-[max(1.5rem,5.5vmin)] leading-snug font-semibold whitespace-pre-line"
          >
            {announcement.text}
          </p>
        </section>
      )}
    </main>
  );
}
