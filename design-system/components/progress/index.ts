export { Progress, formatPercent, progressFraction, progressVariants } from "./progress";
export type { ProgressProps, ProgressSize, ProgressVariants } from "./progress";
