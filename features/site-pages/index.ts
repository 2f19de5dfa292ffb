// The site-pages feature's only door (ARCHITECTURE.md rule 2): pages an operator writes for a microsite (overview,
// venue, program, tour information...), rendered from plain text. A site's boards and FAQ are the board feature's.
// The door is small and imported statically; the screen is its own chunk behind a loader, which a route awaits
// (with the feature's messages) before it renders.
export type { SitePageScreenProps } from "./screens/site-page-screen";
export const loadSitePageScreen = async () => (await import("./screens/site-page-screen")).SitePageScreen;
