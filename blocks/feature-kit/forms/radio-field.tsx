import { FormField, type FormFieldCommonProps, RadioGroup, type RadioGroupOrientation, RadioGroupItem } from "@ds";
import type { ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";

export type RadioFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = FormFieldCommonProps<TFieldValues, TName> & {
  /** The choices, in order. */
  options: readonly { value: string; label: ReactNode }[];
  orientation?: RadioGroupOrientation;
};

/**
 * A form field whose control is a group of radios of fixed choices: the label, hint, error and required mark of
 * FormField, the form's value bound to the group, and its focus on an error.
 */
export function RadioField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ options, orientation, ...field }: RadioFieldProps<TFieldValues, TName>) {
  return (
    <FormField
      {...field}
      render={({ field: bound }) => (
        <RadioGroup
          ref={bound.ref}
          name={bound.name}
          value={bound.value}
          onValueChange={bound.onChange}
          onBlur={bound.onBlur}
          orientation={orientation}
        >
          {options.map((option) => (
            <RadioGroupItem key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      )}
    />
  );
}
