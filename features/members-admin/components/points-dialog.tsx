import { useContractForm } from "@blocks/feature-kit";
import { GrantPointsBodySchema, type GrantPointsBody } from "@contracts/members-admin";
import { FormField, Input, Textarea } from "@ds";
import { formatNumber } from "@lib/format/format";
import { issueText } from "../model/messages";
import { ActionDialog } from "./action-dialog";
import { useMembersAdminText } from "./use-members-admin-text";

type PointsValues = { amount: string; reason: string };

const toBody = (values: PointsValues) => ({
  amount: values.amount.trim() === "" ? undefined : Number(values.amount),
  reason: values.reason,
});

export type PointsDialogProps = {
  open: boolean;
  balance: number;
  onClose: () => void;
  onSend: (body: GrantPointsBody) => Promise<unknown>;
};

/** Grant points (a positive number) or take them back (a negative one), with the reason the ledger keeps. */
export function PointsDialog({ open, balance, onClose, onSend }: PointsDialogProps) {
  const { t, lang } = useMembersAdminText();
  const form = useContractForm<PointsValues>({
    defaultValues: { amount: "", reason: "" },
    check: (values) => {
      const parsed = GrantPointsBodySchema.safeParse(toBody(values));
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t("points.dialog.title")}
      description={t("points.dialog.description", { balance: formatNumber(balance, lang) })}
      confirm={t("points.dialog.confirm")}
      form={form}
      fields={["amount", "reason"]}
      onSend={(values) => onSend(GrantPointsBodySchema.parse(toBody(values)))}
    >
      <FormField
        control={form.control}
        name="amount"
        label={t("points.dialog.amount")}
        hint={t("points.dialog.amountHint")}
        required
      >
        {(registered) => <Input type="number" inputMode="numeric" step={1} {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="reason"
        label={t("points.dialog.reason")}
        hint={t("points.dialog.reasonHint")}
        required
      >
        {(registered) => <Textarea rows={2} maxLength={200} showCount {...registered} />}
      </FormField>
    </ActionDialog>
  );
}
