import { createFairText } from "@blocks/fair-scope";

/** The locale namespace of the operator screens (locales/<lang>/meetings-admin.json). */
export const ADMIN_NAMESPACE = "meetings-admin";

/**
 * The `meetings-admin` namespace's `t`, usable as a plain Translate by the model, and the page's language; on the
 * MICE fair's pages its `_mice` texts.
 */
export const useAdminText = createFairText(ADMIN_NAMESPACE);
