import { FormAlert, showFieldIssues, useContractForm } from "@blocks/feature-kit";
import type { LiveUpdateBody } from "@contracts/live";
import { Button, Form, FormField, NumberInput } from "@ds";
import { useLayoutEffect, useRef, useState } from "react";
import { serverFailure } from "../model/failure";
import { DEFAULT_ROUND_MINUTES, type RoundField, roundFormIssues, type RoundFormValues } from "../model/update-forms";
import { useLiveText } from "./use-live-text";

const FIELDS: readonly RoundField[] = ["number", "minutes"];

export type RoundFormProps = {
  /** The round offered until the operator types another (the one after the current round). */
  suggestedNumber: number;
  /** Sends the push; a rejection keeps the values and shows why. */
  onSubmit: (body: LiveUpdateBody) => Promise<unknown>;
};

/** Starts a round: its number and minutes, checked by the contract's rule before sending. */
export function RoundForm({ suggestedNumber, onSubmit }: RoundFormProps) {
  const { t } = useLiveText();
  const form = useContractForm<RoundFormValues>({
    defaultValues: { number: String(suggestedNumber), minutes: String(DEFAULT_ROUND_MINUTES) },
    check: (values) => {
      const issues = roundFormIssues(values, t);
      return FIELDS.flatMap((field) => {
        const message = issues[field];
        return message ? [{ field, message }] : [];
      });
    },
  });
  // the number follows the suggestion until the operator types one, so the next round is offered after each start
  // (before the page is painted: the number never lags behind the round on screen)
  const typed = useRef(false);
  const suggestion = useRef(suggestedNumber);
  useLayoutEffect(() => {
    suggestion.current = suggestedNumber;
    if (!typed.current) form.setValue("number", String(suggestedNumber));
  }, [form, suggestedNumber]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: RoundFormValues) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit({ kind: "round", number: Number(values.number), minutes: Number(values.minutes) });
      typed.current = false;
      form.reset({ number: String(suggestion.current), minutes: values.minutes });
    } catch (caught) {
      const mapped = serverFailure(caught, FIELDS, t);
      showFieldIssues(form, mapped.fields, { focus: false });
      setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)} className="gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="number"
          label={t("update.round.number")}
          required
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              allowDecimal={false}
              allowNegative={false}
              maxLength={2}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={(value) => {
                typed.current = true;
                field.onChange(value);
              }}
            />
          )}
        />
        <FormField
          control={form.control}
          name="minutes"
          label={t("update.round.minutes")}
          hint={t("update.round.minutesHint")}
          required
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              allowNegative={false}
              maxLength={5}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
            />
          )}
        />
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {t("update.round.start")}
        </Button>
      </div>
    </Form>
  );
}
