import { HttpError } from "@lib/http/client";
import type { PositionInput, PositionsReceipt } from "@contracts/tracking";
import type { PositionQueue } from "./position-queue";

/** How often the queue is looked at while positions arrive (a phone gives about one a second). */
export const SEND_INTERVAL_MS = 1_000;
/** The longest wait between tries while the server cannot be reached. */
export const MAX_BACKOFF_MS = 30_000;

/** After `failures` failed tries in a row: 2, 4, 8... seconds, at most 30. */
export function backoffDelay(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, SEND_INTERVAL_MS * 2 ** Math.min(Math.max(1, failures), 15));
}

export type SenderStatus = {
  waiting: number;
  /** The newest position the server acknowledged, and when (this device's clock). */
  lastSent: { position: PositionInput; at: number } | null;
  /** Failed tries in a row (0 while sending works). */
  failures: number;
  /** The server refused a batch for good (it was dropped): its message. */
  refused: string | null;
  /** The server said the sign-in has ended: sending stopped. */
  signedOut: boolean;
};

export type SenderOptions = {
  queue: PositionQueue;
  send: (batch: PositionInput[]) => Promise<PositionsReceipt>;
  isOnline: () => boolean;
  onChange: (status: SenderStatus) => void;
  /** Date.now, replaceable in tests. */
  now?: () => number;
};

/** A refusal no resend can change (a bad position, a vehicle not the driver's, a trip not started). */
function isFinal(error: unknown): boolean {
  return (
    error instanceof HttpError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}

/**
 * Sends the queue in order, a batch (at most POSITIONS_PER_CALL) at a time: every second while there is something
 * to send and the device is online, the next batch at once after an acknowledged one, and after 2, 4, 8... up to
 * 30 seconds after a failure; `online` tries again at once. One call at a time, so batches arrive in order.
 */
export function createPositionSender({ queue, send, isOnline, onChange, now = Date.now }: SenderOptions) {
  let status: SenderStatus = { waiting: queue.size, lastSent: null, failures: 0, refused: null, signedOut: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let running = false;

  const report = (change: Partial<SenderStatus>) => {
    status = { ...status, ...change, waiting: queue.size };
    onChange(status);
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void tick(), delay);
  };

  async function tick(): Promise<void> {
    if (!running || busy) return;
    const batch = queue.next();
    if (batch.length === 0 || !isOnline() || status.signedOut) return schedule(SEND_INTERVAL_MS);
    busy = true;
    try {
      await send(batch);
      queue.remove(batch);
      report({
        lastSent: { position: batch[batch.length - 1] as PositionInput, at: now() },
        failures: 0,
        refused: null,
      });
      busy = false;
      return schedule(queue.size > 0 ? 0 : SEND_INTERVAL_MS);
    } catch (error) {
      busy = false;
      if (error instanceof HttpError && error.status === 401) return report({ signedOut: true });
      if (isFinal(error)) {
        queue.remove(batch);
        report({ refused: error instanceof Error ? error.message : String(error), failures: 0 });
        return schedule(SEND_INTERVAL_MS);
      }
      const failures = status.failures + 1;
      report({ failures });
      return schedule(backoffDelay(failures));
    }
  }

  return {
    start() {
      running = true;
      report({});
      schedule(0);
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    /** A position was queued: the count changes now, the send on the next tick. */
    queued() {
      report({});
    },
    /** Back online: try at once, whatever the backoff said. */
    retryNow() {
      if (!busy) schedule(0);
    },
    status: () => status,
  };
}

export type PositionSender = ReturnType<typeof createPositionSender>;
