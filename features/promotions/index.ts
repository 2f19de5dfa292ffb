// The promotions feature's only door (ARCHITECTURE.md rule 2): the campaign redirect and the QR scanner. The door
// is small and imported statically; each screen is its own chunk behind a loader, which a route awaits (with the
// promotions' messages) before it renders.
export type { RedirectScreenProps } from "./screens/redirect-screen";
export type { QrScannerScreenProps } from "./screens/qr-scanner-screen";
export const loadRedirectScreen = async () => (await import("./screens/redirect-screen")).RedirectScreen;
export const loadQrScannerScreen = async () => (await import("./screens/qr-scanner-screen")).QrScannerScreen;
