import { Camera } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type CameraProblem, isCameraProblem } from "../model/camera";
import { CameraNotice } from "./camera-notice";
import { type CameraScannerProps, type CameraState, CameraScanner } from "./camera-scanner";

export type CameraPanelProps = Pick<CameraScannerProps, "onCode" | "openCamera" | "createDecoder" | "decoder"> & {
  heading: string;
  /** Names the live picture for screen readers. */
  label: string;
  /** Each camera state in the feature's words. */
  describe: (state: CameraState) => string;
  retryLabel: string;
  /** Problems a retry cannot fix from the page; `unsupported` by default. */
  noRetry?: readonly CameraProblem[];
  /** A line under the state (a code read but refused), given the state. */
  note?: (state: CameraState) => ReactNode;
  /** Shown in place of the picture (the page is leaving for what a code opened): the camera is released. */
  replacement?: ReactNode;
  onStateChange?: (state: CameraState) => void;
};

/**
 * The camera's part of a scanning page: its heading, the live picture, and the notice that says what to do, or why
 * there is no picture (with a retry). Without a picture the page's other ways in (a typed code, a scanner) remain.
 */
export function CameraPanel({
  heading,
  label,
  describe,
  retryLabel,
  noRetry,
  note,
  replacement,
  onStateChange,
  onCode,
  openCamera,
  createDecoder,
  decoder,
}: CameraPanelProps) {
  const id = useId();
  const [camera, setCamera] = useState<CameraState>("starting");
  const [attempt, setAttempt] = useState(0);
  const problem = isCameraProblem(camera);
  const changed = (state: CameraState) => {
    setCamera(state);
    onStateChange?.(state);
  };

  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <Camera aria-hidden="true" className="size-5" />
        {heading}
      </h2>
      {replacement ?? (
        <>
          <CameraScanner
            onCode={onCode}
            onStateChange={changed}
            openCamera={openCamera}
            createDecoder={createDecoder}
            decoder={decoder}
            attempt={attempt}
            label={label}
            className={problem ? "hidden" : undefined}
          />
          <CameraNotice
            state={camera}
            message={describe(camera)}
            retryLabel={retryLabel}
            onRetry={() => setAttempt((n) => n + 1)}
            noRetry={noRetry}
          >
            {note?.(camera)}
          </CameraNotice>
        </>
      )}
    </section>
  );
}
