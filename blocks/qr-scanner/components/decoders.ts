import { frameSize } from "../model/camera";

/** Reads one camera frame: the QR code's text, or null when none is in view. */
export type FrameDecoder = { decode: (video: HTMLVideoElement) => Promise<string | null> };

/** `auto`: the browser's own BarcodeDetector where it reads QR codes, else jsqr; `jsqr`: always the library. */
export type DecoderChoice = "auto" | "jsqr";

// BarcodeDetector is not in TypeScript's DOM library yet (Chromium and Safari have it, Firefox does not)
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
};

/** A frame is readable once the video has one (the first frames of a new stream can be empty). */
function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0 && video.videoHeight > 0;
}

async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    if (!formats.includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return {
      decode: async (video) => {
        if (!hasFrame(video)) return null;
        const [code] = await detector.detect(video);
        return code?.rawValue || null;
      },
    };
  } catch {
    // some builds expose the class but cannot run it (no platform decoder): the library takes over
    return null;
  }
}

/** jsqr, downloaded only now (only browsers without a detector pay for it), reading a scaled-down frame. */
async function jsqrDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  // jsqr reads synchronously: the promise only fits it to the detector's shape
  const read = (video: HTMLVideoElement): string | null => {
    if (!context || !hasFrame(video)) return null;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: "attemptBoth" })?.data || null;
  };
  return { decode: (video) => Promise.resolve(read(video)) };
}

export async function createDecoder(choice: DecoderChoice = "auto"): Promise<FrameDecoder> {
  if (choice === "auto") {
    const native = await nativeDecoder();
    if (native) return native;
  }
  return jsqrDecoder();
}
