import { showFieldIssues } from "@blocks/feature-kit";
import type { Translate } from "@lib/i18n/feature-text";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { serverFailure } from "../model/failure";

export type FormFailure = { error: unknown; message: string };

/**
 * Sends a reviews form once at a time: the server's field errors land beside their fields, anything else is kept
 * as the failure for the form to show above itself; nothing typed is lost.
 */
export function useFormSubmit<V extends FieldValues, F extends FieldPath<V>>(
  form: Pick<UseFormReturn<V>, "setError">,
  fields: readonly F[],
  t: Translate,
  send: (values: V) => Promise<unknown>,
) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: V) => {
    // a second press while the first is out is the same request
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      const mapped = serverFailure(error, fields, t);
      showFieldIssues(form, mapped.fields);
      if (mapped.message) setFailure({ error, message: mapped.message });
    } finally {
      setBusy(false);
    }
  };

  return { failure, busy, submit };
}
