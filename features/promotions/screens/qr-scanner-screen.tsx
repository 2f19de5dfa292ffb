import {
  type CameraState,
  CameraScanner,
  type DecoderChoice,
  type FrameDecoder,
  type ScanVerdict,
  isCameraProblem,
} from "@blocks/qr-scanner";
import { Button, Input, Spinner, cn } from "@ds";
import { Camera, CameraOff, CircleAlert, QrCode } from "lucide-react";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useNavigate } from "react-router";
import { PromotionPage } from "../components/promotion-page";
import { usePromotionsText } from "../components/use-promotions-text";
import { codeOutcome } from "../model/code-target";

export type QrScannerScreenProps = {
  /** Where a code leads (`/redirect?code=...` or a page of this site); the screen navigates there when left out. */
  onTarget?: (path: string) => void;
  /** Opens the camera; the browser's (rear camera preferred) by default. */
  openCamera?: () => Promise<MediaStream>;
  /** Builds the frame reader; the browser's BarcodeDetector where it has one, else jsqr, by default. */
  createDecoder?: (choice: DecoderChoice) => Promise<FrameDecoder>;
  /** `jsqr` skips the browser's detector. */
  decoder?: DecoderChoice;
  /** The site's own address, to tell its links from others' (the page's origin by default). */
  origin?: string;
};

/**
 * `/qr` (spec point 2): reads a QR code with the device camera, or takes the code typed in (spec point 5: "code
 * entry required"). A promotion code opens its redirect, an address of this site opens that page; any other code
 * is refused, so a poster cannot send anyone off the site. The camera stops when a code is taken or the page left.
 */
export function QrScannerScreen({
  onTarget,
  openCamera,
  createDecoder,
  decoder = "auto",
  origin,
}: QrScannerScreenProps) {
  const { t } = usePromotionsText();
  const navigate = useNavigate();
  const [camera, setCamera] = useState<CameraState>("starting");
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState(false);
  const [scanProblem, setScanProblem] = useState(false);
  const siteOrigin = origin ?? (typeof window === "undefined" ? "" : window.location.origin);

  const go = useCallback(
    (path: string) => {
      setOpening(true);
      if (onTarget) onTarget(path);
      else void navigate(path);
    },
    [navigate, onTarget],
  );

  const onCode = useCallback(
    (text: string): ScanVerdict => {
      const outcome = codeOutcome(text, siteOrigin);
      if (outcome.kind !== "target") {
        setScanProblem(true);
        return "reject";
      }
      setScanProblem(false);
      go(outcome.path);
      return "accept";
    },
    [go, siteOrigin],
  );

  const problem = isCameraProblem(camera);

  return (
    <PromotionPage title={t("qr.heading")}>
      <p className="-mt-3 text-muted-foreground">{t("qr.intro")}</p>

      <section aria-labelledby="qr-camera" className="flex flex-col gap-3">
        <h2 id="qr-camera" className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <Camera aria-hidden="true" className="size-5" />
          {t("qr.camera.heading")}
        </h2>
        {opening ? (
          <div className="rounded-md border border-border bg-muted p-4">
            <Spinner size="sm" showLabel label={t("qr.opening")} />
          </div>
        ) : (
          <>
            <CameraScanner
              onCode={onCode}
              onStateChange={setCamera}
              openCamera={openCamera}
              createDecoder={createDecoder}
              decoder={decoder}
              attempt={attempt}
              label={t("qr.camera.label")}
              className={problem ? "hidden" : undefined}
            />
            <div
              role={problem ? "alert" : "status"}
              className={cn(
                "flex flex-wrap items-start gap-3 rounded-md border p-4 text-sm",
                problem ? "border-danger text-foreground" : "border-border bg-muted text-foreground",
              )}
            >
              {problem ? (
                <CameraOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              ) : (
                <QrCode aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              <span className="flex-1">
                {t(`qr.camera.${camera}`)}
                {scanProblem && camera === "scanning" && (
                  <span className="mt-1 block font-medium text-danger">{t("qr.foreign")}</span>
                )}
              </span>
              {problem && camera !== "unsupported" && (
                <Button size="sm" intent="outline" onClick={() => setAttempt((n) => n + 1)}>
                  {t("qr.camera.retry")}
                </Button>
              )}
            </div>
          </>
        )}
      </section>

      <CodeForm onOutcomePath={go} origin={siteOrigin} disabled={opening} />
    </PromotionPage>
  );
}

/** The typed code: the fallback for a device without a camera, or a code printed under the QR. */
function CodeForm({
  onOutcomePath,
  origin,
  disabled,
}: {
  onOutcomePath: (path: string) => void;
  origin: string;
  disabled: boolean;
}) {
  const { t } = usePromotionsText();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("code");
    const text = input instanceof HTMLInputElement ? input.value : "";
    const outcome = codeOutcome(text, origin);
    if (outcome.kind === "target") {
      setError(null);
      onOutcomePath(outcome.path);
      return;
    }
    setError(t(outcome.kind === "empty" ? "qr.manual.required" : "qr.foreign"));
    if (input instanceof HTMLInputElement) input.focus();
  };

  return (
    <section aria-labelledby="qr-manual" className="flex flex-col gap-3">
      <h2 id="qr-manual" className="text-lg font-semibold text-foreground">
        {t("qr.manual.heading")}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {t("qr.manual.label")}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={() => setError(null)}
            className="flex-1"
          />
          <Button type="submit" disabled={disabled}>
            {t("qr.manual.submit")}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {error}
          </p>
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("qr.manual.hint")}
        </p>
      </form>
    </section>
  );
}
