export { FormMessage, formMessageVariants } from "./form-message";
export type { FormMessageProps, FormMessageTone, FormMessageVariants } from "./form-message";
