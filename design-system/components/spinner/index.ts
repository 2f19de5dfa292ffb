export { Spinner, spinnerVariants } from "./spinner";
export type { SpinnerProps, SpinnerSize, SpinnerVariants } from "./spinner";
