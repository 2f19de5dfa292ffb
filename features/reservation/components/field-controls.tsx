import {
  DatePicker,
  type DatePickerProps,
  QuantityStepper,
  type QuantityStepperProps,
  TimeSlotPicker,
  type TimeSlotPickerProps,
  useField,
} from "@ds";

/** The ids a control outside the Field protocol needs to be named and described by its FormField. */
function useFieldAria() {
  const field = useField();
  if (!field) return {};
  const describedBy = [field.hasHint ? field.hintId : null, field.hasError ? field.errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.controlId,
    labelId: field.labelId,
    describedBy: describedBy || undefined,
    invalid: field.invalid,
  };
}

/** A DatePicker named by its FormField's label, described by its hint and error. */
export function FieldDatePicker(props: DatePickerProps) {
  const aria = useFieldAria();
  return (
    <DatePicker
      id={aria.id}
      aria-labelledby={aria.labelId}
      aria-describedby={aria.describedBy}
      invalid={aria.invalid}
      {...props}
    />
  );
}

/** The departure times as a group named by the FormField's label. */
export function FieldTimeSlotPicker(props: TimeSlotPickerProps) {
  const aria = useFieldAria();
  return (
    <TimeSlotPicker
      aria-labelledby={aria.labelId}
      aria-describedby={aria.describedBy}
      invalid={aria.invalid}
      {...props}
    />
  );
}

/** A QuantityStepper whose number input is the FormField's control. */
export function FieldQuantityStepper(props: QuantityStepperProps) {
  const aria = useFieldAria();
  return <QuantityStepper id={aria.id} aria-describedby={aria.describedBy} invalid={aria.invalid} {...props} />;
}
