/**
 * The summit tours' two areas (ADR 0027). Kept free of schemas so a site's first chunk can name them without the
 * validation library; contracts/tours.ts builds its schema on this list.
 */
export const TOUR_AREAS = ["seoul", "busan"] as const;
export type TourAreaName = (typeof TOUR_AREAS)[number];
