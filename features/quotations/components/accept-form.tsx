import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import { PaymentMethodFields, TermsAgreements, TravelerFields } from "@blocks/booking";
import { bankTransferDeadline } from "@contracts/reservation-deadlines";
import { Button, Form } from "@ds";
import type { Area } from "@lib/session/areas";
import { useState } from "react";
import { ACCEPT_FIELDS, type AcceptValues, EMPTY_ACCEPT, acceptIssues } from "../model/accept-form";
import { failureText, serverFailure } from "../model/failure";
import { useQuotationsText } from "./use-quotations-text";

export type AcceptFormProps = {
  /** Books the quotation; a rejection keeps every value and shows why (beside the field, or above the form). */
  onSubmit: (values: AcceptValues) => Promise<unknown>;
  area?: Area;
  /** The quoted departure (day and clock time, Korea): when a bank transfer would be due, or that it is too late. */
  departure: { date: string; time: string };
};

/**
 * Accepting a quotation: the representative traveller's details and the payment choice, as the reservation form
 * asks them and checked by the contract's acceptance schema, in the page's language.
 */
export function AcceptForm({ onSubmit, area = "member", departure }: AcceptFormProps) {
  const { t } = useQuotationsText();
  // one "now" for the visit; the reservation form's rule (null: too late for a transfer to arrive before departure)
  const [now] = useState(() => new Date());
  const transferDue = bankTransferDeadline(now, departure.date, departure.time);
  const form = useContractForm<AcceptValues>({
    defaultValues: EMPTY_ACCEPT,
    check: (values) => acceptIssues(values, t),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: AcceptValues) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const mapped = serverFailure(error, ACCEPT_FIELDS, t);
      showFieldIssues(form, mapped.fields);
      if (mapped.message) setFailure(`${t("accept.failed")} ${mapped.message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="accept-heading">
      <h3 id="accept-heading" className="text-base font-semibold text-foreground">
        {t("accept.heading")}
      </h3>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-foreground">{t("accept.traveler")}</legend>
        <TravelerFields
          form={form}
          area={area}
          errorText={(error) => failureText(error, t)}
          // the quotation's Korean wording of these differs from the booking block's
          labels={{
            sameAsMember: t("accept.sameAsMember"),
            contactHint: t("accept.contactHint"),
            arrivalFlightNumber: t("accept.arrivalFlightNumber"),
            arrivalFlightHint: t("accept.arrivalFlightHint"),
          }}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-foreground">{t("accept.payment")}</legend>
        <PaymentMethodFields form={form} transferDue={transferDue} />
        <div className="flex flex-col gap-3 rounded-md border border-border p-4">
          <TermsAgreements form={form} />
        </div>
      </fieldset>
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit" size="lg" loading={busy}>
          {t("accept.submit")}
        </Button>
      </div>
    </Form>
  );
}
