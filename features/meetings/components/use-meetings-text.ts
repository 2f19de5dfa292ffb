import { createFairText } from "@blocks/fair-scope";

/**
 * The `meetings` namespace's `t`, usable as a plain Translate by the model, and the page's language; on the MICE
 * fair's pages its `_mice` texts.
 */
export const useMeetingsText = createFairText("meetings");
