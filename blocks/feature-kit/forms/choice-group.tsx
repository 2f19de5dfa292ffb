import { Checkbox, Field, FormField, type FormFieldCommonProps, useFieldControl } from "@ds";
import type { Ref } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";

/**
 * Several checkboxes answering one question (a company's languages, sectors and purposes; a visitor's interests): a
 * group named by its field's label and described by its hint and error. Each box sits in its own Field, so it keeps
 * its own id and label. The answer keeps the options' order, whatever order they were ticked in.
 */
export function ChoiceGroup<T extends string>({
  options,
  value,
  onChange,
  labelOf,
  name,
  ref,
  onBlur,
  columns = 2,
}: {
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  labelOf: (option: T) => string;
  name: string;
  ref?: Ref<HTMLDivElement>;
  onBlur?: () => void;
  columns?: 2 | 3;
}) {
  const control = useFieldControl({}, { group: true });
  const toggle = (option: T, on: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? on : value.includes(candidate))));
  // the columns follow the room the group has, not the window: a form in a narrow panel stays one column
  return (
    <div className="@container">
      <div
        ref={ref}
        role="group"
        id={control.id}
        aria-labelledby={control["aria-labelledby"]}
        aria-describedby={control["aria-describedby"]}
        onBlur={onBlur}
        className={columns === 3 ? "grid gap-2 @md:grid-cols-2 @lg:grid-cols-3" : "grid gap-2 @md:grid-cols-2"}
      >
        {options.map((option) => (
          <Field key={option} controlId={`${control.id ?? name}-${option}`}>
            <Checkbox
              name={name}
              value={option}
              label={labelOf(option)}
              checked={value.includes(option)}
              onCheckedChange={(next) => toggle(option, next === true)}
            />
          </Field>
        ))}
      </div>
    </div>
  );
}

/** A form field whose control is a ChoiceGroup: the field's label names the group, its hint and error describe it. */
export function ChoiceGroupField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  options,
  labelOf,
  columns,
  ...field
}: FormFieldCommonProps<TFieldValues, TName> & {
  options: readonly string[];
  labelOf: (option: string) => string;
  columns?: 2 | 3;
}) {
  return (
    <FormField
      {...field}
      render={({ field: bound }) => (
        <ChoiceGroup
          ref={bound.ref}
          name={bound.name}
          options={options}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          labelOf={labelOf}
          columns={columns}
        />
      )}
    />
  );
}
