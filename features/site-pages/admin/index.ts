// The operators' part of the site-pages feature: a page's editor in both languages, with a preview. Its own door,
// so visitors never download it; small and imported statically, the screen its own chunk behind a loader, which a
// route awaits (with the messages) before it renders.
export type { SitePageEditorScreenProps } from "./screens/site-page-editor-screen";
export { SITE_PAGES_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadSitePageEditorScreen = async () =>
  (await import("./screens/site-page-editor-screen")).SitePageEditorScreen;
