import { DialogFrame, FieldRow } from "@blocks/feature-kit";
import { MEETING_MESSAGE_MAX } from "@contracts/meetings";
import { Button, DialogBody, DialogFooter, FormMessage, Textarea } from "@ds";
import { type FormEvent, useState } from "react";
import { serverFailure } from "../model/server-messages";
import { useMeetingsText } from "./use-meetings-text";

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
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason("");
      setFieldError(null);
      setMessage(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!reason.trim()) {
      setFieldError(t("messages.meeting.reasonRequired"));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setBusy(false);
      setReason("");
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      const failure = serverFailure(error, ["reason"], t);
      setFieldError(failure.fields[0]?.message ?? null);
      setMessage(failure.message);
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      form={{ onSubmit: (event) => void submit(event), noValidate: true, className: "flex min-h-0 flex-col" }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        <FieldRow required invalid={Boolean(fieldError)} label={t("reason.label")} error={fieldError}>
          <Textarea
            rows={4}
            maxLength={MEETING_MESSAGE_MAX}
            showCount
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FieldRow>
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
