// The live feature's only door (ARCHITECTURE.md rule 2): the venue screens of the mart (viewer and timer, public)
// and the operators' page that pushes to them (admin token). The site chooses the addresses and the guard.
export { LiveViewerScreen } from "./screens/live-viewer-screen";
export type { LiveViewerScreenProps } from "./screens/live-viewer-screen";
export { LiveTimerScreen } from "./screens/live-timer-screen";
export { LiveUpdateScreen } from "./screens/live-update-screen";
export type { LiveUpdatePaths, LiveUpdateScreenProps } from "./screens/live-update-screen";
