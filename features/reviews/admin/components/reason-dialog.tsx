import { DialogFrame, useContractForm, useDialogSend } from "@blocks/feature-kit";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Textarea } from "@ds";
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
  const { message, conflict, busy, close, send, clearMessage } = useDialogSend(form, {
    onClose,
    refusal: (error) => {
      // the server names the reason as its contract does (`reason` or `note`); the form's field is `reason`
      const failure = serverFailure(error, [field], t);
      return { ...failure, fields: failure.fields.map((issue) => ({ ...issue, field: "reason" as const })) };
    },
    focus: false,
  });
  const submit = async ({ reason }: ReasonValues) => {
    await send(() => onSend(reason.trim()));
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      form={{
        onSubmit: (event) => {
          clearMessage();
          void form.handleSubmit(submit)(event);
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        {!conflict && (
          <FormField control={form.control} name="reason" label={label} hint={hint} required>
            {(registered) => <Textarea rows={3} maxLength={max} showCount {...registered} />}
          </FormField>
        )}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {conflict ? t("dialog.close") : t("dialog.back")}
        </Button>
        {!conflict && (
          <Button type="submit" loading={busy}>
            {confirm}
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
