// The catalog feature's only door (ARCHITECTURE.md rule 2): screens take the site's paths, callbacks and the
// wishlist slot; the site parses the route with `parseSearchParams` and writes changes back with `searchHref`.
export { CatalogHome, FEATURED_COUNT } from "./screens/catalog-home";
export type { CatalogHomeProps } from "./screens/catalog-home";
export { ProductSearchScreen } from "./screens/product-search-screen";
export type { ProductSearchScreenProps } from "./screens/product-search-screen";
export { ProductDetailScreen } from "./screens/product-detail-screen";
export type { ProductDetailScreenProps } from "./screens/product-detail-screen";
export { ProductCard } from "./components/product-card";
export type { ProductCardProps } from "./components/product-card";

export type { CatalogPaths } from "./model/paths";
export type { ProductSelection } from "./model/detail-form";
export {
  DEFAULT_SEARCH_PARAMS,
  changeSearch,
  parseSearchParams,
  searchHref,
  searchQueryString,
} from "./model/search-params";
export type { SearchParams } from "./model/search-params";
