import { DecisionFormDialog } from "@blocks/console";
import { useContractForm } from "@blocks/feature-kit";
import { type AdminRefund, MarkRefundReturnedBodySchema, REFUND_NOTE_MAX } from "@contracts/refunds";
import { FormField, Price, Textarea } from "@ds";
import { issueText, serverFailure } from "../model/messages";
import { useRefundsAdminText } from "./use-refunds-admin-text";

type NoteValues = { note: string };

export type MarkReturnedDialogProps = {
  /** The refund asked about; none closes the dialog. */
  refund: AdminRefund | null;
  onClose: () => void;
  /** Sends the mark; a refusal is said in the dialog (a 409: someone marked it first, or it was never owed). */
  onMark: (id: number, note: string) => Promise<unknown>;
};

/**
 * "Did you send it?": the amount and the account once more, an optional note (the transfer's reference), and the
 * answer. The server's refusal stays in the dialog, where the operator is looking.
 */
export function MarkReturnedDialog({ refund, onClose, onMark }: MarkReturnedDialogProps) {
  const { t } = useRefundsAdminText();
  const form = useContractForm<NoteValues>({
    defaultValues: { note: "" },
    check: (values) => {
      const parsed = MarkRefundReturnedBodySchema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  return (
    <DecisionFormDialog
      open={refund !== null}
      onClose={onClose}
      title={t("mark.title")}
      description={
        refund
          ? t("mark.description", {
              holder: refund.account_holder || t("list.unknownHolder"),
              bank: refund.bank ? t(`banks.${refund.bank}`) : t("list.unknownBank"),
            })
          : ""
      }
      form={form}
      refusal={(error) => serverFailure(error, ["note"] as const, t)}
      focus={false}
      onSend={async ({ note }) => {
        if (refund) await onMark(refund.id, note.trim());
      }}
      confirm={t("mark.confirm")}
      back={t("mark.back")}
      close={t("mark.close")}
      summary={
        refund && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-muted-foreground">{t("mark.amount")}</span>
            <Price amount={refund.amount} currency={refund.currency} size="sm" />
            <span className="font-mono text-xs text-muted-foreground">{refund.order.number}</span>
          </p>
        )
      }
    >
      <FormField control={form.control} name="note" label={t("mark.note")} hint={t("mark.noteHint")}>
        {(registered) => <Textarea rows={3} maxLength={REFUND_NOTE_MAX} showCount {...registered} />}
      </FormField>
    </DecisionFormDialog>
  );
}
