import type { ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { Select, SelectItem } from "../select";
import { FormField, type FormFieldCommonProps } from "./form";

export type SelectFieldOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = FormFieldCommonProps<TFieldValues, TName> & {
  /** The choices, in order. */
  options: readonly SelectFieldOption[];
  /** Shown while nothing is chosen (an empty value shows it too). */
  placeholder?: ReactNode;
  disabled?: boolean;
  /** Classes for the select itself (its width), where `className` is the field's. */
  selectClassName?: string;
};

/**
 * A form field whose control is a Select of fixed choices: the label, hint, error and required mark of FormField,
 * the form's value bound to the select (an empty value shows the placeholder), and its focus on an error.
 */
export function SelectField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ options, placeholder, disabled, selectClassName, ...field }: SelectFieldProps<TFieldValues, TName>) {
  return (
    <FormField
      {...field}
      render={({ field: bound }) => (
        <Select
          ref={bound.ref}
          name={bound.name}
          value={bound.value ?? ""}
          onValueChange={bound.onChange}
          onBlur={bound.onBlur}
          placeholder={placeholder}
          disabled={disabled}
          className={selectClassName}
        >
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      )}
    />
  );
}
