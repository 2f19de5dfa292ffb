import { DecisionFormDialog } from "@blocks/console";
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
export function ActionDialog<V extends FieldValues>({ fields, ...dialog }: ActionDialogProps<V>) {
  const { t } = useMembersAdminText();
  return (
    <DecisionFormDialog
      {...dialog}
      refusal={(error) => serverFailure(error, fields, t)}
      focus
      back={t("dialog.back")}
      close={t("dialog.close")}
    />
  );
}
