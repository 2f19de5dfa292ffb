import { FileUpload, type FileRules, FormField, type FormFieldCommonProps } from "@ds";
import type { FieldPathByValue, FieldValues } from "react-hook-form";

export type FileUploadFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, File[]>,
> = FormFieldCommonProps<TFieldValues, TName> & FileRules & { multiple?: boolean };

/**
 * A form field whose control is a file picker: the label, hint, error and required mark of FormField, the chosen
 * files as the field's value, its focus on an error, and the picker's own rules (types, size, count).
 */
export function FileUploadField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPathByValue<TFieldValues, File[]> = FieldPathByValue<TFieldValues, File[]>,
>({ accept, maxSizeBytes, maxFiles, multiple, ...field }: FileUploadFieldProps<TFieldValues, TName>) {
  return (
    <FormField
      {...field}
      render={({ field: bound }) => (
        <FileUpload
          ref={bound.ref}
          name={bound.name}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          multiple={multiple}
          accept={accept}
          maxSizeBytes={maxSizeBytes}
          maxFiles={maxFiles}
        />
      )}
    />
  );
}
