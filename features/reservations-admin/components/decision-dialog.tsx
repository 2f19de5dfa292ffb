import { DialogFrame, useContractForm, useDialogSend } from "@blocks/feature-kit";
import { RefuseCancelBodySchema, type AdminReservation } from "@contracts/reservations";
import { Button, DialogBody, DialogFooter, FormField, FormMessage, Price, Textarea } from "@ds";
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
  const { message, conflict, busy, close, send, clearMessage } = useDialogSend(form, {
    onClose,
    refusal: (error) => serverFailure(error, ["reason"] as const, t),
    focus: true,
  });
  const submit = async ({ reason }: ReasonValues) => {
    if (!decision) return;
    await send(() => onDecide(decision, reason.trim()));
  };

  const amount = decision ? amountOf(reservation, decision) : null;
  return (
    <DialogFrame
      open={decision !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={decision ? t(`decide.${decision}.title`) : ""}
      description={decision ? t(`decide.${decision}.description`, { number: reservation.reservation_number }) : ""}
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
        {amount !== null && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-muted-foreground">{t(`decide.${decision}.amount`)}</span>
            <Price amount={amount} currency={reservation.currency} size="sm" />
          </p>
        )}
        {decision && asksReason(decision) && !conflict && (
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
      </DialogBody>
      <DialogFooter>
        <Button intent="outline" disabled={busy} onClick={close}>
          {conflict ? t("decide.close") : t("decide.back")}
        </Button>
        {decision && !conflict && (
          <Button
            type="submit"
            loading={busy}
            intent={decision === "refund" || decision === "refuse" ? "danger" : undefined}
          >
            {t(`decide.${decision}.confirm`)}
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
