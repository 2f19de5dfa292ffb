import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wedgeScan } from "../mocks/scanner-stories";
import { type ScanInProgress, type ScanLogEntry, useScanSession } from "./use-scan-session";

type Entry = ScanLogEntry & { state: "checking" | "done"; answer: string | null };

function session({ listening = true, repeatWindowMs = 2000 } = {}) {
  const started: ScanInProgress<Entry>[] = [];
  const onScan = vi.fn((_code: string, scan: ScanInProgress<Entry>) => void started.push(scan));
  const hook = renderHook(
    (props: { listening: boolean }) =>
      useScanSession<Entry>({
        checking: { state: "checking", answer: null },
        onScan,
        listening: props.listening,
        repeatWindowMs,
      }),
    { initialProps: { listening } },
  );
  return { ...hook, onScan, started };
}

describe("useScanSession", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("hands on a code trimmed, logs it while it is checked, and settles it when the answer comes", () => {
    const { result, onScan, started } = session();
    act(() => result.current.scan("  TICKET-1 "));
    expect(onScan).toHaveBeenCalledWith("TICKET-1", expect.anything());
    expect(result.current.log).toEqual([
      { id: 1, at: expect.any(Date) as Date, text: "TICKET-1", state: "checking", answer: null },
    ]);
    act(() => started[0]!.settle({ state: "done", answer: "valid" }));
    expect(result.current.log[0]).toMatchObject({ id: 1, state: "done", answer: "valid" });
  });

  it("scans a code the camera reads once, notes a repeat within the window, and keeps the camera on", () => {
    const now = vi.spyOn(performance, "now").mockReturnValue(1000);
    const { result, onScan } = session();
    let verdict = "";
    act(() => void (verdict = result.current.cameraCode("TICKET-1")));
    expect(verdict).toBe("reject");
    now.mockReturnValue(1500);
    act(() => void result.current.cameraCode("TICKET-1 "));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(result.current.repeat).toBe(true);
    // a code meant as a scan (typed) clears the note; past the window the camera's read counts again
    act(() => result.current.scan("TICKET-2"));
    expect(result.current.repeat).toBe(false);
    now.mockReturnValue(3500);
    act(() => void result.current.cameraCode("TICKET-1"));
    expect(onScan).toHaveBeenCalledTimes(3);
    expect(result.current.log.map((entry) => entry.text)).toEqual(["TICKET-1", "TICKET-2", "TICKET-1"]);
  });

  it("hears a handheld scanner typing outside the field only while listening", () => {
    const { onScan, rerender } = session({ listening: false });
    act(() => wedgeScan("TICKET-12345"));
    expect(onScan).not.toHaveBeenCalled();
    rerender({ listening: true });
    act(() => wedgeScan("TICKET-12345"));
    expect(onScan).toHaveBeenCalledWith("TICKET-12345", expect.anything());
  });

  it("says the page is gone to an answer that comes after it was left", () => {
    const { result, started, unmount } = session();
    act(() => result.current.scan("TICKET-1"));
    expect(started[0]!.live()).toBe(true);
    unmount();
    expect(started[0]!.live()).toBe(false);
  });
});
