import { ConnectionIndicator } from "@blocks/event-stream";
import { cn } from "@ds";
import { useLiveState } from "../api/live-stream";
import { CountdownDigits, CountdownStatus } from "../components/countdown-status";
import { useCountdown } from "../components/use-countdown";
import { useLiveText } from "../components/use-live-text";
import { connectionLabels } from "../model/connection-labels";

/**
 * The timer screen (`/sitmmt-viewer/timer`): the round and its countdown as large as the screen allows, "Time is
 * up" at zero. Light on dark, nothing else on it but a small connection note in the corner.
 */
export function LiveTimerScreen() {
  const { t } = useLiveText();
  const { state, offsetMs, status } = useLiveState();
  const round = state?.round ?? null;
  const countdown = useCountdown(round, offsetMs);
  // "1:00:00" has two more characters than "20:00": a smaller size keeps it on one line
  const digits = countdown.text.length > 5 ? "text-[min(19vw,45vh)]" : "text-[min(27vw,55vh)]";

  return (
    <main
      id="main"
      data-screen="live-timer"
      className="dark relative flex min-h-dvh flex-col items-center justify-center gap-[2vmin] overflow-hidden bg-surface p-[3vmin] text-center text-foreground"
    >
      <ConnectionIndicator
        status={status}
        labels={connectionLabels(t)}
        className="absolute top-[2vmin] right-[2vmin] text-[max(0.875rem,2vmin)]"
      />
      {state === null ? (
        <h1 className="text-[max(1.5rem,7vmin)] font-semibold text-muted-foreground">{t("viewer.waiting")}</h1>
      ) : round ? (
        <>
          <h1 className="text-[max(1.75rem,9vmin)] leading-none font-semibold">
            {t("round", { number: round.number })}
          </h1>
          <CountdownDigits
            text={countdown.text}
            className={cn(
              "font-mono leading-none font-bold tabular-nums",
              digits,
              countdown.phase === "finished" && "text-muted-foreground",
            )}
          />
          <CountdownStatus phase={countdown.phase} className="text-[max(2rem,11vmin)] leading-none" />
        </>
      ) : (
        <h1 className="text-[max(1.5rem,8vmin)] font-semibold text-muted-foreground">{t("viewer.noRound")}</h1>
      )}
    </main>
  );
}
