import { DialogFrame, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { MEETING_MESSAGE_MAX } from "@contracts/meetings";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Textarea } from "@ds";
import { useState } from "react";
import { serverFailure } from "../model/server-messages";
import { useMeetingsText } from "./use-meetings-text";

type ReasonValues = { reason: string };

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** Sends the reason; a refusal is shown in the dialog (under the field when it names `reason`). */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Declining a request or asking to cancel a booked meeting: the other company is told why (spec: reason required). */
export function ReasonDialog({ open, onOpenChange, title, description, submitLabel, onSubmit }: ReasonDialogProps) {
  const { t } = useMeetingsText();
  const form = useContractForm<ReasonValues>({
    defaultValues: { reason: "" },
    check: ({ reason }) => (reason.trim() ? [] : [{ field: "reason", message: t("messages.meeting.reasonRequired") }]),
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset();
      setMessage(null);
    }
    onOpenChange(next);
  };

  const submit = async ({ reason }: ReasonValues) => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setBusy(false);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      const failure = serverFailure(error, ["reason"], t);
      showFieldIssues(form, failure.fields.slice(0, 1), { focus: false });
      setMessage(failure.message);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      form={{
        onSubmit: (event) => {
          setMessage(null);
          void form.handleSubmit(submit)(event);
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        <FormField control={form.control} name="reason" label={t("reason.label")} required>
          {(registered) => <Textarea rows={4} maxLength={MEETING_MESSAGE_MAX} showCount {...registered} />}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={() => change(false)}>
          {t("reason.back")}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
