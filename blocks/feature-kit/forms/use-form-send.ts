import { HttpError } from "@lib/http/client";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { type FieldIssue, showFieldIssues } from "./contract-form";

/** A refusal in the feature's words: the message above the form and the issues beside its fields. */
export type FormRefusal<V extends FieldValues> = (error: unknown) => {
  message: string | null;
  fields: readonly FieldIssue<FieldPath<V>>[];
};

export type FormSendOptions = {
  /**
   * For a decision made once (an answer, an approval): someone else made it first (409). The feature says so above
   * their decision and reads the record again, which puts that decision in the form's place. Without it, a 409 is a
   * refusal like any other.
   */
  onConflict?: (error: HttpError) => void | Promise<void>;
};

/**
 * Sending a page's form: what the form said after the last refusal (`alert`, cleared when it is sent again) and
 * `send`, which runs the save and keeps a refusal in the form, beside its fields (the first one focused) and above
 * them, in the words `refusal` gives it (which may depend on what was sent).
 */
export function useFormSend<V extends FieldValues>(form: UseFormReturn<V>, options: FormSendOptions = {}) {
  const { onConflict } = options;
  const [alert, setAlert] = useState<string | null>(null);

  const send = async (work: () => Promise<unknown>, refusal: FormRefusal<V>) => {
    setAlert(null);
    try {
      await work();
    } catch (error) {
      if (onConflict && error instanceof HttpError && error.status === 409) {
        await onConflict(error);
        return;
      }
      const failure = refusal(error);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return { alert, send };
}
