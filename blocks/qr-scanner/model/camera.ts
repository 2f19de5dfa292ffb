/** Why the camera is not showing: each has its own message and its own way out. */
export type CameraProblem = "denied" | "absent" | "busy" | "unsupported" | "failed";

export const CAMERA_PROBLEMS: readonly CameraProblem[] = ["denied", "absent", "busy", "unsupported", "failed"];

/** Whether a scanner state is a problem (no picture: the page says why and offers another way). */
export function isCameraProblem(state: string): state is CameraProblem {
  return (CAMERA_PROBLEMS as readonly string[]).includes(state);
}

/** The rear camera where there is one (a phone pointed at a poster), any camera otherwise. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** Whether the page may ask for a camera at all (browsers offer none outside HTTPS and localhost). */
export function canAskForCamera(nav: { mediaDevices?: { getUserMedia?: unknown } } | undefined): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === "function";
}

/** A failed `getUserMedia` in the words a person can act on (the error names differ between browsers). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "absent";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    case "TypeError":
      return "unsupported";
    default:
      return "failed";
  }
}

/**
 * The size a frame is read at: the camera's own size, scaled down so the longer side is at most `max` pixels (a
 * QR code stays readable, and a 4K camera does not cost 8 million pixels per read).
 */
export function frameSize(width: number, height: number, max = 640): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
