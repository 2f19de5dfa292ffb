import { FormAlert, useContractForm } from "@blocks/feature-kit";
import { EDU_MESSAGE_MAX } from "@contracts/applications";
import { Button, Form, FormField, RadioGroup, RadioGroupItem, Textarea } from "@ds";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import type { DecisionInput } from "../api/write-application";
import { type DecisionValues, decisionIssues, messageRequired } from "../model/decision-form";
import { failureText } from "../model/failure";
import { BULK_DECISIONS } from "../model/statuses";
import { useAdminText } from "./use-admin-text";

export type BulkDecisionFormProps = {
  /** How many applications are picked (nothing is sent without one). */
  picked: number;
  /** Sends the decision; false when the operator thought better of it (the form keeps what they wrote). */
  onSubmit: (input: DecisionInput) => Promise<boolean>;
};

/** One decision and one message for every picked application: approve, reject or ask for more information. */
export function BulkDecisionForm({ picked, onSubmit }: BulkDecisionFormProps) {
  const { t } = useAdminText();
  const form = useContractForm<DecisionValues>({
    defaultValues: { status: "", message: "" },
    check: (values) => decisionIssues(values, t),
  });
  const status = useWatch({ control: form.control, name: "status" });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = messageRequired(status);

  const submit = async (values: DecisionValues) => {
    if (values.status === "") return;
    if (picked === 0) {
      setFailure(t("bulk.pickFirst"));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const sent = await onSubmit({ status: values.status, message: values.message.trim() });
      if (sent) form.reset({ status: "", message: "" });
    } catch (caught) {
      setFailure(failureText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t("bulk.formTitle")}
      className="gap-4 rounded-lg border border-border p-4"
    >
      <h2 className="text-lg font-semibold text-foreground">{t("bulk.formTitle")}</h2>
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        control={form.control}
        name="status"
        label={t("decision.move")}
        required
        render={({ field }) => (
          <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} orientation="horizontal">
            {BULK_DECISIONS.map((move) => (
              <RadioGroupItem key={move} value={move} label={t(`decision.moves.${move}`)} />
            ))}
          </RadioGroup>
        )}
      />
      <FormField
        control={form.control}
        name="message"
        label={t("decision.message")}
        hint={t(required ? "decision.messageRequiredHint" : "decision.messageHint")}
        required={required}
      >
        {(registered) => <Textarea rows={4} maxLength={EDU_MESSAGE_MAX} {...registered} />}
      </FormField>
      <div className="flex items-center justify-end gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("bulk.picked", { count: picked })}
        </p>
        <Button type="submit" loading={busy}>
          {t("bulk.submit", { count: picked })}
        </Button>
      </div>
    </Form>
  );
}
