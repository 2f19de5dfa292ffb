export { Button, buttonVariants } from "./button";
export type { ButtonIntent, ButtonProps, ButtonSize, ButtonVariants } from "./button";
