import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { FIELD_MESSAGES, idParam, intParam, isoDate, pageQuery, text } from "./fields";
import { CurrencySchema } from "./money";
import { LangSchema } from "./settings";
import { ANY, CATEGORIES, type Category, PRODUCT_SORTS, type ProductSort, REGIONS, type Region } from "./catalog-paths";

/**
 * The catalogue (spec points 2, 3 and 9): festivals, tours and option tickets, each with dated options. Names and
 * descriptions come in the language asked for (`lang`, default en); category and region are codes the client
 * names from its own messages.
 */

export const ProductKindSchema = z.enum(["festival", "tour", "option_ticket"]);
export type ProductKind = z.infer<typeof ProductKindSchema>;

export const CategorySchema = z.enum(CATEGORIES);
export type { Category, ProductSort, Region };

export const RegionSchema = z.enum(REGIONS);

export { ANY };

/** Calendar day as it crosses the API: `YYYY-MM-DD`, never shifted by time zone, and a day that exists. */
export const IsoDateSchema = isoDate(FIELD_MESSAGES.date);

/** Per traveller, or per group of up to `group_size` travellers (the operator sets it per option). */
export const PricingSchema = z.enum(["per_person", "per_group"]);
export type Pricing = z.infer<typeof PricingSchema>;

export const ProductOptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** First and last day this option can be the departure date. */
    option_start_date: IsoDateSchema,
    option_end_date: IsoDateSchema,
    price: z.number(),
    currency: CurrencySchema,
    capacity: z.number().int(),
    /** Places left; 0 means sold out. */
    remaining: z.number().int(),
    /** Some option tickets are shown but cannot be booked ("no reservation options"). */
    bookable: z.boolean(),
    /**
     * How the operator prices the option (ADR 0013): `per_person` takes one place per traveller at `price` each;
     * `per_group` sells whole groups of up to `group_size` travellers, one place and `price` per group.
     */
    pricing: PricingSchema,
    /** The most travellers one group holds (`per_group` only). */
    group_size: z.number().int().positive().nullable(),
    /** The departure times the operator runs on this option's days (`HH:MM`, Korean time), earliest first. */
    departure_times: z.array(z.string()),
  })
  .meta({ id: "ProductOption" });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const ProductSummarySchema = z
  .object({
    id: z.number().int(),
    kind: ProductKindSchema,
    category: CategorySchema,
    region: RegionSchema,
    name: z.string(),
    summary: z.string(),
    thumbnail: z.string(),
    /** The lowest option price, in `currency` (the cheapest option's own currency). */
    price_from: z.number(),
    currency: CurrencySchema,
    featured: z.boolean(),
    /** False when no option can be booked now. */
    bookable: z.boolean(),
  })
  .meta({ id: "ProductSummary" });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  /** Where it happens or starts, as people write it. */
  location: z.string(),
  /** Earliest departure date: never today (no same-day), and not before the product's own sales start. */
  min_date: IsoDateSchema,
  /** Last departure date any option allows. */
  max_date: IsoDateSchema,
  /** Days inside the option ranges that cannot be chosen (closed, or sold out on every option). */
  unavailable_dates: z.array(IsoDateSchema),
  options: z.array(ProductOptionSchema),
}).meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductSortSchema = z.enum(PRODUCT_SORTS);

export const CATALOG_MESSAGES = {
  keywordRequired: "Please enter a keyword to search.",
  productNotFound: "This product was not found.",
} as const;

export const PRODUCT_PAGE_SIZE = 12;

export const ProductSearchQuerySchema = z.object({
  category: z.union([CategorySchema, z.literal(ANY)]).default(ANY),
  region: z.union([RegionSchema, z.literal(ANY)]).default(ANY),
  /** When the parameter is present it must hold something (spec: keyword required for keyword search). */
  keyword: text().trim().min(1, CATALOG_MESSAGES.keywordRequired).max(100).optional(),
  kind: ProductKindSchema.optional(),
  /** 1: featured products only (the /main page). */
  featured: intParam(0, 1).optional(),
  sort: ProductSortSchema.default("recommended"),
  ...pageQuery(48, PRODUCT_PAGE_SIZE),
  lang: LangSchema.default("en"),
});
/** What a caller may send (every field has a default). */
export type ProductSearchQuery = Partial<z.output<typeof ProductSearchQuerySchema>>;

export const ProductListResponseSchema = envelopeSchema(z.array(ProductSummarySchema), PageMetaSchema);
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductIdParamsSchema = z.object({ id: idParam() });
export const ProductLangQuerySchema = z.object({ lang: LangSchema.default("en") });
export const ProductDetailResponseSchema = envelopeSchema(ProductDetailSchema);
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

/** `GET /products/facets`: how many products each category and region holds (for the /main tiles and filters). */
export const FacetSchema = z.object({ code: z.string(), count: z.number().int() });
export const CatalogFacetsSchema = z
  .object({ categories: z.array(FacetSchema), regions: z.array(FacetSchema) })
  .meta({ id: "CatalogFacets" });
export type CatalogFacets = z.infer<typeof CatalogFacetsSchema>;
export const CatalogFacetsResponseSchema = envelopeSchema(CatalogFacetsSchema);
