import { BOOKING_NAMESPACE } from "@blocks/booking";
import { createFeatureText } from "@lib/i18n/feature-text";

/**
 * The `tours` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so its fields never suspend the reservation form.
 */
export const useToursText = createFeatureText(["tours", BOOKING_NAMESPACE]);
