import { createFeatureText } from "@lib/i18n/feature-text";
import { BOOKING_NAMESPACE } from "@blocks/booking";

/**
 * The `reservation` namespace's `t`, usable as a plain Translate by the model, and the page's language. The booking
 * block's texts load with it, so its fields never suspend a step already on screen.
 */
export const useReservationText = createFeatureText(["reservation", BOOKING_NAMESPACE]);
