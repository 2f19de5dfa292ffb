import { HttpError } from "@lib/http/client";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { type FieldIssue, showFieldIssues } from "./contract-form";

export type DialogSendOptions<V extends FieldValues> = {
  onClose: () => void;
  /** A refusal in the feature's words: the message above the form and the issues beside its fields. */
  refusal: (error: unknown) => { message: string | null; fields: readonly FieldIssue<FieldPath<V>>[] };
  /** Whether the field of a refusal takes the focus (a required reason does; an optional note does not). */
  focus?: boolean;
};

/**
 * A dialog that sends one decision (a reason, a note): it is busy while sending and cannot be closed then; a sent
 * decision closes it; a refusal stays in it, where the operator is looking: a field's beside the field (the first
 * one), the rest above, and a 409 (someone decided first) marked as a conflict, after which only closing is left;
 * a 409 that names one of the form's fields stays a refusal of that field.
 */
export function useDialogSend<V extends FieldValues>(form: UseFormReturn<V>, options: DialogSendOptions<V>) {
  const { onClose, refusal, focus = false } = options;
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    form.reset();
    setMessage(null);
    setConflict(false);
    onClose();
  };

  const send = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setBusy(false);
      form.reset();
      onClose();
    } catch (error) {
      setBusy(false);
      const failure = refusal(error);
      showFieldIssues(form, failure.fields.slice(0, 1), { focus });
      setMessage(failure.message);
      // a 409 that names a field (an address already taken) is for the operator to fix; any other is a conflict
      setConflict(error instanceof HttpError && error.status === 409 && failure.fields.length === 0);
    }
  };

  /** Clears the last refusal's message (on a new attempt, before the form's own checks). */
  const clearMessage = () => setMessage(null);

  return { message, conflict, busy, close, send, clearMessage };
}
