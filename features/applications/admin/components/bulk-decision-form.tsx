import { FormAlert, useContractForm } from "@blocks/feature-kit";
import { Button, Form } from "@ds";
import { useState } from "react";
import type { DecisionInput } from "../api/write-application";
import { type DecisionValues, decisionIssues } from "../model/decision-form";
import { DecisionFields } from "./decision-fields";
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
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      <DecisionFields form={form} moves={BULK_DECISIONS} orientation="horizontal" />
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
