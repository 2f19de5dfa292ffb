import { FormField, type FormFieldCommonProps, Input, type InputProps } from "@ds";
import type { FieldPath, FieldValues } from "react-hook-form";

export type InputFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = FormFieldCommonProps<TFieldValues, TName> &
  Pick<InputProps, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "readOnly">;

/**
 * A form field whose control is one line of text: the label, hint, error and required mark of FormField, and the
 * input registered with the form, given only the input's own attributes.
 */
export function InputField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ name, label, hint, required, summaryLabel, control, className, ...input }: InputFieldProps<TFieldValues, TName>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={hint}
      required={required}
      summaryLabel={summaryLabel}
      className={className}
    >
      {(registered) => <Input {...input} {...registered} />}
    </FormField>
  );
}
