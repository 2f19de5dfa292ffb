// The QR scanner block's only door: the camera picture that reads QR codes, its frame readers, the notice under it,
// the typed-code form beside it, the filter of codes read twice, and the cameras stories use in place of a real one.
// What a code means, and the words around the picture, stay with each feature.
export { CameraScanner } from "./components/camera-scanner";
export type { CameraScannerProps, CameraState } from "./components/camera-scanner";
export { CameraPanel } from "./components/camera-panel";
export type { CameraPanelProps } from "./components/camera-panel";
export { CodeEntryForm } from "./components/code-entry-form";
export type { CodeEntryFormProps } from "./components/code-entry-form";
export { createDecoder } from "./components/decoders";
export type { DecoderChoice, FrameDecoder } from "./components/decoders";
export { CAMERA_PROBLEMS, isCameraProblem } from "./model/camera";
export type { CameraProblem } from "./model/camera";
export { REPEAT_WINDOW_MS, createRepeatFilter } from "./model/repeat-filter";
export type { ScanVerdict } from "./model/scan-loop";
export { qrCamera, refusedCamera, waitingCamera } from "./mocks/qr-camera";
