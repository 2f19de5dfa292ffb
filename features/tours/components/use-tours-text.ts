import { BOOKING_NAMESPACE } from "@blocks/booking";
import { createFeatureText } from "@lib/i18n/feature-text";
import { WAITLIST_NAMESPACE } from "./use-waitlist-text";

/**
 * The `tours` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so its fields never suspend the reservation form, and so do the waitlist's (its
 * dialog and the offer's notice sit inside the tours' screens).
 */
export const useToursText = createFeatureText(["tours", BOOKING_NAMESPACE, WAITLIST_NAMESPACE]);
