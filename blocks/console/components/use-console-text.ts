import { createFeatureText } from "@lib/i18n/feature-text";

/** The console block's words (`console-kit`): a screen that shows its parts loads them with its own namespaces. */
export const CONSOLE_KIT_NAMESPACES = ["console-kit"] as const;

export const useConsoleText = createFeatureText(CONSOLE_KIT_NAMESPACES);
