export { Skeleton, skeletonVariants } from "./skeleton";
export type { SkeletonProps, SkeletonShape, SkeletonVariants } from "./skeleton";
