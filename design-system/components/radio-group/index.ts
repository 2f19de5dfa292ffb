export { RadioGroup, RadioGroupItem, radioGroupVariants, radioVariants } from "./radio-group";
export type { RadioGroupItemProps, RadioGroupOrientation, RadioGroupProps, RadioGroupVariants } from "./radio-group";
