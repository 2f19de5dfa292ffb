/**
 * Declares every slice of the product's typeface (design-system/typeface.css declares only the Latin one, which
 * the first paint uses). The browser then downloads a slice when text on the page needs it: a Korean page fetches
 * its Hangul slices, an English page usually none. The sites call this once the first screen is shown, so the
 * stylesheet never holds the first paint; Storybook imports it up front, so screenshots never catch a fallback face.
 */
export function loadTypeface(): Promise<unknown> {
  return import("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");
}
