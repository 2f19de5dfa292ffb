export { COUNT_ANNOUNCE_DELAY_MS, Textarea, textareaVariants } from "./textarea";
export type { TextareaProps, TextareaSize, TextareaVariants } from "./textarea";
