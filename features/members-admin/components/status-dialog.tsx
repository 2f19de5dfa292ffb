import { useContractForm } from "@blocks/feature-kit";
import { DeactivateMemberBodySchema, ReactivateMemberBodySchema } from "@contracts/members-admin";
import { FormField, Textarea } from "@ds";
import { issueText } from "../model/messages";
import { ActionDialog } from "./action-dialog";
import { useMembersAdminText } from "./use-members-admin-text";

type ReasonValues = { reason: string };

export type StatusDialogProps = {
  /** Which change is asked; none closes the dialog. */
  change: "deactivate" | "reactivate" | null;
  name: string;
  onClose: () => void;
  onSend: (change: "deactivate" | "reactivate", reason: string) => Promise<unknown>;
};

/** Deactivating (a reason needed: the member is signed out at once) or reactivating (a reason welcome). */
export function StatusDialog({ change, name, onClose, onSend }: StatusDialogProps) {
  const { t } = useMembersAdminText();
  const form = useContractForm<ReasonValues>({
    defaultValues: { reason: "" },
    check: (values) => {
      const schema = change === "deactivate" ? DeactivateMemberBodySchema : ReactivateMemberBodySchema;
      const parsed = schema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: "reason", message: issueText(issue, t) }));
    },
  });
  const key = change ?? "deactivate";
  return (
    <ActionDialog
      open={change !== null}
      onClose={onClose}
      title={t(`status.${key}.title`, { name })}
      description={t(`status.${key}.description`)}
      confirm={t(`status.${key}.confirm`)}
      danger={change === "deactivate"}
      form={form}
      fields={["reason"]}
      onSend={({ reason }) => onSend(key, reason.trim())}
    >
      <FormField
        control={form.control}
        name="reason"
        label={change === "deactivate" ? t("status.reason") : t("status.reasonOptional")}
        required={change === "deactivate"}
      >
        {(registered) => <Textarea rows={3} maxLength={500} showCount {...registered} />}
      </FormField>
    </ActionDialog>
  );
}
