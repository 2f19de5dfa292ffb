import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type Lang, isLang } from "./locale";

/**
 * What a feature's pure rules need of i18next: a key of the feature's namespace in, the active language's text out.
 * Schemas and error mapping take it as a parameter so they stay pure (unit tests pass `(key) => key`).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A feature's texts: its namespace's `t` as a plain Translate, and the page's language. */
export type FeatureText = { t: Translate; lang: Lang };

/**
 * The hook of a feature's texts. With several namespaces the first is the feature's own; the others load with it
 * (so a block's fields never suspend a screen already on the page) and are reached with `ns:key`.
 */
export function createFeatureText(namespace: string | readonly string[]): () => FeatureText {
  const namespaces = typeof namespace === "string" ? namespace : [...namespace];
  return function useFeatureText() {
    const { t, i18n } = useTranslation(namespaces);
    const translate = useCallback<Translate>((key, options) => t(key, options ?? {}), [t]);
    const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
    return { t: translate, lang };
  };
}
