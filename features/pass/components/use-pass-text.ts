import { BOOKING_NAMESPACE } from "@blocks/booking";
import { createFeatureText } from "@lib/i18n/feature-text";

/**
 * The `pass` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so the purchase form's payment fields and terms never suspend it.
 */
export const usePassText = createFeatureText(["pass", BOOKING_NAMESPACE]);
