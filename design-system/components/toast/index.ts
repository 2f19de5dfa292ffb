export { ToastView, Toaster, toastVariants } from "./toast";
export type { ToastVariants, ToastViewProps, ToasterProps } from "./toast";
export { TOAST_DURATION, TOAST_LIMIT, createToastStore, toast, toastStore } from "./toast-store";
export type { Toast, ToastClock, ToastOptions, ToastStore, ToastVariant } from "./toast-store";
