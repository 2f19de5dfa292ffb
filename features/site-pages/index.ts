// The site-pages feature's only door (ARCHITECTURE.md rule 2): pages an operator writes for a microsite (overview,
// venue, program, tour information...), rendered from plain text. A site's boards and FAQ are the board feature's.
export { SitePageScreen } from "./screens/site-page-screen";
export type { SitePageScreenProps } from "./screens/site-page-screen";
