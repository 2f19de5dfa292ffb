export { LoadErrorNotice, loadErrorNoticeVariants } from "./load-error-notice";
export type { LoadErrorNoticeProps, LoadErrorNoticeVariants } from "./load-error-notice";
