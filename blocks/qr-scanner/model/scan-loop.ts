/** What the page makes of a decoded text: take it (the loop ends) or refuse it (the loop goes on). */
export type ScanVerdict = "accept" | "reject";

export type ScanLoopOptions = {
  /** Reads the current camera frame: the QR code's text, or null when none is in view. */
  decode: () => Promise<string | null>;
  /** Called once per new text (a refused text is not offered again while it stays in view). */
  onCode: (text: string) => ScanVerdict;
  /** Runs the next read later (a timer, or a frame callback); answers a way to cancel it. */
  schedule: (run: () => void) => () => void;
};

/**
 * Reads frames one after another, never two at once (a slow decoder must not pile up work), until a text is
 * accepted or the loop is stopped. A refused text (a code of another site) is reported once, not on every frame;
 * another text, or none, in between lets it be reported again. A decoder error skips the frame. Answers `stop`.
 */
export function startScanLoop({ decode, onCode, schedule }: ScanLoopOptions): () => void {
  let stopped = false;
  let cancel: (() => void) | null = null;
  let refused: string | null = null;

  const tick = async () => {
    cancel = null;
    // a frame the decoder fails on is a frame without a code
    const text = await decode().catch(() => null);
    if (stopped) return;
    if (text && text !== refused) {
      if (onCode(text) === "accept") {
        stopped = true;
        return;
      }
      refused = text;
    } else if (!text) {
      refused = null;
    }
    cancel = schedule(() => void tick());
  };

  cancel = schedule(() => void tick());
  return () => {
    stopped = true;
    cancel?.();
    cancel = null;
  };
}
