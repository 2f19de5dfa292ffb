import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { type AdminTour, PROTOCOL_LIMITS } from "@contracts/protocol";
import { Button, Form, FormField, Input, toast } from "@ds";
import { Plus } from "lucide-react";
import { useState } from "react";
import { type FieldPath, useFieldArray } from "react-hook-form";
import { serverFailure } from "../../model/messages";
import { useTourWrites } from "../api/tours";
import { EMPTY_STOP, type StopsValues, stopFieldNames, stopsBody, stopsIssues, stopsValues } from "../model/tour-form";
import { RowActions, RowFrame } from "./row-actions";
import { useAdminText } from "./use-admin-text";

const path = (value: string) => value as FieldPath<StopsValues>;

/** The tour's numbered stops in order: names in both languages, where (latitude, longitude) and the planned time. */
export function StopsForm({ tour }: { tour: AdminTour }) {
  const { t } = useAdminText();
  const writes = useTourWrites(tour.id);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<StopsValues>({
    defaultValues: stopsValues(tour),
    check: (values) => stopsIssues(values, t),
  });
  const stops = useFieldArray({ control: form.control, name: "stops" });

  const submit = async (values: StopsValues) => {
    setAlert(null);
    try {
      await writes.saveStops(stopsBody(values));
      form.reset(values);
      toast.success(t("editor.stops.saved"));
    } catch (error) {
      const failure = serverFailure(error, stopFieldNames(values), t);
      showFieldIssues(
        form,
        failure.fields.map((issue) => ({ ...issue, field: issue.field as FieldPath<StopsValues> })),
      );
      setAlert(failure.message);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("editor.stops.label")}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <p className="text-muted-foreground">{t("editor.stops.intro")}</p>
      {stops.fields.length === 0 && <p className="text-sm text-muted-foreground">{t("editor.stops.none")}</p>}
      <ol className="flex flex-col gap-3">
        {stops.fields.map((stop, index) => {
          const legend = t("editor.stops.stop", { number: index + 1 });
          return (
            <li key={stop.id}>
              <RowFrame
                legend={legend}
                actions={
                  <RowActions
                    name={legend}
                    index={index}
                    count={stops.fields.length}
                    onMove={(to) => stops.move(index, to)}
                    onRemove={() => stops.remove(index)}
                  />
                }
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField
                    control={form.control}
                    name={path(`stops.${index}.name_en`)}
                    label={t("editor.stops.nameEn")}
                    required
                  >
                    {(registered) => <Input maxLength={PROTOCOL_LIMITS.name} {...registered} />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={path(`stops.${index}.name_ko`)}
                    label={t("editor.stops.nameKo")}
                    required
                  >
                    {(registered) => <Input lang="ko" maxLength={PROTOCOL_LIMITS.name} {...registered} />}
                  </FormField>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <FormField
                    control={form.control}
                    name={path(`stops.${index}.lat`)}
                    label={t("editor.stops.lat")}
                    required
                  >
                    {(registered) => <Input inputMode="decimal" maxLength={20} {...registered} />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={path(`stops.${index}.lng`)}
                    label={t("editor.stops.lng")}
                    required
                  >
                    {(registered) => <Input inputMode="decimal" maxLength={20} {...registered} />}
                  </FormField>
                  <FormField
                    control={form.control}
                    name={path(`stops.${index}.planned_at`)}
                    label={t("editor.stops.planned")}
                    hint={t("protocol-tour:shared.koreaTime")}
                  >
                    {(registered) => <Input type="datetime-local" {...registered} />}
                  </FormField>
                </div>
              </RowFrame>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          intent="outline"
          disabled={stops.fields.length >= PROTOCOL_LIMITS.stops}
          onClick={() => stops.append({ ...EMPTY_STOP })}
        >
          <Plus aria-hidden="true" />
          {t("editor.stops.add")}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("editor.stops.save")}
        </Button>
      </div>
    </Form>
  );
}
