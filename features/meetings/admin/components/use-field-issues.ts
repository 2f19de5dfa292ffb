import { useState } from "react";

/**
 * A form's issues by field: each said beside its field, cleared when the field changes, and on a refused send the
 * focus goes to the first field in the form's order that has one.
 */
export function useFieldIssues<F extends string>(fields: readonly F[], fieldId: (field: F) => string) {
  const [issues, setIssues] = useState<Partial<Record<F, string>>>({});
  const clear = (field: F) => setIssues((current) => ({ ...current, [field]: undefined }));
  const showAndFocus = (found: Partial<Record<F, string>>) => {
    setIssues(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  return { issues, setIssues, clear, showAndFocus };
}
