export { QuantityStepper, clampQuantity, digitsOnly, quantityStepperVariants } from "./quantity-stepper";
export type {
  QuantityBounds,
  QuantityStepperProps,
  QuantityStepperSize,
  QuantityStepperVariants,
} from "./quantity-stepper";
