// The catalog feature's only door (ARCHITECTURE.md rule 2): screens take the site's paths, callbacks and the
// wishlist slot; the site parses the search's address with `parseSearchParams` and writes changes back with
// `searchHref` (both come with the search screen).
//
// The door is small and imported statically; each screen is its own chunk behind a loader, so the front page does
// not download the search's filters or the product page's booking form (its date and time pickers, selects and
// the reservation calls). A route awaits its screen (with the catalogue's messages) before it renders.
export type { CatalogHomeProps } from "./screens/catalog-home";
export type { ProductSearchScreenProps } from "./screens/product-search-screen";
export type { ProductDetailScreenProps } from "./screens/product-detail-screen";
export const loadCatalogHome = async () => (await import("./screens/catalog-home")).CatalogHome;
/** The search screen with the helpers that read its address and write it back (they need the catalogue's schemas). */
export const loadProductSearch = async () => {
  const [{ ProductSearchScreen }, { parseSearchParams, searchHref }] = await Promise.all([
    import("./screens/product-search-screen"),
    import("./model/search-params"),
  ]);
  return { ProductSearchScreen, parseSearchParams, searchHref };
};
export const loadProductDetailScreen = async () =>
  (await import("./screens/product-detail-screen")).ProductDetailScreen;

export type { CatalogPaths } from "./model/paths";
export type { ProductSelection } from "./model/detail-form";
export type { SearchParams } from "./model/search-params";
