// The promotions feature's only door (ARCHITECTURE.md rule 2): the campaign redirect and the QR scanner.
export { RedirectScreen } from "./screens/redirect-screen";
export type { RedirectScreenProps } from "./screens/redirect-screen";
export { QrScannerScreen } from "./screens/qr-scanner-screen";
export type { QrScannerScreenProps } from "./screens/qr-scanner-screen";
