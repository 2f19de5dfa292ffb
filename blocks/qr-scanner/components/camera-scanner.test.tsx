import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CameraState, CameraScanner } from "./camera-scanner";
import type { FrameDecoder } from "./decoders";

/** A camera whose tracks record being stopped. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  return { track, stream, open: vi.fn(() => Promise.resolve(stream)) };
}

const decoderOf = (...texts: (string | null)[]) => {
  let i = 0;
  const reader: FrameDecoder = { decode: () => Promise.resolve(texts[Math.min(i++, texts.length - 1)] ?? null) };
  return vi.fn(() => Promise.resolve(reader));
};

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** A scanner that reads nothing, rendered until its camera is scanning. */
async function renderScanning(camera: ReturnType<typeof fakeCamera>) {
  const onStateChange = vi.fn();
  const view = render(
    <CameraScanner
      label="Camera"
      openCamera={camera.open}
      createDecoder={decoderOf(null)}
      onCode={() => "reject"}
      onStateChange={onStateChange}
    />,
  );
  await waitFor(() => expect(onStateChange).toHaveBeenCalledWith("scanning"));
  return { ...view, onStateChange };
}

describe("CameraScanner", () => {
  beforeEach(() => {
    // jsdom has no media playback
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    setVisibility("visible");
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("reads frames until a code is taken, then releases the camera", async () => {
    const camera = fakeCamera();
    const states: CameraState[] = [];
    const onCode = vi.fn(() => "accept" as const);
    render(
      <CameraScanner
        label="Camera"
        openCamera={camera.open}
        createDecoder={decoderOf(null, "SPRING26")}
        onCode={onCode}
        onStateChange={(state) => states.push(state)}
      />,
    );
    await waitFor(() => expect(onCode).toHaveBeenCalledWith("SPRING26"));
    expect(states).toEqual(["starting", "scanning"]);
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it("releases the camera when the page is left", async () => {
    const camera = fakeCamera();
    const { unmount } = await renderScanning(camera);
    expect(camera.track.stop).not.toHaveBeenCalled();
    unmount();
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
  });

  it("releases a camera that opens after the page was left", async () => {
    const camera = fakeCamera();
    let grant: (stream: MediaStream) => void = () => {};
    const open = vi.fn(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    const { unmount } = render(
      <CameraScanner
        label="Camera"
        openCamera={open}
        createDecoder={decoderOf(null)}
        onCode={() => "reject"}
        onStateChange={() => {}}
      />,
    );
    unmount();
    await act(() => {
      grant(camera.stream);
      return Promise.resolve();
    });
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
  });

  it("pauses in a hidden tab and asks for the camera again when it comes back", async () => {
    const camera = fakeCamera();
    const { onStateChange } = await renderScanning(camera);
    act(() => setVisibility("hidden"));
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    expect(onStateChange).toHaveBeenLastCalledWith("paused");
    act(() => setVisibility("visible"));
    await waitFor(() => expect(camera.open).toHaveBeenCalledTimes(2));
  });

  it("says why there is no picture when the camera is refused", async () => {
    const onStateChange = vi.fn();
    const refuse = vi.fn(() =>
      Promise.reject(Object.assign(new Error("Permission denied"), { name: "NotAllowedError" })),
    );
    render(<CameraScanner label="Camera" openCamera={refuse} onCode={() => "reject"} onStateChange={onStateChange} />);
    await waitFor(() => expect(onStateChange).toHaveBeenLastCalledWith("denied"));
  });

  it("reports a browser that offers no camera at all", () => {
    const onStateChange = vi.fn();
    render(<CameraScanner label="Camera" onCode={() => "reject"} onStateChange={onStateChange} />);
    expect(onStateChange).toHaveBeenLastCalledWith("unsupported");
  });
});
