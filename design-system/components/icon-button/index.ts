export { IconButton, iconButtonVariants } from "./icon-button";
export type { IconButtonProps, IconButtonSize, IconButtonVariants } from "./icon-button";
