// The live feature's only door (ARCHITECTURE.md rule 2): the venue screens of the mart (viewer and timer, public)
// and the operators' page that pushes to them (admin token). The site chooses the addresses and the guard.
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the live feature's messages) before it renders.
export type { LiveViewerScreenProps } from "./screens/live-viewer-screen";
export type { LiveUpdatePaths, LiveUpdateScreenProps } from "./screens/live-update-screen";
export const loadLiveViewerScreen = async () => (await import("./screens/live-viewer-screen")).LiveViewerScreen;
export const loadLiveTimerScreen = async () => (await import("./screens/live-timer-screen")).LiveTimerScreen;
export const loadLiveUpdateScreen = async () => (await import("./screens/live-update-screen")).LiveUpdateScreen;
