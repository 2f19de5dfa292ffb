import { Checkbox, FormField } from "@ds";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CONSENT_NAMES, type ConsentName, OPTIONAL_CONSENT_NAMES } from "../model/schemas";

type ConsentValues = Record<ConsentName, boolean>;

const ALL: readonly ConsentName[] = [...CONSENT_NAMES, ...OPTIONAL_CONSENT_NAMES];

/**
 * The consents of spec point 5 (terms of use, privacy, third-party provision, age 14 or older, and the optional
 * marketing), with "agree to all" on top. The form must hold the five boolean fields.
 */
export function ConsentFields() {
  const { t } = useTranslation("auth");
  const { control, setValue } = useFormContext<ConsentValues>();
  const values = useWatch({ control, name: [...ALL] });
  const checked = values.filter(Boolean).length;
  const all = checked === ALL.length ? true : checked === 0 ? false : "indeterminate";

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">{t("shared.consents.legend")}</legend>
      <Checkbox
        label={t("shared.consents.all")}
        checked={all}
        onCheckedChange={(next) => {
          for (const name of ALL) setValue(name, next === true, { shouldValidate: next === true, shouldDirty: true });
        }}
      />
      <hr className="border-border" />
      {ALL.map((name) => {
        const required = (CONSENT_NAMES as readonly string[]).includes(name);
        return (
          <FormField
            key={name}
            control={control}
            name={name}
            required={required}
            summaryLabel={t(`shared.consents.${name}.short`)}
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                label={t(`shared.consents.${name}.label`)}
                checked={field.value}
                onCheckedChange={(next) => field.onChange(next === true)}
                onBlur={field.onBlur}
              />
            )}
          />
        );
      })}
    </fieldset>
  );
}
