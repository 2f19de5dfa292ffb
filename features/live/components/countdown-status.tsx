import { cn } from "@ds";
import type { CountdownPhase } from "../model/countdown";
import { useLiveText } from "./use-live-text";

/** Says what the digits cannot: that the clock is paused, or that the time is up. Nothing while it runs. */
export function CountdownStatus({ phase, className }: { phase: CountdownPhase; className?: string }) {
  const { t } = useLiveText();
  if (phase !== "paused" && phase !== "finished") return null;
  return (
    <p
      data-phase={phase}
      className={cn("font-bold", phase === "finished" ? "text-primary" : "text-foreground", className)}
    >
      {t(`countdown.${phase}`)}
    </p>
  );
}

/** The countdown's digits, read out with what they count ("Time left 04:59"). */
export function CountdownDigits({ text, className }: { text: string; className: string }) {
  const { t } = useLiveText();
  return (
    <p role="timer" aria-label={t("countdown.label", { time: text })} className={className}>
      {text}
    </p>
  );
}
