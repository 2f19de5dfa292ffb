// The QR scanner block's only door: the camera picture that reads QR codes, its frame readers, the notice under it,
// the typed-code form beside it, the filter of codes read twice, and the cameras stories use in place of a real one;
// for the scanners at a door (the summit's gate, the pass's venues) also the answer's panel and its beeps, the
// connection line, the session's log, the keyboard-wedge scanner heard outside the field, the device's name and a
// scan's one-time id, the two ways in side by side with the session that takes their codes, and the stories' camera
// setup. What a code means, which answer is which colour and sound, and every word stay with each feature.
export { CameraScanner } from "./components/camera-scanner";
export type { CameraScannerProps, CameraState } from "./components/camera-scanner";
export { CameraPanel } from "./components/camera-panel";
export type { CameraPanelProps } from "./components/camera-panel";
export { CodeEntryForm } from "./components/code-entry-form";
export type { CodeEntryFormProps } from "./components/code-entry-form";
export { ScanInputs } from "./components/scan-inputs";
export type { ScanCamera, ScanInputsProps } from "./components/scan-inputs";
export { useScanSession } from "./components/use-scan-session";
export type { ScanInProgress, ScanLogEntry, ScanSession, ScanSessionOptions } from "./components/use-scan-session";
export { createDecoder } from "./components/decoders";
export type { DecoderChoice, FrameDecoder } from "./components/decoders";
export { CAMERA_PROBLEMS, isCameraProblem } from "./model/camera";
export type { CameraProblem } from "./model/camera";
export { REPEAT_WINDOW_MS, createRepeatFilter } from "./model/repeat-filter";
export type { ScanVerdict } from "./model/scan-loop";
export { qrCamera, refusedCamera, waitingCamera } from "./mocks/qr-camera";
export { scannerStoryCamera, wedgeScan } from "./mocks/scanner-stories";
export { VerdictLine, VerdictPanel, verdictLineVariants, verdictPanelVariants } from "./components/verdict-panel";
export type { VerdictLineProps, VerdictPanelProps, VerdictTone } from "./components/verdict-panel";
export { ConnectionBanner } from "./components/connection-banner";
export type { ConnectionBannerProps } from "./components/connection-banner";
export { ScanLog } from "./components/scan-log";
export type { ScanLogItem, ScanLogProps } from "./components/scan-log";
export { playTones } from "./components/play-tones";
export { SCAN_TONES, TONE_GAP_MS, toneStarts } from "./model/tones";
export type { ScanTone, Tone } from "./model/tones";
export { SCAN_LOG_SIZE, addToLog, settleInLog, shortCode } from "./model/scan-log";
export { deviceName, deviceStore, memoryStore, scanNonce } from "./model/device";
export type { DeviceNaming, KeyValueStore } from "./model/device";
export { isForbidden, isNetworkFailure, isSignedOut } from "./model/failures";
export { useWedgeScanner } from "./components/use-wedge-scanner";
export { WEDGE_KEY_GAP_MS, WEDGE_MIN_LENGTH, WEDGE_START, feedWedge } from "./model/wedge";
export type { WedgeState } from "./model/wedge";
