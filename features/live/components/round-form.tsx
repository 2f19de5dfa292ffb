import { FormAlert } from "@blocks/feature-kit";
import type { LiveUpdateBody } from "@contracts/live";
import { Button, Field, FieldError, FieldHint, FieldLabel, NumberInput } from "@ds";
import { type FormEvent, useId, useState } from "react";
import { serverFailure } from "../model/failure";
import {
  DEFAULT_ROUND_MINUTES,
  type FieldIssues,
  type RoundField,
  roundFormIssues,
  type RoundFormValues,
} from "../model/update-forms";
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
  const id = useId();
  // null follows the suggestion, so the next round is offered again after each start
  const [number, setNumber] = useState<string | null>(null);
  const [minutes, setMinutes] = useState(String(DEFAULT_ROUND_MINUTES));
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<FieldIssues<RoundField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const values: RoundFormValues = { number: number ?? String(suggestedNumber), minutes };
  const issues = { ...(submitted ? roundFormIssues(values, t) : {}), ...serverIssues };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerIssues({});
    setFailure(null);
    const found = roundFormIssues(values, t);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ kind: "round", number: Number(values.number), minutes: Number(values.minutes) });
      setNumber(null);
      setSubmitted(false);
    } catch (caught) {
      const mapped = serverFailure(caught, FIELDS, t);
      setServerIssues(Object.fromEntries(mapped.fields.map((issue) => [issue.field, issue.message])));
      setFailure(mapped.message);
    } finally {
      setBusy(false);
    }
  }

  const change = (field: RoundField, value: string) => {
    if (field === "number") setNumber(value);
    else setMinutes(value);
    setServerIssues((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field controlId={`${id}-number`} required>
          <FieldLabel>{t("update.round.number")}</FieldLabel>
          <NumberInput
            allowDecimal={false}
            allowNegative={false}
            maxLength={2}
            value={values.number}
            onValueChange={(value) => change("number", value)}
          />
          <FieldError>{issues.number}</FieldError>
        </Field>
        <Field controlId={`${id}-minutes`} required>
          <FieldLabel>{t("update.round.minutes")}</FieldLabel>
          <NumberInput
            allowNegative={false}
            maxLength={5}
            value={values.minutes}
            onValueChange={(value) => change("minutes", value)}
          />
          <FieldHint>{t("update.round.minutesHint")}</FieldHint>
          <FieldError>{issues.minutes}</FieldError>
        </Field>
      </div>
      <div>
        <Button type="submit" loading={busy}>
          {t("update.round.start")}
        </Button>
      </div>
    </form>
  );
}
