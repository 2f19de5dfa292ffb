export { createLazySelect } from "./lazy-select";
export type { LazySelectProps, LazySelectSpec, SelectLikeProps } from "./lazy-select";
