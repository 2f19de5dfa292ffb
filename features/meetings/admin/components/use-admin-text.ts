import { createFeatureText } from "@lib/i18n/feature-text";

/** The locale namespace of the operator screens (locales/<lang>/meetings-admin.json). */
export const ADMIN_NAMESPACE = "meetings-admin";

/** The `meetings-admin` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useAdminText = createFeatureText(ADMIN_NAMESPACE);
