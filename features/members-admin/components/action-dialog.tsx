import { DialogFrame, useDialogSend } from "@blocks/feature-kit";
import { Button, DialogBody, DialogFooter, FormMessage } from "@ds";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { serverFailure } from "../model/messages";
import { useMembersAdminText } from "./use-members-admin-text";

export type ActionDialogProps<V extends FieldValues> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  form: UseFormReturn<V, unknown, V>;
  /** The form's fields, so the server's refusal of one is said beside it. */
  fields: readonly Path<V>[];
  onSend: (values: V) => Promise<unknown>;
  children: ReactNode;
};

/**
 * A member's write in a dialog: the fields, the answer, and the server's refusal kept where the operator looks (a
 * field's beside it, any other above; a conflict (someone changed it first) leaves only a way to close).
 */
export function ActionDialog<V extends FieldValues>({
  open,
  onClose,
  title,
  description,
  confirm,
  danger,
  form,
  fields,
  onSend,
  children,
}: ActionDialogProps<V>) {
  const { t } = useMembersAdminText();
  const { message, conflict, busy, close, send, clearMessage } = useDialogSend(form, {
    onClose,
    refusal: (error) => serverFailure(error, fields, t),
    focus: true,
  });

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
        {!conflict && children}
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {conflict ? t("dialog.close") : t("dialog.back")}
        </Button>
        {!conflict && (
          <Button type="submit" loading={busy} intent={danger ? "danger" : undefined}>
            {confirm}
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
