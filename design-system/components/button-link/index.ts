export { ButtonLink, buttonLinkVariants } from "./button-link";
export type { ButtonLinkProps, ButtonLinkVariants } from "./button-link";
