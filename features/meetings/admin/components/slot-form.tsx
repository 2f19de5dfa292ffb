import { FieldRow } from "@blocks/feature-kit";
import { Button, FieldDatePicker, FormMessage, Input } from "@ds";
import { type FormEvent, useId, useState } from "react";
import { type SlotOutcome, useCreateSlots } from "../api/write-slots";
import { type SlotDraft, type SlotField, planSlots } from "../model/batch-slots";
import { failureText } from "../model/failure";
import { slotPeriod } from "../model/grid";
import { useAdminText } from "./use-admin-text";
import { useFieldIssues } from "./use-field-issues";

const FIELDS: readonly SlotField[] = ["day", "start_time", "end_time", "step"];

/**
 * "Add slots": one slot from start to end, or, with a length, a batch ("10:00 to 12:00, 30 minutes" makes four).
 * A batch is sent one slot at a time; what was added and what was refused (with the server's reason) is reported.
 */
export function SlotForm({ defaultDay }: { defaultDay: string | null }) {
  const { t } = useAdminText();
  const id = useId();
  const headingId = `${id}-heading`;
  const create = useCreateSlots();
  const [times, setTimes] = useState<Omit<SlotDraft, "day">>({ start_time: "", end_time: "", step: "" });
  // the day follows the page's default (the slot list arrives after the form) until the operator picks one
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const draft: SlotDraft = { day: pickedDay ?? defaultDay ?? "", ...times };
  const { issues, setIssues, clear, showAndFocus } = useFieldIssues(FIELDS, (field) => `${id}-${field}`);
  const [outcomes, setOutcomes] = useState<SlotOutcome[] | null>(null);

  const change = (field: SlotField, value: string) => {
    if (field === "day") setPickedDay(value);
    else setTimes((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcomes(null);
    const plan = planSlots(draft, t);
    if (!plan.ok) {
      showAndFocus(plan.issues);
      return;
    }
    setIssues({});
    setOutcomes(await create.trigger(plan.bodies));
  }

  const added = outcomes?.filter((outcome) => outcome.slot) ?? [];
  const refused = outcomes?.filter((outcome) => !outcome.slot) ?? [];

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t("slots.form.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[13rem_8rem_8rem_1fr]">
        <FieldRow controlId={`${id}-day`} required label={t("slots.form.day")} error={issues.day}>
          <FieldDatePicker value={draft.day || null} onChange={(day) => change("day", day ?? "")} />
        </FieldRow>
        <FieldRow controlId={`${id}-start_time`} required label={t("slots.form.start")} error={issues.start_time}>
          <Input type="time" value={draft.start_time} onChange={(event) => change("start_time", event.target.value)} />
        </FieldRow>
        <FieldRow controlId={`${id}-end_time`} required label={t("slots.form.end")} error={issues.end_time}>
          <Input type="time" value={draft.end_time} onChange={(event) => change("end_time", event.target.value)} />
        </FieldRow>
        <FieldRow
          controlId={`${id}-step`}
          label={t("slots.form.step")}
          hint={t("slots.form.stepHint")}
          error={issues.step}
        >
          <Input
            inputMode="numeric"
            className="w-28"
            value={draft.step}
            onChange={(event) => change("step", event.target.value)}
          />
        </FieldRow>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isMutating}>
          {t("slots.form.submit")}
        </Button>
      </div>
      {added.length > 0 && <FormMessage tone="success">{t("slots.form.added", { count: added.length })}</FormMessage>}
      {refused.length > 0 && (
        <FormMessage>
          <p>{t("slots.form.failed", { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((outcome) => (
              <li key={outcome.body.start_time}>
                {t("slots.form.failedItem", { time: slotPeriod(outcome.body), reason: failureText(outcome.error, t) })}
              </li>
            ))}
          </ul>
        </FormMessage>
      )}
    </form>
  );
}
