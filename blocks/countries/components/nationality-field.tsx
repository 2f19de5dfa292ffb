import { Combobox, FormField } from "@ds";
import { isLang } from "@lib/i18n/locale";
import { useMemo } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNationalities } from "../api/nationalities";
import { nationalityOptions } from "../model/nationality-options";

export type NationalityFieldProps<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  placeholder: string;
  required?: boolean;
  /** The list could not be read: what the field says under it, in the form's words. */
  describeError: (error: Error) => string;
};

/**
 * A form's nationality: a searchable list of the server's nationalities in the page's language (code as the value).
 * When the list cannot be read the field says so under it and the rest of the form stays usable.
 */
export function NationalityField<V extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  required,
  describeError,
}: NationalityFieldProps<V>) {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "en";
  const nationalities = useNationalities({ errorToast: false });
  const options = useMemo(() => nationalityOptions(nationalities.data ?? [], lang), [nationalities.data, lang]);
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      required={required}
      hint={nationalities.error ? describeError(nationalities.error) : undefined}
      render={({ field }) => (
        <Combobox
          ref={field.ref}
          name={field.name}
          options={options}
          value={field.value || null}
          onValueChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          placeholder={placeholder}
        />
      )}
    />
  );
}
