import { refusedCamera } from "./qr-camera";

/**
 * The camera's part of a scanning screen's story meta, spread into its `args` and `argTypes`: a device without a
 * camera by default (the typed code and the handheld scanner are the way in; a story that films codes gives
 * `qrCamera(code).open`), and the camera's functions kept off the controls panel.
 */
export const scannerStoryCamera = {
  args: { openCamera: /* @__PURE__ */ refusedCamera("NotFoundError") },
  argTypes: { openCamera: { control: false }, createDecoder: { control: false } },
} as const;

/**
 * A keyboard-wedge scanner sending `code` and Enter while the page's focus is off the code field: its keys come a
 * few milliseconds apart, faster than any person types.
 */
export function wedgeScan(code: string, target: EventTarget = document.body): void {
  for (const key of [...code, "Enter"]) target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
}
