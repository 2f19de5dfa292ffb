import { FormField, Input } from "@ds";
import type { Translate } from "@lib/i18n/feature-text";
import type { ReactNode } from "react";
import type { Control, FieldPath } from "react-hook-form";

/** The languages an operator writes a bilingual text in, in the order the form shows them. */
export const FORM_LANGS = ["en", "ko"] as const;
export type FormLang = (typeof FORM_LANGS)[number];

export type LanguageColumnsProps = {
  /** The name of a language's fieldset (its legend), in the page's language. */
  legend: (lang: FormLang) => string;
  /** A language's fields. */
  children: (lang: FormLang) => ReactNode;
};

/**
 * A bilingual form's fields side by side on a wide screen (one above the other on a narrow one): a fieldset a
 * language, named by its legend and marked with its language, English first.
 */
export function LanguageColumns({ legend, children }: LanguageColumnsProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {FORM_LANGS.map((lang) => (
        <fieldset key={lang} className="flex min-w-0 flex-col gap-4" lang={lang}>
          <legend className="mb-2 text-base font-semibold text-foreground">{legend(lang)}</legend>
          {children(lang)}
        </fieldset>
      ))}
    </div>
  );
}

/** The values of a form with a title in each language. */
type TitledValues = Record<`title_${FormLang}`, string>;

export type LanguageTitleFieldProps<V extends TitledValues> = {
  control: Control<V>;
  lang: FormLang;
  /** The feature's texts: `editor.fields.title`, and `editor.fields.title_<lang>` for the error summary. */
  t: Translate;
  maxLength: number;
};

/** A language's title, required, in a `LanguageColumns` fieldset. */
export function LanguageTitleField<V extends TitledValues>({
  control,
  lang,
  t,
  maxLength,
}: LanguageTitleFieldProps<V>) {
  return (
    <FormField
      control={control}
      name={`title_${lang}` as FieldPath<V>}
      label={t("editor.fields.title")}
      summaryLabel={t(`editor.fields.title_${lang}`)}
      required
    >
      {(registered) => <Input maxLength={maxLength} autoComplete="off" {...registered} />}
    </FormField>
  );
}
