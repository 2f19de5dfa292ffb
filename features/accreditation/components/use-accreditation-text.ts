import { type FeatureText, type Translate, createFeatureText } from "@lib/i18n/feature-text";
import { useCallback } from "react";
import { useFair } from "./fair-context";

const useNamespaceText = createFeatureText("accreditation");

/**
 * The `accreditation` namespace's `t`, usable as a plain Translate by the model, and the page's language. On the
 * MICE fair's pages a text with a `_mice` variant (i18next's context) says "fair" where the mart's says "mart".
 */
export function useAccreditationText(): FeatureText {
  const { t, lang } = useNamespaceText();
  const fair = useFair();
  const translate = useCallback<Translate>(
    (key, options) => (fair === "sitmmt" ? t(key, options) : t(key, { context: fair, ...options })),
    [t, fair],
  );
  return { t: translate, lang };
}
