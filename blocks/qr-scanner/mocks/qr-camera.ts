import QRCode from "qrcode";

/**
 * A camera that films a QR code: a canvas with the code drawn by the `qrcode` package, streamed like a real
 * camera, so a story runs the scanner's whole reading path (video, frame, decoder) on a code it chose.
 */
export function qrCamera(initial: string) {
  const canvas = document.createElement("canvas");
  canvas.width = 480;
  canvas.height = 480;
  let stream: MediaStream | null = null;

  const show = async (text: string) => {
    await QRCode.toCanvas(canvas, text, { width: 480, margin: 4, errorCorrectionLevel: "M" });
  };

  return {
    /** Replaces the code in front of the camera. */
    show,
    /** The stream handed out, to check it was released. */
    get stream() {
      return stream;
    },
    open: async (): Promise<MediaStream> => {
      await show(initial);
      stream = canvas.captureStream(10);
      return stream;
    },
  };
}

/** A camera the browser refuses, for a reason named as browsers name it. */
export function refusedCamera(
  name: "NotAllowedError" | "NotFoundError" | "NotReadableError",
): () => Promise<MediaStream> {
  return () => Promise.reject(new DOMException(`Camera refused (${name})`, name));
}

/** A camera the browser is still asking the person about: the prompt is never answered. */
export function waitingCamera(): () => Promise<MediaStream> {
  return () => new Promise<MediaStream>(() => {});
}
