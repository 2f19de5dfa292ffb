import { DecisionFormDialog } from "@blocks/console";
import { useContractForm } from "@blocks/feature-kit";
import { RefuseCancelBodySchema, type AdminReservation } from "@contracts/reservations";
import { FormField, Price, Textarea } from "@ds";
import type { Decision } from "../api/reservations";
import { issueText, serverFailure } from "../model/messages";
import { useReservationsAdminText } from "./use-reservations-admin-text";

type ReasonValues = { reason: string };

/** The decisions that ask why (kept in the audit trail). */
export const asksReason = (decision: Decision) => decision === "refuse" || decision === "refund";

/** What each decision moves, for the dialog to show once more before it is sent. */
function amountOf(reservation: AdminReservation, decision: Decision): number | null {
  if (decision === "deposit") return reservation.total;
  if (decision === "approve" || decision === "refund") return reservation.refundable;
  return null;
}

export type DecisionDialogProps = {
  reservation: AdminReservation;
  /** The decision asked about; none closes the dialog. */
  decision: Decision | null;
  onClose: () => void;
  onDecide: (decision: Decision, reason: string) => Promise<unknown>;
};

/**
 * "Are you sure?" for a decision on a reservation: what it does, the amount it moves, the reason when one is asked
 * (refusing a cancellation, a refund). The server's refusal stays in the dialog: a field's beside it, a conflict
 * (someone decided first) above, with only a way to close.
 */
export function DecisionDialog({ reservation, decision, onClose, onDecide }: DecisionDialogProps) {
  const { t } = useReservationsAdminText();
  const form = useContractForm<ReasonValues>({
    defaultValues: { reason: "" },
    check: (values) => {
      if (!decision || !asksReason(decision)) return [];
      const parsed = RefuseCancelBodySchema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  const amount = decision ? amountOf(reservation, decision) : null;
  return (
    <DecisionFormDialog
      open={decision !== null}
      onClose={onClose}
      title={decision ? t(`decide.${decision}.title`) : ""}
      description={decision ? t(`decide.${decision}.description`, { number: reservation.reservation_number }) : ""}
      form={form}
      refusal={(error) => serverFailure(error, ["reason"] as const, t)}
      focus
      onSend={async ({ reason }) => {
        if (decision) await onDecide(decision, reason.trim());
      }}
      confirm={decision ? t(`decide.${decision}.confirm`) : undefined}
      danger={decision === "refund" || decision === "refuse"}
      back={t("decide.back")}
      close={t("decide.close")}
      summary={
        amount !== null && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-muted-foreground">{t(`decide.${decision}.amount`)}</span>
            <Price amount={amount} currency={reservation.currency} size="sm" />
          </p>
        )
      }
    >
      {decision && asksReason(decision) && (
        <FormField
          control={form.control}
          name="reason"
          label={t("decide.reason")}
          hint={t(`decide.${decision}.reasonHint`)}
          required
        >
          {(registered) => <Textarea rows={3} maxLength={500} showCount {...registered} />}
        </FormField>
      )}
    </DecisionFormDialog>
  );
}
