export { QrCode, qrCodeVariants } from "./qr-code";
export type { QrCodeProps, QrCodeSize, QrCodeVariants } from "./qr-code";
export { qrMatrix, qrPath } from "./qr-matrix";
export type { QrErrorCorrection, QrMatrix } from "./qr-matrix";
