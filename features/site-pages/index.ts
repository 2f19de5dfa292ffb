// The site-pages feature's only door (ARCHITECTURE.md rule 2): pages an operator writes for a microsite (overview,
// venue, program...), rendered from plain text, and a microsite's boards and FAQ from the shared board service.
export { SitePageScreen } from "./screens/site-page-screen";
export type { SitePageScreenProps } from "./screens/site-page-screen";
export { FaqScreen } from "./screens/faq-screen";
export type { FaqScreenProps } from "./screens/faq-screen";
export { SiteBoardScreen } from "./screens/site-board-screen";
export type { SiteBoardScreenProps } from "./screens/site-board-screen";
export { SitePostScreen } from "./screens/site-post-screen";
export type { SitePostScreenProps } from "./screens/site-post-screen";
export type { SiteBoardPaths } from "./screens/site-board-paths";
