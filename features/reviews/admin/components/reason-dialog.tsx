import { DecisionFormDialog } from "@blocks/console";
import { useContractForm } from "@blocks/feature-kit";
import { FormField, Textarea } from "@ds";
import type { ReactNode } from "react";
import type { z } from "zod";
import { issueText, serverFailure } from "../model/messages";
import { useReviewsAdminText } from "./use-reviews-admin-text";

type ReasonValues = { reason: string };

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  /** What the reason is for, as its label says it ("Why is it hidden?"). */
  label: string;
  hint: string;
  confirm: string;
  /** The contract's body, checked before sending; its field is `field` (the server's name for the reason). */
  schema: z.ZodType;
  field: "reason" | "note";
  max: number;
  onClose: () => void;
  /** Sends the decision; a refusal is said in the dialog (a 409: someone decided first). */
  onSend: (reason: string) => Promise<unknown>;
};

/**
 * A decision that needs a reason (hiding a review, refusing a review request): the reason is required, the
 * server's refusal stays in the dialog where the operator is looking.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, label, hint, confirm, schema, field, max, onClose, onSend } = props;
  const { t } = useReviewsAdminText();
  const form = useContractForm<ReasonValues>({
    defaultValues: { reason: "" },
    check: (values) => {
      const parsed = schema.safeParse({ [field]: values.reason });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: "reason", message: issueText(issue, t) }));
    },
  });
  return (
    <DecisionFormDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      form={form}
      refusal={(error) => {
        // the server names the reason as its contract does (`reason` or `note`); the form's field is `reason`
        const failure = serverFailure(error, [field], t);
        return { ...failure, fields: failure.fields.map((issue) => ({ ...issue, field: "reason" as const })) };
      }}
      focus={false}
      onSend={({ reason }) => onSend(reason.trim())}
      confirm={confirm}
      back={t("dialog.back")}
      close={t("dialog.close")}
    >
      <FormField control={form.control} name="reason" label={label} hint={hint} required>
        {(registered) => <Textarea rows={3} maxLength={max} showCount {...registered} />}
      </FormField>
    </DecisionFormDialog>
  );
}
