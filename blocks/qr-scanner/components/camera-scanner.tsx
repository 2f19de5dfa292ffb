import { cn } from "@ds";
import { useEffect, useRef, useState } from "react";
import { CAMERA_CONSTRAINTS, type CameraProblem, canAskForCamera, cameraProblem } from "../model/camera";
import { type ScanVerdict, startScanLoop } from "../model/scan-loop";
import { type DecoderChoice, type FrameDecoder, createDecoder as createDefaultDecoder } from "./decoders";

/** Where the camera stands; the page puts it in words (its own, so each feature can say what to do instead). */
export type CameraState = "starting" | "scanning" | "paused" | CameraProblem;

/** Reads a few frames a second: enough for a code held in view, light on a phone's battery. */
const READ_INTERVAL_MS = 120;

export type CameraScannerProps = {
  /** Called with each new text read; "accept" ends the scan (and the camera). */
  onCode: (text: string) => ScanVerdict;
  onStateChange: (state: CameraState) => void;
  /** Opens the camera: the browser's, rear camera preferred, by default. */
  openCamera?: () => Promise<MediaStream>;
  /** Builds the frame reader: the browser's detector or jsqr by default. */
  createDecoder?: (choice: DecoderChoice) => Promise<FrameDecoder>;
  decoder?: DecoderChoice;
  /** Changing it asks for the camera again (after a refusal the person has since fixed). */
  attempt?: number;
  /** Names the live picture for screen readers. */
  label: string;
  /** Classes for the frame around the picture (e.g. `hidden` while the page explains a camera problem). */
  className?: string;
};

function browserCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
}

function release(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The live camera picture with the square a code should fit in, and the reading loop. The camera is released whenever the scanner goes: a code taken,
 * the page left (unmount), or the tab hidden (it starts again when the tab comes back).
 */
export function CameraScanner({
  onCode,
  onStateChange,
  openCamera,
  createDecoder = createDefaultDecoder,
  decoder = "auto",
  attempt = 0,
  label,
  className,
}: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [hidden, setHidden] = useState(() => typeof document !== "undefined" && document.visibilityState === "hidden");
  // the latest callbacks, without restarting the camera each time the page renders
  const onCodeRef = useRef(onCode);
  const onStateRef = useRef(onStateChange);
  useEffect(() => {
    onCodeRef.current = onCode;
    onStateRef.current = onStateChange;
  });

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (hidden) {
      onStateRef.current("paused");
      return;
    }
    const open = openCamera ?? (canAskForCamera(globalThis.navigator) ? browserCamera : null);
    if (!video || !open) {
      onStateRef.current("unsupported");
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let stopLoop: () => void = () => {};
    onStateRef.current("starting");

    void (async () => {
      try {
        const opened = await open();
        if (cancelled) return release(opened);
        stream = opened;
        video.srcObject = opened;
        await video.play();
        const reader = await createDecoder(decoder);
        if (cancelled) return;
        onStateRef.current("scanning");
        stopLoop = startScanLoop({
          decode: () => reader.decode(video),
          onCode: (text) => {
            const verdict = onCodeRef.current(text);
            if (verdict === "accept") {
              release(stream);
              stream = null;
            }
            return verdict;
          },
          schedule: (run) => {
            const timer = setTimeout(run, READ_INTERVAL_MS);
            return () => clearTimeout(timer);
          },
        });
      } catch (error) {
        if (!cancelled) onStateRef.current(cameraProblem(error));
        release(stream);
        stream = null;
      }
    })();

    return () => {
      cancelled = true;
      stopLoop();
      release(stream);
      stream = null;
      video.srcObject = null;
    };
  }, [hidden, openCamera, createDecoder, decoder, attempt]);

  return (
    <div className={cn("relative mx-auto w-full max-w-sm", className)}>
      <video
        ref={videoRef}
        aria-label={label}
        muted
        playsInline
        className="aspect-square w-full rounded-lg bg-foreground object-cover"
      />
      {/* the square the code should fit in */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-[15%] rounded-lg border-2 border-primary-foreground"
      />
    </div>
  );
}
