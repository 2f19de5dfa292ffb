export { Checkbox, checkboxVariants } from "./checkbox";
export type { CheckboxProps, CheckboxSize, CheckboxVariants, CheckedState } from "./checkbox";
