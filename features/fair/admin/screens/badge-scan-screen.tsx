import { SignedOut } from "@blocks/feature-kit";
import {
  CameraPanel,
  CodeEntryForm,
  type DecoderChoice,
  type FrameDecoder,
  REPEAT_WINDOW_MS,
  type ScanVerdict,
  createRepeatFilter,
} from "@blocks/qr-scanner";
import { useIsLoggedIn } from "@lib/session/use-session";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { checkInBadge } from "../api/check-in";
import { OPERATOR_AREA, isVisitorsKey } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { ScanLog } from "../components/scan-log";
import { ScanResult } from "../components/scan-result";
import { useAdminText } from "../components/use-admin-text";
import { readScannedText } from "../model/badge-code";
import { failureText } from "../model/messages";
import { type ScanEntry, answerOutcome, logScan, refusalOutcome, settleScan } from "../model/scan-log";

export type BadgeScanScreenProps = {
  /** Opens the camera; the browser's (rear camera preferred) by default. */
  openCamera?: () => Promise<MediaStream>;
  /** Builds the frame reader; the browser's BarcodeDetector where it has one, else jsqr, by default. */
  createDecoder?: (choice: DecoderChoice) => Promise<FrameDecoder>;
  /** `jsqr` skips the browser's detector. */
  decoder?: DecoderChoice;
  /** How long the same badge read again is taken for the same scan (ms). */
  repeatWindowMs?: number;
};

/**
 * `/mice/admin/badges` (operators at the entrance): each badge read by the camera, a handheld scanner (which types
 * the code and Enter into the focused field) or typed by hand is checked in, and the outcome shows large: welcome on
 * the first scan, amber when the visitor is in already, red for a badge the fair does not know. The field takes the
 * focus back after every scan so a scanner can go on, and the same badge read again within a few seconds (a camera
 * sees it many times a second) is not sent again.
 */
export function BadgeScanScreen({
  openCamera,
  createDecoder,
  decoder = "auto",
  repeatWindowMs = REPEAT_WINDOW_MS,
}: BadgeScanScreenProps) {
  const { t } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const { mutate } = useSWRConfig();
  const [log, setLog] = useState<ScanEntry[]>([]);
  const [repeat, setRepeat] = useState<string | null>(null);
  const nextId = useRef(1);
  const [filter] = useState(() => createRepeatFilter(repeatWindowMs));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    (code: string) => {
      if (!filter.accept(code, performance.now())) {
        setRepeat(code);
        return;
      }
      setRepeat(null);
      const id = nextId.current++;
      setLog((entries) =>
        logScan(entries, { id, text: code, outcome: "checking", at: new Date(), registration: null, detail: null }),
      );
      checkInBadge(code).then(
        (answer) => {
          if (!mounted.current) return;
          setLog((entries) =>
            settleScan(entries, id, { outcome: answerOutcome(answer), registration: answer.registration }),
          );
          // the list shows who is in: read it again next time it is opened
          void mutate(isVisitorsKey);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          const refusal = refusalOutcome(error);
          // an ended session: the transport has signed the operator out and the page says so
          if (refusal === "signedOut") return;
          setLog((entries) =>
            settleScan(entries, id, {
              outcome: refusal,
              detail: refusal === "failed" ? failureText(error, t) : null,
            }),
          );
        },
      );
    },
    [filter, mutate, t],
  );

  const onCameraCode = useCallback(
    (text: string): ScanVerdict => {
      const read = readScannedText(text);
      if (read.kind === "code") send(read.code);
      else if (read.kind === "foreign") {
        const id = nextId.current++;
        setLog((entries) =>
          logScan(entries, {
            id,
            text: read.text,
            outcome: "foreign",
            at: new Date(),
            registration: null,
            detail: null,
          }),
        );
      }
      // the door scans badge after badge: the camera stays on ("reject" keeps the loop reading, and it offers a
      // text again only once something else, or nothing, has been in view)
      return "reject";
    },
    [send],
  );

  const onTyped = (text: string): string | null => {
    const read = readScannedText(text);
    if (read.kind !== "code") return t(read.kind === "empty" ? "scan.manual.required" : "scan.manual.invalid");
    send(read.code);
    return null;
  };

  if (!loggedIn) {
    return (
      <AdminPage title={t("scan.title")} intro={t("scan.intro")}>
        <SignedOut t={t} />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={t("scan.title")} intro={t("scan.intro")}>
      <ScanResult entry={log[0] ?? null} repeat={repeat} />

      <div className="grid gap-6 lg:grid-cols-2">
        <CodeEntryForm
          heading={t("scan.manual.heading")}
          label={t("scan.manual.label")}
          hint={t("scan.manual.hint")}
          submitLabel={t("scan.manual.submit")}
          onCode={onTyped}
          scannerField
        />

        <CameraPanel
          heading={t("scan.camera.heading")}
          label={t("scan.camera.label")}
          describe={(state) => t(`scan.camera.${state}`)}
          retryLabel={t("scan.camera.retry")}
          noRetry={["unsupported", "absent"]}
          onCode={onCameraCode}
          openCamera={openCamera}
          createDecoder={createDecoder}
          decoder={decoder}
        />
      </div>

      <ScanLog entries={log} />
    </AdminPage>
  );
}
