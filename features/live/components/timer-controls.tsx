import { FormAlert } from "@blocks/feature-kit";
import type { LiveUpdateBody } from "@contracts/live";
import { Button } from "@ds";
import { useState } from "react";
import type { CountdownPhase } from "../model/countdown";
import { failureText } from "../model/failure";
import { timerActions } from "../model/update-forms";
import { useLiveText } from "./use-live-text";

type TimerAction = "pause" | "resume" | "stop";
const ACTIONS: readonly TimerAction[] = ["pause", "resume", "stop"];

export type TimerControlsProps = {
  /** The countdown as the page shows it: only the actions that fit it are offered. */
  phase: CountdownPhase;
  onAction: (body: LiveUpdateBody) => Promise<unknown>;
};

/** Pause, resume and stop the current round's countdown. */
export function TimerControls({ phase, onAction }: TimerControlsProps) {
  const { t } = useLiveText();
  const [busy, setBusy] = useState<TimerAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = timerActions(phase);

  async function run(action: TimerAction) {
    setBusy(action);
    setFailure(null);
    try {
      await onAction({ kind: "timer", action });
    } catch (caught) {
      setFailure(failureText(caught, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map((action) => (
          <Button
            key={action}
            intent={action === "stop" ? "danger" : "outline"}
            disabled={!allowed[action] || (busy !== null && busy !== action)}
            loading={busy === action}
            onClick={() => void run(action)}
          >
            {t(`update.timer.${action}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
