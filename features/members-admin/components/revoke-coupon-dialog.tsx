import { useContractForm } from "@blocks/feature-kit";
import { type MemberAdminCoupon, RevokeCouponBodySchema } from "@contracts/members-admin";
import { FormField, Textarea } from "@ds";
import { issueText } from "../model/messages";
import { ActionDialog } from "./action-dialog";
import { useMembersAdminText } from "./use-members-admin-text";

type ReasonValues = { reason: string };

export type RevokeCouponDialogProps = {
  /** The coupon to revoke; none closes the dialog. */
  coupon: MemberAdminCoupon | null;
  onClose: () => void;
  onSend: (couponId: number, reason: string) => Promise<unknown>;
};

/**
 * Taking back a coupon the member has not used, with the reason (kept on the coupon and in the audit trail). A
 * coupon used in the meantime is refused by the server and said in the dialog, which then only closes.
 */
export function RevokeCouponDialog({ coupon, onClose, onSend }: RevokeCouponDialogProps) {
  const { t } = useMembersAdminText();
  const form = useContractForm<ReasonValues>({
    defaultValues: { reason: "" },
    check: (values) => {
      const parsed = RevokeCouponBodySchema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: "reason", message: issueText(issue, t) }));
    },
  });
  return (
    <ActionDialog
      open={coupon !== null}
      onClose={onClose}
      title={t("coupons.revoke.title", { name: coupon?.name ?? "" })}
      description={t("coupons.revoke.description", { code: coupon?.code ?? "" })}
      confirm={t("coupons.revoke.confirm")}
      danger
      form={form}
      fields={["reason"]}
      onSend={({ reason }) => (coupon ? onSend(coupon.id, reason.trim()) : Promise.resolve())}
    >
      <FormField control={form.control} name="reason" label={t("coupons.revoke.reason")} required>
        {(registered) => <Textarea rows={3} maxLength={500} showCount {...registered} />}
      </FormField>
    </ActionDialog>
  );
}
