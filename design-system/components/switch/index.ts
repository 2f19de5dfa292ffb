export { Switch, switchThumbVariants, switchVariants } from "./switch";
export type { SwitchProps, SwitchSize, SwitchVariants } from "./switch";
