// The pass venues feature's only door (ARCHITECTURE.md rule 2): the visitor pass's partner venues, their list with
// filters and map (`/seoulitepass/affiliate`) and a venue's page (`/seoulitepass/affiliate/detail/{id}`).
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which the site awaits
// (with the `pass-venues` and `map` messages) before a page renders. The list's filters live in the address: the
// site passes the query in and writes the screen's changes back (`useSearchParams` fits both ends).
export type { VenueListPaths, VenueListScreenProps } from "./screens/venue-list-screen";
export type { VenueDetailPaths, VenueDetailScreenProps } from "./screens/venue-detail-screen";
export const loadVenueListScreen = async () => (await import("./screens/venue-list-screen")).VenueListScreen;
export const loadVenueDetailScreen = async () => (await import("./screens/venue-detail-screen")).VenueDetailScreen;
