// The pass scanner's only door (ARCHITECTURE.md rule 2): the venue staff's scanner of the visitor pass
// (`/seoulitepass/qrcode`). The door is small and imported statically; the screen is its own chunk behind the
// loader, which the site awaits (with the scanner's messages) before the page renders.
export type { PassScannerScreenProps } from "./screens/pass-scanner-screen";
export const loadPassScannerScreen = async () => (await import("./screens/pass-scanner-screen")).PassScannerScreen;
