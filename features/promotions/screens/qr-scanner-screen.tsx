import {
  CameraPanel,
  CodeEntryForm,
  type DecoderChoice,
  type FrameDecoder,
  type ScanVerdict,
} from "@blocks/qr-scanner";
import { Spinner } from "@ds";
import { useCallback, useState } from "react";
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

  const onTyped = (text: string): string | null => {
    const outcome = codeOutcome(text, siteOrigin);
    if (outcome.kind === "target") {
      go(outcome.path);
      return null;
    }
    return t(outcome.kind === "empty" ? "qr.manual.required" : "qr.foreign");
  };

  return (
    <PromotionPage title={t("qr.heading")}>
      <p className="-mt-3 text-muted-foreground">{t("qr.intro")}</p>

      <CameraPanel
        heading={t("qr.camera.heading")}
        label={t("qr.camera.label")}
        describe={(state) => t(`qr.camera.${state}`)}
        retryLabel={t("qr.camera.retry")}
        note={(state) =>
          scanProblem &&
          state === "scanning" && <span className="mt-1 block font-medium text-danger">{t("qr.foreign")}</span>
        }
        replacement={
          opening ? (
            <div className="rounded-md border border-border bg-muted p-4">
              <Spinner size="sm" showLabel label={t("qr.opening")} />
            </div>
          ) : undefined
        }
        onCode={onCode}
        openCamera={openCamera}
        createDecoder={createDecoder}
        decoder={decoder}
      />

      <CodeEntryForm
        heading={t("qr.manual.heading")}
        label={t("qr.manual.label")}
        hint={t("qr.manual.hint")}
        submitLabel={t("qr.manual.submit")}
        onCode={onTyped}
        disabled={opening}
      />
    </PromotionPage>
  );
}
