import { FormAlert, useContractForm } from "@blocks/feature-kit";
import type { TourReservationAccess } from "@contracts/tours";
import { Button, Form, FormField, Input } from "@ds";
import { failureText } from "@lib/http/failure-text";
import { useState } from "react";
import { lookupTourReservation } from "../api/lookup-reservation";
import { localMessage } from "../model/course-text";
import { type LookupValues, lookupIssues } from "../model/lookup";
import { useToursText } from "./use-tours-text";

export type LookupFormProps = {
  /** The number to start with (from the address), or none. */
  number: string | null;
  /** A key was refused: the form says the link has expired. */
  keyRefused: boolean;
  /** Found: the reservation and the key this tab keeps for it. */
  onFound: (access: TourReservationAccess) => void;
  /** What the lookup is for, when it is not the reservation itself (its tickets). */
  intro?: string;
};

/**
 * The lookup by reservation number and e-mail (throttled on the server; a wrong pair is the same 404 as a missing
 * number). Myreservation and the tickets page both open a reservation with it.
 */
export function LookupForm({ number, keyRefused, onFound, intro }: LookupFormProps) {
  const { t } = useToursText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<LookupValues>({
    defaultValues: { reservation_number: number ?? "", email: "" },
    check: (values) => lookupIssues(values, t),
  });
  const submit = async (values: LookupValues) => {
    setFailure(null);
    try {
      onFound(
        await lookupTourReservation({
          reservation_number: values.reservation_number.trim(),
          email: values.email.trim(),
        }),
      );
    } catch (error) {
      setFailure(failureText(error, t, (text) => localMessage(text, t)));
    }
  };
  return (
    <section aria-labelledby="tour-lookup-heading" className="flex flex-col gap-4">
      <h2 id="tour-lookup-heading" className="text-lg font-semibold text-foreground">
        {t("my.lookup.heading")}
      </h2>
      {keyRefused && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
          {t("messages.keyInvalid")}
        </p>
      )}
      <p className="text-sm text-foreground">{intro ?? t("my.lookup.intro")}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Form form={form} onSubmit={(values) => void submit(values)} aria-labelledby="tour-lookup-heading">
        <FormField
          control={form.control}
          name="reservation_number"
          label={t("my.lookup.number")}
          hint={t("my.lookup.numberHint")}
          required
        >
          {(registered) => <Input autoComplete="off" autoCapitalize="characters" {...registered} />}
        </FormField>
        <FormField control={form.control} name="email" label={t("my.lookup.email")} required>
          {(registered) => <Input type="email" autoComplete="email" {...registered} />}
        </FormField>
        <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("my.lookup.submitting") : t("my.lookup.submit")}
        </Button>
      </Form>
    </section>
  );
}
