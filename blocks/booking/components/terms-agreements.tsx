import { Checkbox, FormField } from "@ds";
import type { UseFormReturn } from "react-hook-form";
import type { TermsValues } from "../model/values";
import { TermsDialog } from "./terms-dialog";
import { useBookingText } from "./use-booking-text";

export type TermsAgreementsProps<T extends TermsValues> = {
  /** The booking form these boxes belong to (it holds its own fields besides). */
  form: UseFormReturn<T>;
};

const TERMS = [
  { name: "agree_cancellation_policy", label: "terms.agreeCancellationPolicy", kind: "cancellationPolicy" },
  { name: "agree_domestic_terms", label: "terms.agreeDomesticTerms", kind: "domesticTerms" },
] as const;

/**
 * The two terms every booking agrees to (spec point 5: the cancellation policy and the domestic travel special
 * terms), each a required box with the way to read the terms beside it.
 */
export function TermsAgreements<T extends TermsValues>({ form: featureForm }: TermsAgreementsProps<T>) {
  // the constraint above guarantees these fields; the form's other fields are never touched here
  const form = featureForm as unknown as UseFormReturn<TermsValues>;
  const { t } = useBookingText();
  return TERMS.map((term) => (
    <div key={term.name} className="flex flex-col items-start gap-1">
      <FormField
        control={form.control}
        name={term.name}
        required
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label={t(term.label)}
            checked={field.value}
            onCheckedChange={(next) => field.onChange(next === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <TermsDialog kind={term.kind} />
    </div>
  ));
}
