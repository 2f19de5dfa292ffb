import { createFairText } from "@blocks/fair-scope";

/**
 * The `accreditation` namespace's `t`, usable as a plain Translate by the model, and the page's language; on the
 * MICE fair's pages its `_mice` texts.
 */
export const useAccreditationText = createFairText("accreditation");
