import { useContractForm } from "@blocks/feature-kit";
import { type GrantCouponBody, GrantCouponBodySchema } from "@contracts/members-admin";
import { FormField, Input, SelectField, Textarea } from "@ds";
import { issueText } from "../model/messages";
import { ActionDialog } from "./action-dialog";
import { useMembersAdminText } from "./use-members-admin-text";

type CouponValues = {
  name: string;
  name_ko: string;
  discount_type: string;
  discount_value: string;
  currency: string;
  min_amount: string;
  valid_days: string;
  reason: string;
};

const number = (value: string) => (value.trim() === "" ? undefined : Number(value));
const toBody = (values: CouponValues) => ({
  name: values.name,
  name_ko: values.name_ko,
  discount_type: values.discount_type,
  discount_value: number(values.discount_value),
  currency: values.currency,
  min_amount: number(values.min_amount) ?? 0,
  valid_days: number(values.valid_days),
  reason: values.reason,
});

const FIELDS = [
  "name",
  "name_ko",
  "discount_type",
  "discount_value",
  "currency",
  "min_amount",
  "valid_days",
  "reason",
] as const;

export type CouponDialogProps = {
  open: boolean;
  onClose: () => void;
  onSend: (body: GrantCouponBody) => Promise<unknown>;
};

/** A new coupon of the member's own: its names, discount, minimum order, how long it is valid, and why. */
export function CouponDialog({ open, onClose, onSend }: CouponDialogProps) {
  const { t } = useMembersAdminText();
  const form = useContractForm<CouponValues>({
    defaultValues: {
      name: "",
      name_ko: "",
      discount_type: "amount",
      discount_value: "",
      currency: "USD",
      min_amount: "0",
      valid_days: "30",
      reason: "",
    },
    check: (values) => {
      const parsed = GrantCouponBodySchema.safeParse(toBody(values));
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  const numeric = (name: "discount_value" | "min_amount" | "valid_days", required = true) => (
    <FormField control={form.control} name={name} label={t(`coupons.dialog.${name}`)} required={required}>
      {(registered) => <Input type="number" inputMode="numeric" min={0} step={1} {...registered} />}
    </FormField>
  );
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t("coupons.dialog.title")}
      description={t("coupons.dialog.description")}
      confirm={t("coupons.dialog.confirm")}
      form={form}
      fields={FIELDS}
      onSend={(values) => onSend(GrantCouponBodySchema.parse(toBody(values)))}
    >
      <FormField control={form.control} name="name" label={t("coupons.dialog.name")} required>
        {(registered) => <Input maxLength={100} {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="name_ko"
        label={t("coupons.dialog.name_ko")}
        hint={t("coupons.dialog.nameKoHint")}
      >
        {(registered) => <Input maxLength={100} lang="ko" {...registered} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="discount_type"
          label={t("coupons.dialog.discount_type")}
          required
          options={[
            { value: "amount", label: t("coupons.kinds.amount") },
            { value: "percent", label: t("coupons.kinds.percent") },
          ]}
        />
        {numeric("discount_value")}
        <SelectField
          control={form.control}
          name="currency"
          label={t("coupons.dialog.currency")}
          required
          options={[
            { value: "USD", label: "USD" },
            { value: "KRW", label: "KRW" },
          ]}
        />
        {numeric("min_amount", false)}
      </div>
      {numeric("valid_days")}
      <FormField control={form.control} name="reason" label={t("coupons.dialog.reason")} required>
        {(registered) => <Textarea rows={2} maxLength={500} showCount {...registered} />}
      </FormField>
    </ActionDialog>
  );
}
