import { Field, FieldError, FieldHint, FieldLabel, type FieldProps } from "@ds";
import type { ReactNode } from "react";

export type FieldRowProps = Omit<FieldProps, "children"> & {
  label: ReactNode;
  /** Help under the control; nothing is drawn without it. */
  hint?: ReactNode;
  /** The field's error; nothing is drawn without it. */
  error?: ReactNode;
  /** The control, named by the label and described by the hint and the error. */
  children: ReactNode;
};

/** One form field: its label, the control, its hint and its error, in that order. */
export function FieldRow({ label, hint, error, children, ...field }: FieldRowProps) {
  return (
    <Field {...field}>
      <FieldLabel>{label}</FieldLabel>
      {children}
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
