// The business-leisure feature's only door (ARCHITECTURE.md rule 2, ADR 0032): half-day and day programmes for
// business visitors, found by free time (`/bleisure/tour-program`) and shown on the site's home. The programmes are
// the shop's products: each leads to the shop's product page, which books it.
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which the site awaits
// (with the `business-leisure` messages) before a page renders. The window lives in the address: the site passes
// the query in and writes the screen's changes back (`useSearchParams` fits both ends).
export type { ProgrammeFinderPaths, ProgrammeFinderScreenProps } from "./screens/programme-finder-screen";
export type { BleisureHighlightsPaths, BleisureHighlightsProps } from "./screens/bleisure-highlights";
export const BUSINESS_LEISURE_NAMESPACE = "business-leisure";
export const loadProgrammeFinderScreen = async () =>
  (await import("./screens/programme-finder-screen")).ProgrammeFinderScreen;
export const loadBleisureHighlights = async () => (await import("./screens/bleisure-highlights")).BleisureHighlights;
