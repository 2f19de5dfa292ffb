export { Input, controlStateClasses, inputVariants } from "./input";
export type { InputProps, InputSize, InputVariants } from "./input";
