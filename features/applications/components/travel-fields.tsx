import { RadioField } from "@blocks/feature-kit";
import { VISA_STATUSES, type VisaStatus } from "@contracts/applications";
import { FormField, Input, Textarea } from "@ds";
import type { Control, FieldValues } from "react-hook-form";
import { useApplicationsText } from "./use-applications-text";

/** The fields of a trip: flights (airport codes and times in Korea's time), visa status and dietary restriction. */
export type TravelValues = {
  departure_airport: string;
  departure_at: string;
  arrival_airport: string;
  arrival_at: string;
  visa_status: VisaStatus | "";
  dietary_restriction: string;
};

/**
 * The trip's fields, shared by the application form and the pre-departure details after approval. Renders the
 * fields only: the form around them and their rules are the screen's.
 */
export function TravelFields<T extends TravelValues & FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useApplicationsText();
  // the constraint above guarantees these names; nothing else of the form is touched
  const fields = control as unknown as Control<TravelValues>;
  const airport = (name: "departure_airport" | "arrival_airport") => (
    <FormField control={fields} name={name} label={t(`form.fields.${name}`)} hint={t("form.hints.airport")} required>
      {(registered) => (
        <Input {...registered} autoComplete="off" maxLength={3} className="uppercase" spellCheck={false} />
      )}
    </FormField>
  );
  const time = (name: "departure_at" | "arrival_at") => (
    <FormField control={fields} name={name} label={t(`form.fields.${name}`)} hint={t("form.hints.koreaTime")} required>
      {(registered) => <Input {...registered} type="datetime-local" />}
    </FormField>
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {airport("departure_airport")}
        {time("departure_at")}
        {airport("arrival_airport")}
        {time("arrival_at")}
      </div>
      <RadioField
        control={fields}
        name="visa_status"
        label={t("form.fields.visa_status")}
        required
        options={VISA_STATUSES.map((status) => ({ value: status, label: t(`visa.${status}`) }))}
      />
      <FormField
        control={fields}
        name="dietary_restriction"
        label={t("form.fields.dietary_restriction")}
        hint={t("form.hints.dietary")}
      >
        {(registered) => <Textarea {...registered} rows={2} />}
      </FormField>
    </>
  );
}
