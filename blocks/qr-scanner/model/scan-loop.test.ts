import { describe, expect, it, vi } from "vitest";
import { type ScanVerdict, startScanLoop } from "./scan-loop";

/** A hand-cranked scheduler: each `step()` runs the one pending read and waits for it to finish. */
function manualSchedule() {
  let pending: (() => void) | null = null;
  let scheduled = 0;
  return {
    schedule: (run: () => void) => {
      scheduled += 1;
      pending = run;
      return () => {
        if (pending === run) pending = null;
      };
    },
    get pending() {
      return pending !== null;
    },
    get scheduled() {
      return scheduled;
    },
    async step() {
      const run = pending;
      pending = null;
      run?.();
      // let the read's promise settle
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const frames = (...texts: (string | null | Error)[]) => {
  let i = 0;
  return vi.fn(() => {
    const next = texts[Math.min(i++, texts.length - 1)];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? null);
  });
};

describe("startScanLoop", () => {
  it("reads until a text is accepted, then stops", async () => {
    const clock = manualSchedule();
    const decode = frames(null, null, "SPRING26", "SPRING26");
    const onCode = vi.fn((): ScanVerdict => "accept");
    startScanLoop({ decode, onCode, schedule: clock.schedule });
    for (let i = 0; i < 5; i += 1) await clock.step();
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith("SPRING26");
    expect(decode).toHaveBeenCalledTimes(3);
    expect(clock.pending).toBe(false);
  });

  it("reports a refused code once while it stays in view, and again after it left", async () => {
    const clock = manualSchedule();
    const decode = frames(
      "https://elsewhere.example",
      "https://elsewhere.example",
      null,
      "https://elsewhere.example",
      "/main",
    );
    const verdicts: ScanVerdict[] = ["reject", "reject", "accept"];
    const onCode = vi.fn((_text: string): ScanVerdict => verdicts.shift() ?? "accept");
    startScanLoop({ decode, onCode, schedule: clock.schedule });
    for (let i = 0; i < 6; i += 1) await clock.step();
    expect(onCode.mock.calls.map(([text]) => text)).toEqual([
      "https://elsewhere.example",
      "https://elsewhere.example",
      "/main",
    ]);
  });

  it("skips a frame the decoder fails on", async () => {
    const clock = manualSchedule();
    const onCode = vi.fn((): ScanVerdict => "accept");
    startScanLoop({ decode: frames(new Error("frame lost"), "SPRING26"), onCode, schedule: clock.schedule });
    await clock.step();
    await clock.step();
    expect(onCode).toHaveBeenCalledWith("SPRING26");
  });

  it("never reads two frames at once: the next read waits for the last one", async () => {
    const clock = manualSchedule();
    let finish: (text: string | null) => void = () => {};
    const decode = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    startScanLoop({ decode, onCode: () => "reject", schedule: clock.schedule });
    await clock.step();
    expect(decode).toHaveBeenCalledTimes(1);
    expect(clock.pending).toBe(false);
    finish(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clock.pending).toBe(true);
  });

  it("stops at once: a pending read is cancelled and a read in flight is ignored", async () => {
    const clock = manualSchedule();
    let finish: (text: string | null) => void = () => {};
    const decode = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const onCode = vi.fn((): ScanVerdict => "accept");
    const stop = startScanLoop({ decode, onCode, schedule: clock.schedule });
    await clock.step();
    stop();
    finish("SPRING26");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onCode).not.toHaveBeenCalled();
    expect(clock.pending).toBe(false);

    const idle = manualSchedule();
    const stopIdle = startScanLoop({ decode: frames("SPRING26"), onCode, schedule: idle.schedule });
    stopIdle();
    expect(idle.pending).toBe(false);
    expect(idle.scheduled).toBe(1);
  });
});
