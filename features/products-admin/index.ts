// The shop's products in the operators' console (issue 26, ADR 0034): the products list (search, category, pages)
// and a product's editor (content in English and Korean, details, pictures, dated options with price and capacity
// beside the places sold, reviews, and its audit trail). Each screen is its own chunk behind a loader, which the
// console's route awaits (with the feature's messages) before it renders.
export type { ProductsAdminPaths } from "./components/paths";
export type { ProductsAdminScreenProps } from "./screens/products-admin-screen";
export type { ProductEditorScreenProps } from "./screens/product-editor-screen";
export { PRODUCTS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadProductsAdminScreen = async () =>
  (await import("./screens/products-admin-screen")).ProductsAdminScreen;
export const loadProductEditorScreen = async () =>
  (await import("./screens/product-editor-screen")).ProductEditorScreen;
