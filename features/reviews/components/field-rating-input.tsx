import { RatingInput, type RatingInputProps, useFieldControl } from "@ds";
import type { Ref } from "react";

export type FieldRatingInputProps = Omit<RatingInputProps, "label"> & {
  /** Reaches the stars: a form focuses the chosen (or first) star when the rating is at fault. */
  ref?: Ref<HTMLDivElement>;
};

/** The star rating as a radio group named by its FormField's label and described by its hint and error. */
export function FieldRatingInput({ ref, ...props }: FieldRatingInputProps) {
  const control = useFieldControl({}, { group: true });
  return (
    <div ref={ref} className="w-fit">
      <RatingInput
        id={control.id}
        aria-labelledby={control["aria-labelledby"]}
        aria-describedby={control["aria-describedby"]}
        invalid={control["aria-invalid"] === true}
        required={control["aria-required"] === true}
        {...props}
      />
    </div>
  );
}
