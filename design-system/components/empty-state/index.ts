export { EmptyState, emptyStateKinds, emptyStateVariants } from "./empty-state";
export type { EmptyStateKind, EmptyStateProps, EmptyStateSize, EmptyStateVariants } from "./empty-state";
