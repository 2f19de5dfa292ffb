import { BankSchema, type PaymentMethod, PaymentMethodSchema } from "@contracts/reservations";
import { FormField, Input, RadioGroup, RadioGroupItem, Select, SelectItem } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { usePaymentMethods } from "../api/payment-methods";
import type { PaymentChoiceValues } from "../model/values";
import { useBookingText } from "./use-booking-text";

export type PaymentMethodFieldsProps<T extends PaymentChoiceValues> = {
  /** The booking form these fields belong to (it holds its own fields besides). */
  form: UseFormReturn<T>;
  /**
   * When a bank transfer would be due for this booking's departure (said under the choice), or null when it is
   * too late to offer one (the choice is greyed out with why). Left out where no departure decides it.
   */
  transferDue?: Date | null;
  /**
   * The methods this booking may use, in the shop's order. By default every one but the QR pass, which pays only a
   * partner venue's product with the member's passes (ADR 0030): the booking that can offer it says so.
   */
  methods?: readonly PaymentMethod[];
};

/** What a booking offers unless it says otherwise: every method but the QR pass. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = PaymentMethodSchema.options.filter(
  (method) => method !== "qr_pass",
);

/**
 * The payment method of a booking, and the account a bank transfer comes from when that is the choice. A method
 * this server does not offer the visitor is greyed out with the reason; until the server has said, every method
 * is offered and the server refuses the rest with a message under the field.
 */
export function PaymentMethodFields<T extends PaymentChoiceValues>({
  form: featureForm,
  transferDue,
  methods = DEFAULT_PAYMENT_METHODS,
}: PaymentMethodFieldsProps<T>) {
  // the constraint above guarantees these fields; the form's other fields are never touched here
  const form = featureForm as unknown as UseFormReturn<PaymentChoiceValues>;
  const { t, lang } = useBookingText();
  const method = useWatch({ control: form.control, name: "payment_method" });
  const offered = usePaymentMethods().data;
  const unavailable = (option: PaymentMethod) => offered !== undefined && !offered.includes(option);
  const tooLate = (option: PaymentMethod) => option === "bank_transfer" && transferDue === null;
  const description = (option: PaymentMethod) => {
    if (unavailable(option)) return t("payment.methodUnavailable");
    if (option !== "bank_transfer" || transferDue === undefined) return undefined;
    return transferDue
      ? t("payment.bankTransferDeadline", {
          deadline: t("payment.koreaTime", { time: formatDateTime(transferDue, lang) }),
        })
      : t("payment.bankTransferUnavailable");
  };
  return (
    <>
      <FormField
        control={form.control}
        name="payment_method"
        label={t("payment.method")}
        required
        render={({ field }) => (
          <RadioGroup ref={field.ref} value={field.value || ""} onValueChange={field.onChange}>
            {PaymentMethodSchema.options
              .filter((option) => methods.includes(option))
              .map((option) => (
                <RadioGroupItem
                  key={option}
                  value={option}
                  label={t(`payment.methods.${option}`)}
                  disabled={unavailable(option) || tooLate(option)}
                  description={description(option)}
                />
              ))}
          </RadioGroup>
        )}
      />
      {method === "bank_transfer" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="account_holder" label={t("payment.accountHolder")} required>
            {(registered) => <Input autoComplete="name" {...registered} />}
          </FormField>
          <FormField
            control={form.control}
            name="bank"
            label={t("payment.bank")}
            required
            render={({ field }) => (
              <Select
                ref={field.ref}
                value={field.value ?? ""}
                onValueChange={field.onChange}
                placeholder={t("payment.bankPlaceholder")}
              >
                {BankSchema.options.map((bank) => (
                  <SelectItem key={bank} value={bank}>
                    {t(`payment.banks.${bank}`)}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
        </div>
      )}
    </>
  );
}
