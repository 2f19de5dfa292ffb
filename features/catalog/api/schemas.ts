import { CatalogFacetsSchema, ProductDetailSchema, ProductSummarySchema } from "@contracts/catalog";
import { PageMetaSchema } from "@contracts/envelope";
import { z } from "zod";

// The catalogue answers' schemas in their own chunk (outside the catalogue's bundle group, vite.config.ts): the
// shop's front page carries its products in the page, and this chunk (with the validation library) downloads with
// the first read the browser makes itself, while the answer is on its way, instead of before the page can draw.
export const ProductsSchema = z.array(ProductSummarySchema);
export { CatalogFacetsSchema, PageMetaSchema, ProductDetailSchema };
