import { SignedOut } from "@blocks/feature-kit";
import {
  type CameraState,
  CameraScanner,
  type DecoderChoice,
  type FrameDecoder,
  type ScanVerdict,
  isCameraProblem,
} from "@blocks/qr-scanner";
import { Button, Input, cn } from "@ds";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Camera, CameraOff, CircleAlert, QrCode } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { checkInBadge } from "../api/check-in";
import { OPERATOR_AREA, isVisitorsKey } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { ScanLog } from "../components/scan-log";
import { ScanResult } from "../components/scan-result";
import { useAdminText } from "../components/use-admin-text";
import { readScannedText } from "../model/badge-code";
import { failureText } from "../model/messages";
import { REPEAT_WINDOW_MS, createRepeatFilter } from "../model/repeat-filter";
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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraState>("starting");
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
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

  const onTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const read = readScannedText(input?.value ?? "");
    if (read.kind === "code") {
      setFieldError(null);
      send(read.code);
      if (input) input.value = "";
    } else {
      setFieldError(t(read.kind === "empty" ? "scan.manual.required" : "scan.manual.invalid"));
    }
    input?.focus();
  };

  const problem = isCameraProblem(camera);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

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
        <section aria-labelledby={`${fieldId}-heading`} className="flex flex-col gap-3">
          <h2 id={`${fieldId}-heading`} className="text-lg font-semibold text-foreground">
            {t("scan.manual.heading")}
          </h2>
          <form noValidate onSubmit={onTyped} className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
              {t("scan.manual.label")}
            </label>
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id={fieldId}
                name="code"
                // the page is for scanning: the field is where a handheld scanner types
                autoFocus
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
                onChange={() => setFieldError(null)}
                className="flex-1 font-mono"
              />
              <Button type="submit">{t("scan.manual.submit")}</Button>
            </div>
            {fieldError && (
              <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-danger">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {fieldError}
              </p>
            )}
            <p id={hintId} className="text-sm text-muted-foreground">
              {t("scan.manual.hint")}
            </p>
          </form>
        </section>

        <section aria-labelledby={`${fieldId}-camera`} className="flex flex-col gap-3">
          <h2 id={`${fieldId}-camera`} className="flex items-center gap-2 text-lg font-semibold text-foreground">
            <Camera aria-hidden="true" className="size-5" />
            {t("scan.camera.heading")}
          </h2>
          <CameraScanner
            onCode={onCameraCode}
            onStateChange={setCamera}
            openCamera={openCamera}
            createDecoder={createDecoder}
            decoder={decoder}
            attempt={attempt}
            label={t("scan.camera.label")}
            className={problem ? "hidden" : undefined}
          />
          <div
            role={problem ? "alert" : "status"}
            className={cn(
              "flex flex-wrap items-start gap-3 rounded-md border p-4 text-sm text-foreground",
              problem ? "border-danger" : "border-border bg-muted",
            )}
          >
            {problem ? (
              <CameraOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            ) : (
              <QrCode aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span className="flex-1">{t(`scan.camera.${camera}`)}</span>
            {problem && camera !== "unsupported" && camera !== "absent" && (
              <Button size="sm" intent="outline" onClick={() => setAttempt((n) => n + 1)}>
                {t("scan.camera.retry")}
              </Button>
            )}
          </div>
        </section>
      </div>

      <ScanLog entries={log} />
    </AdminPage>
  );
}
