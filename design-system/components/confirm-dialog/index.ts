export { ConfirmDialog, ConfirmHost } from "./confirm-dialog";
export type { ConfirmDialogProps, ConfirmHostProps } from "./confirm-dialog";
export { confirm, confirmStore, createConfirmStore } from "./confirm-store";
export type { ConfirmIntent, ConfirmKind, ConfirmOptions, ConfirmRequest, ConfirmStore } from "./confirm-store";
