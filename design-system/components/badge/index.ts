export { Badge, badgeVariants } from "./badge";
export type { BadgeProps, BadgeSize, BadgeVariant, BadgeVariants } from "./badge";
