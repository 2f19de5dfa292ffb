import { Button } from "@ds";
import type { UseFormReturn } from "react-hook-form";
import type { PaymentChoiceValues, TermsValues } from "../model/values";
import { PaymentMethodFields, type PaymentMethodFieldsProps } from "./payment-method-fields";
import { TermsAgreements } from "./terms-agreements";

export type PaymentSectionProps<T extends PaymentChoiceValues & TermsValues> = Pick<
  PaymentMethodFieldsProps<T>,
  "transferDue" | "methods"
> & {
  form: UseFormReturn<T>;
  /** The section heading's id (the section is named by it) and its words, in the feature's. */
  headingId: string;
  heading: string;
  /** The send button's words, and whether the booking is being sent. */
  submit: string;
  submitting: string;
  busy: boolean;
};

/** A booking page's last part: how it is paid, the terms it agrees to, and the button that sends it. */
export function PaymentSection<T extends PaymentChoiceValues & TermsValues>({
  form,
  headingId,
  heading,
  transferDue,
  methods,
  submit,
  submitting,
  busy,
}: PaymentSectionProps<T>) {
  return (
    <>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-foreground">
          {heading}
        </h2>
        <PaymentMethodFields form={form} transferDue={transferDue} methods={methods} />
        <TermsAgreements form={form} />
      </section>
      <Button type="submit" size="lg" className="self-start" disabled={busy}>
        {busy ? submitting : submit}
      </Button>
    </>
  );
}
