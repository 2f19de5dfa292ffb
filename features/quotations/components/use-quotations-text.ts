import { createFeatureText } from "@lib/i18n/feature-text";
import { BOOKING_NAMESPACE } from "@blocks/booking";

/**
 * The `quotations` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so opening the accept form never suspends the quotation already on screen.
 */
export const useQuotationsText = createFeatureText(["quotations", BOOKING_NAMESPACE]);
