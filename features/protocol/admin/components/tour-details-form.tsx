import { FormAlert, useContractForm, useFormSend, useLeaveWarning } from "@blocks/feature-kit";
import { type AdminTour, PROTOCOL_LIMITS } from "@contracts/protocol";
import { Button, Form, FormField, Input, Textarea, toast } from "@ds";
import type { FieldPath } from "react-hook-form";
import { serverFailure } from "../../model/messages";
import { useTourWrites } from "../api/tours";
import { type TourValues, emptyTour, tourBody, tourFieldNames, tourIssues, tourValues } from "../model/tour-form";
import { ContentFields } from "./content-fields";
import { useAdminText } from "./use-admin-text";

export type TourDetailsFormProps = {
  /** The tour to change; a new one when null. */
  saved: AdminTour | null;
  onSaved: (tour: AdminTour) => void;
};

/**
 * A tour's details (names in both languages, delegation, departure and arrival in Korea's time, how long positions
 * are kept), its programme in both languages and its route; the contract's rules and the server's refusals show
 * beside their fields, and what was typed stays until saved.
 */
export function TourDetailsForm({ saved, onSaved }: TourDetailsFormProps) {
  const { t, lang } = useAdminText();
  const writes = useTourWrites(saved?.id ?? null);
  const form = useContractForm<TourValues>({
    defaultValues: saved ? tourValues(saved) : emptyTour(),
    check: (values) => tourIssues(values, t),
  });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  // the fields a refusal may name are those of the days and items sent
  const refusal = (values: TourValues) => (error: unknown) => {
    const failure = serverFailure(error, tourFieldNames(values), t);
    return {
      message: failure.message,
      fields: failure.fields.map((issue) => ({ ...issue, field: issue.field as FieldPath<TourValues> })),
    };
  };
  const sending = useFormSend(form);

  const submit = (values: TourValues) =>
    sending.send(async () => {
      const tour = await writes.saveTour(tourBody(values));
      form.reset(tourValues(tour));
      toast.success(
        t(saved ? "editor.saved" : "editor.created", { name: lang === "ko" ? tour.name_ko : tour.name_en }),
      );
      onSaved(tour);
    }, refusal(values));

  const text = (name: "name_en" | "name_ko" | "delegation", required = true) => (
    <FormField control={form.control} name={name} label={t(`editor.fields.${name}`)} required={required}>
      {(registered) => (
        <Input maxLength={PROTOCOL_LIMITS.name} lang={name === "name_ko" ? "ko" : undefined} {...registered} />
      )}
    </FormField>
  );
  const time = (name: "starts_at" | "ends_at") => (
    <FormField
      control={form.control}
      name={name}
      label={t(`editor.fields.${name}`)}
      hint={t("protocol-tour:shared.koreaTime")}
      required
    >
      {(registered) => <Input type="datetime-local" {...registered} />}
    </FormField>
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={t("editor.detailsLabel")}>
      {sending.alert && <FormAlert>{sending.alert}</FormAlert>}
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t("editor.sections.basics")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name_en")}
          {text("name_ko")}
        </div>
        {text("delegation", false)}
        <div className="grid gap-4 sm:grid-cols-3">
          {time("starts_at")}
          {time("ends_at")}
          <FormField
            control={form.control}
            name="retention_hours"
            label={t("editor.fields.retention_hours")}
            hint={t("editor.fields.retentionHint")}
            required
          >
            {(registered) => <Input inputMode="numeric" maxLength={3} {...registered} />}
          </FormField>
        </div>
      </fieldset>
      <ContentFields control={form.control} name="content_en" />
      <ContentFields control={form.control} name="content_ko" />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">{t("editor.route.legend")}</legend>
        <FormField control={form.control} name="route" label={t("editor.route.label")} hint={t("editor.route.hint")}>
          {(registered) => (
            <Textarea
              rows={5}
              spellCheck={false}
              className="font-mono"
              maxLength={PROTOCOL_LIMITS.routePoints * 24}
              {...registered}
            />
          )}
        </FormField>
      </fieldset>
      <div>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t(saved ? "editor.save" : "editor.create")}
        </Button>
      </div>
    </Form>
  );
}
