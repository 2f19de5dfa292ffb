export { FieldDatePicker } from "./field-date-picker";
export { DateFieldFrame, DatePicker, datePickerTriggerVariants, useDateFieldState } from "./date-picker";
export type { DateFieldBaseProps, DatePickerProps, DatePickerSize, DatePickerTriggerVariants } from "./date-picker";
