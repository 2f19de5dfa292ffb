import { Button, cn } from "@ds";
import { CameraOff, QrCode } from "lucide-react";
import type { ReactNode } from "react";
import { type CameraProblem, isCameraProblem } from "../model/camera";
import type { CameraState } from "./camera-scanner";

export type CameraNoticeProps = {
  state: CameraState;
  /** The state in the feature's words (what to hold where, or why there is no picture and what to do instead). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Problems a retry cannot fix on this page (nothing the person can change from here); `unsupported` by default. */
  noRetry?: readonly CameraProblem[];
  /** A line under the message (a code that was read but refused). */
  children?: ReactNode;
};

/**
 * The line under (or instead of) the camera picture: a status while it starts or reads, an alert with a retry when
 * there is no picture, so a person who refused the camera and then allowed it can try again.
 */
export function CameraNotice({
  state,
  message,
  retryLabel,
  onRetry,
  noRetry = ["unsupported"],
  children,
}: CameraNoticeProps) {
  const problem = isCameraProblem(state);
  return (
    <div
      role={problem ? "alert" : "status"}
      data-slot="camera-notice"
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
      <span className="flex-1">
        {message}
        {children}
      </span>
      {problem && !noRetry.includes(state) && (
        <Button size="sm" intent="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
