import { createFeatureText } from "@lib/i18n/feature-text";

export const WAITLIST_NAMESPACE = "tour-waitlist";

/** The `tour-waitlist` namespace's `t` and the page's language (the waitlist's dialog, offer notice and leave page). */
export const useWaitlistText = createFeatureText(WAITLIST_NAMESPACE);
