import { type FeatureText, type Translate, createFeatureText } from "@lib/i18n/feature-text";
import { useCallback } from "react";
import { useFair } from "./fair-scope";

/**
 * A namespace's text hook for a feature that serves both fairs: on the MICE fair's pages a text with a `_mice`
 * variant (i18next's context) says "fair" where the mart's says "mart"; every other text is the same.
 */
export function createFairText(namespace: string): () => FeatureText {
  const useNamespaceText = createFeatureText(namespace);
  return function useFairText(): FeatureText {
    const { t, lang } = useNamespaceText();
    const fair = useFair();
    const translate = useCallback<Translate>(
      (key, options) => (fair === "sitmmt" ? t(key, options) : t(key, { context: fair, ...options })),
      [t, fair],
    );
    return { t: translate, lang };
  };
}
