import { DialogFrame, type DialogSendOptions, useDialogSend } from "@blocks/feature-kit";
import { Button, DialogBody, DialogFooter, FormMessage } from "@ds";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

export type DecisionFormDialogProps<V extends FieldValues> = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  form: UseFormReturn<V, unknown, V>;
  /** The server's refusal in the feature's words (a field's beside it, any other above). */
  refusal: DialogSendOptions<V>["refusal"];
  /** Whether a refused field takes the focus (a required reason does; an optional note does not). */
  focus: boolean;
  /** Sends the checked values; the dialog closes once they are sent. */
  onSend: (values: V) => Promise<unknown>;
  /** The answer's label; none leaves only a way back (no decision asked). */
  confirm?: string;
  danger?: boolean;
  /** The way back, before and after a conflict, in the feature's words. */
  back: string;
  close: string;
  /** What the decision moves, said above the fields and kept after a conflict. */
  summary?: ReactNode;
  /** The fields, gone after a conflict (someone decided first). */
  children?: ReactNode;
};

/**
 * An operator's decision in a dialog (a reason, a note, points, a member's change): the fields and the answer, sent as
 * one; busy while sending, closed once sent, and the server's refusal kept where the operator is looking: a field's
 * beside it, any other above, a conflict (someone decided first) leaving only a way to close.
 */
export function DecisionFormDialog<V extends FieldValues>({
  open,
  onClose,
  title,
  description,
  form,
  refusal,
  focus,
  onSend,
  confirm,
  danger,
  back,
  close: closeLabel,
  summary,
  children,
}: DecisionFormDialogProps<V>) {
  const { message, conflict, busy, close, send, clearMessage } = useDialogSend(form, { onClose, refusal, focus });

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
          void form.handleSubmit((values) => send(() => onSend(values)))(event);
        },
        noValidate: true,
        className: "flex min-h-0 flex-col",
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        <FormMessage>{message}</FormMessage>
        {summary}
        {!conflict && children}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {conflict ? closeLabel : back}
        </Button>
        {confirm !== undefined && !conflict && (
          <Button type="submit" loading={busy} intent={danger ? "danger" : undefined}>
            {confirm}
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
