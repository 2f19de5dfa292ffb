import { useField } from "../field/field";
import { DatePicker, type DatePickerProps } from "./date-picker";

/** The design system's date picker inside a FormField: named by its label, described by its hint and error. */
export function FieldDatePicker(props: DatePickerProps) {
  const field = useField();
  const describedBy = field
    ? [field.hasHint ? field.hintId : null, field.hasError ? field.errorId : null].filter(Boolean).join(" ")
    : "";
  return (
    <DatePicker
      id={field?.controlId}
      aria-labelledby={field?.labelId}
      aria-describedby={describedBy || undefined}
      invalid={field?.invalid}
      {...props}
    />
  );
}
