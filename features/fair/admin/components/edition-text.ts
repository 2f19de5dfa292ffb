import { createFeatureText } from "@lib/i18n/feature-text";

/** The editor's `t` (locales/<lang>/fair-editor.json) and the page's language. */
export const useEditorText = createFeatureText("fair-editor");
