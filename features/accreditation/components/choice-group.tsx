import { Checkbox, Field, useFieldControl } from "@ds";
import type { Ref } from "react";

/**
 * Several checkboxes answering one question (languages, sectors, purposes): a group named by its field's label and
 * described by its hint and error. Each box sits in its own Field, so it keeps its own id and label.
 */
export function ChoiceGroup({
  options,
  value,
  onChange,
  labelOf,
  name,
  ref,
  onBlur,
  columns = 2,
}: {
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  labelOf: (option: string) => string;
  name: string;
  ref?: Ref<HTMLDivElement>;
  onBlur?: () => void;
  columns?: 2 | 3;
}) {
  const control = useFieldControl({}, { group: true });
  const toggle = (option: string, on: boolean) =>
    // the answer keeps the options' order, whatever order they were ticked in
    onChange(options.filter((candidate) => (candidate === option ? on : value.includes(candidate))));
  return (
    <div
      ref={ref}
      role="group"
      id={control.id}
      aria-labelledby={control["aria-labelledby"]}
      aria-describedby={control["aria-describedby"]}
      onBlur={onBlur}
      className={columns === 3 ? "grid gap-2 sm:grid-cols-3" : "grid gap-2 sm:grid-cols-2"}
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
  );
}
