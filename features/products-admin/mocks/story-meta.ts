import { operatorStoryMeta } from "@blocks/story-kit";
import type { ProductsAdminPaths } from "../components/paths";
import { STORY_ADMIN_TOKEN } from "./fixtures";
import { productsAdminApi } from "./handlers";

const BASE = "/admin/products";

/** Where the products screens live in the stories (as the console site mounts them). */
export const PRODUCTS_PATHS: ProductsAdminPaths = {
  list: BASE,
  create: `${BASE}/new`,
  product: (id) => `${BASE}/${id}`,
};

/** The screen at its address, an operator signed in, the mocked API. */
export const productsStoryMeta = operatorStoryMeta(productsAdminApi, STORY_ADMIN_TOKEN, PRODUCTS_PATHS);
