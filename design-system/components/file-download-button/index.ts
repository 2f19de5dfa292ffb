export { FileDownloadButton } from "./file-download-button";
export type { FileDownloadButtonProps } from "./file-download-button";
