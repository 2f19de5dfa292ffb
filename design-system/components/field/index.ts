export { Field, FieldError, FieldHint, FieldLabel, RequiredMark, useField, useFieldControl } from "./field";
export type { FieldControlInput, FieldControlProps, FieldLabelProps, FieldProps } from "./field";
export { ChoiceText, useChoiceControl } from "./choice-control";
