export { FileUpload, fileUploadVariants } from "./file-upload";
export type { FileUploadProps, FileUploadSize, FileUploadVariants } from "./file-upload";
export { describeAccept, formatFileSize, matchesAccept, parseAccept, validateFiles } from "./file-rules";
export type { AcceptGroupNames, FileRejection, FileRejectionReason, FileRules, FileValidation } from "./file-rules";
