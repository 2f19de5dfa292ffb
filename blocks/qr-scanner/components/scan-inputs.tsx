import { cn } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import type { CameraProblem } from "../model/camera";
import { CameraPanel } from "./camera-panel";
import { CodeEntryForm } from "./code-entry-form";
import type { DecoderChoice, FrameDecoder } from "./decoders";
import type { ScanSession } from "./use-scan-session";

/** A scanning page has other ways in than the camera: a retry cannot bring a camera the device lacks. */
const NO_RETRY: readonly CameraProblem[] = ["unsupported", "absent"];

/** How a scanning page reaches the camera: the browser's by default; stories and tests hand in their own. */
export type ScanCamera = {
  /** Opens the camera; the browser's (rear camera preferred) by default. */
  openCamera?: () => Promise<MediaStream>;
  /** Builds the frame reader; the browser's BarcodeDetector where it has one, else jsqr, by default. */
  createDecoder?: (choice: DecoderChoice) => Promise<FrameDecoder>;
  /** `jsqr` skips the browser's detector; `auto` by default. */
  decoder?: DecoderChoice;
};

export type ScanInputsProps = ScanCamera & {
  /** Where the codes go: the page's `useScanSession`. */
  session: Pick<ScanSession<unknown>, "scan" | "cameraCode">;
  /** The feature's `t`. */
  t: Translate;
  /**
   * Where the words stand in the feature's namespace: `<keys>.manual.` heading, label, hint, submit and required
   * (an empty code), `<keys>.camera.` heading, label, retry and one per camera state.
   */
  keys: string;
  /** Classes for the grid that holds the two. */
  className?: string;
};

/**
 * A scanning page's ways in, side by side on a wide screen: the code field (typed, or where a handheld scanner types
 * code after code) and the camera. Each code goes to the page's session; what a code means is the feature's.
 */
export function ScanInputs({ session, t, keys, className, openCamera, createDecoder, decoder }: ScanInputsProps) {
  return (
    <div className={cn("grid gap-6 lg:grid-cols-2", className)}>
      <CodeEntryForm
        heading={t(`${keys}.manual.heading`)}
        label={t(`${keys}.manual.label`)}
        hint={t(`${keys}.manual.hint`)}
        submitLabel={t(`${keys}.manual.submit`)}
        onCode={(text) => {
          if (!text.trim()) return t(`${keys}.manual.required`);
          session.scan(text);
          return null;
        }}
        scannerField
      />
      <CameraPanel
        heading={t(`${keys}.camera.heading`)}
        label={t(`${keys}.camera.label`)}
        describe={(state) => t(`${keys}.camera.${state}`)}
        retryLabel={t(`${keys}.camera.retry`)}
        noRetry={NO_RETRY}
        onCode={session.cameraCode}
        openCamera={openCamera}
        createDecoder={createDecoder}
        decoder={decoder}
      />
    </div>
  );
}
