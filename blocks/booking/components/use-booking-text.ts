import { createFeatureText } from "@lib/i18n/feature-text";

/**
 * The block's namespace. A screen that shows the block's fields asks for it with its own (and its site loads it with
 * the route): asked for only when the fields first render, it would suspend a screen already on the page, which
 * drops what its hooks hold.
 */
export const BOOKING_NAMESPACE = "booking";

/** The `booking` namespace's `t` and the page's language. */
export const useBookingText = createFeatureText(BOOKING_NAMESPACE);
