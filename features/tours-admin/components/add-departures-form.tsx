import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { CURRENCY_LIST } from "@contracts/money";
import { Button, Checkbox, FieldDatePicker, Form, FormField, FormMessage, Input, SelectField, toast } from "@ds";
import { weekdayNames } from "@lib/format/format";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useDepartureWrites } from "../api/departure-writes";
import {
  DEPARTURE_FIELDS,
  type DeparturesValues,
  daysToAdd,
  departuresBody,
  departuresIssues,
  emptyDepartures,
} from "../model/departures-form";
import { serverFailure } from "../model/messages";
import { useConsoleText } from "./use-console-text";

export type AddDeparturesFormProps = {
  slug: string;
  /** The first day a departure may be on (tomorrow in Korea). */
  firstDay: string;
  /** The course's latest price, the form's start. */
  price?: { price: number; currency: DeparturesValues["currency"] };
};

/**
 * "Add departures": one day, or every ticked weekday from the first day to the last, at one time, each with these
 * seats at this price per traveller. It says how many it would add; all are added or none.
 */
export function AddDeparturesForm({ slug, firstDay, price }: AddDeparturesFormProps) {
  const { t, lang } = useConsoleText();
  const writes = useDepartureWrites();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<DeparturesValues>({
    defaultValues: emptyDepartures(firstDay, price),
    check: (values) => departuresIssues(values, t),
  });
  const values = useWatch({ control: form.control }) as DeparturesValues;
  const count = daysToAdd(values).length;
  const names = weekdayNames(lang);

  const submit = async (typed: DeparturesValues) => {
    setAlert(null);
    try {
      const added = await writes.add(slug, departuresBody(typed));
      toast.success(t("departures.add.added", { count: added.length }));
      form.reset({ ...typed, to: "", weekdays: [] });
    } catch (error) {
      const failure = serverFailure(error, DEPARTURE_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  const day = (name: "from" | "to") => (
    <FormField
      control={form.control}
      name={name}
      label={t(`departures.add.${name}`)}
      hint={name === "to" ? t("departures.add.toHint") : undefined}
      required={name === "from"}
      render={({ field }) => (
        <FieldDatePicker
          ref={field.ref}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? "")}
          onBlur={field.onBlur}
          minDate={firstDay}
          clearable={name === "to"}
        />
      )}
    />
  );

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="add-departures-title">
      <h2 id="add-departures-title" className="text-lg font-semibold text-foreground">
        {t("departures.add.title")}
      </h2>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {day("from")}
        {day("to")}
        <FormField control={form.control} name="time" label={t("departures.add.time")} required>
          {(registered) => <Input type="time" {...registered} />}
        </FormField>
        <FormField control={form.control} name="seats" label={t("departures.add.seats")} required>
          {(registered) => <Input inputMode="numeric" autoComplete="off" {...registered} />}
        </FormField>
        <FormField control={form.control} name="price" label={t("departures.add.price")} required>
          {(registered) => <Input inputMode="decimal" autoComplete="off" {...registered} />}
        </FormField>
        <SelectField
          control={form.control}
          name="currency"
          label={t("departures.add.currency")}
          required
          options={CURRENCY_LIST.map((currency) => ({ value: currency, label: currency }))}
        />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby="departure-weekdays-hint">
        <legend className="text-sm font-medium text-foreground">{t("departures.add.weekdays")}</legend>
        <p id="departure-weekdays-hint" className="text-sm text-muted-foreground">
          {t("departures.add.weekdaysHint")}
        </p>
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <div className="flex flex-wrap gap-4">
              {names.map((name, weekday) => (
                <Checkbox
                  key={name}
                  label={name}
                  checked={field.value.includes(weekday)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true ? [...field.value, weekday] : field.value.filter((one) => one !== weekday),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
        <FormMessage>{form.formState.errors.weekdays?.message}</FormMessage>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("departures.add.submit")}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("departures.add.count", { count })}
        </p>
      </div>
    </Form>
  );
}
