export { Stepper, stepMarkerVariants, stepState, stepperVariants } from "./stepper";
export type { StepState, StepperOrientation, StepperProps, StepperSize, StepperStep, StepperVariants } from "./stepper";
