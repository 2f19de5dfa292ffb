import { useEffect, useRef, useState } from "react";
import { countdownText, nextTickIn, remainingAfter } from "../model/countdown";
import { usePassText } from "./use-pass-text";

export type PassCountdownProps = {
  /** Milliseconds of validity left when the server answered (`remaining_ms`). */
  remainingMs: number;
  /** The countdown reached 0: the pass has stopped. Called once. */
  onEnd: () => void;
};

/**
 * The live countdown of an active pass. It counts from the server's answer on the page's own monotonic clock
 * (`performance.now()`), so a phone whose date or zone is wrong still shows the time the pass really has; each new
 * answer starts it again (the parent gives it a new `key`). It wakes when its text can change, once a second at
 * most, and says nothing to a screen reader on each tick (a timer is not a live region).
 */
export function PassCountdown({ remainingMs, onEnd }: PassCountdownProps) {
  const { t } = usePassText();
  const [left, setLeft] = useState(remainingMs);
  const latestEnd = useRef(onEnd);
  useEffect(() => {
    latestEnd.current = onEnd;
  });
  useEffect(() => {
    const start = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = remainingAfter(remainingMs, performance.now() - start);
      setLeft(now);
      if (now <= 0) {
        latestEnd.current();
        return;
      }
      timer = setTimeout(tick, nextTickIn(now));
    };
    timer = setTimeout(tick, nextTickIn(remainingMs));
    return () => clearTimeout(timer);
  }, [remainingMs]);

  return (
    <div className="flex flex-col gap-1">
      <span id="pass-countdown-label" className="text-sm text-muted-foreground">
        {t("card.countdown.label")}
      </span>
      <span
        role="timer"
        aria-labelledby="pass-countdown-label"
        className="text-3xl font-bold text-foreground tabular-nums"
      >
        {countdownText(left, t)}
      </span>
    </div>
  );
}
