import { z } from "zod";
import { ANY, CategorySchema, IsoDateSchema, PricingSchema, ProductKindSchema, RegionSchema } from "./catalog";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, intField, intParam, pageQuery, REQUIRED_MESSAGE, requiredString, text } from "./fields";
import { HHMM_PATTERN } from "./mice";
import { CurrencySchema } from "./money";

/**
 * The shop's products in the operators' console (issue 26, ADR 0034): the shop channel's products in both
 * languages, their pictures (uploaded, checked by content, served from the database), their dated options with
 * price, capacity and the places sold, and their reviews. Clerks write content, dates, times and capacity; a price,
 * a currency or a way of pricing is set by operators only (it moves money).
 */

export const ADMIN_PRODUCTS_PATH = "/api/v1/admin/products";
/** Where an uploaded picture is served, to anyone (the shop's pages show it as <img>). */
export const PRODUCT_IMAGES_PATH = "/api/v1/product-images";
export const productImageUrl = (id: number) => `${PRODUCT_IMAGES_PATH}/${id}`;

export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 12;
/** The form field an upload's picture comes in. */
export const PRODUCT_IMAGE_FIELD = "image";
/** A new product's picture until operators upload their own. */
export const DEFAULT_PRODUCT_IMAGE = "/images/catalog/tour-palace.svg";

export const PRODUCTS_ADMIN_MESSAGES = {
  productNotFound: "This product was not found.",
  optionNotFound: "This option was not found.",
  imageNotFound: "This picture was not found.",
  imageType: "Upload a PNG, JPEG or WebP picture of 5 MB or less.",
  tooManyImages: `A product has at most ${MAX_PRODUCT_IMAGES} pictures.`,
  imageAddress: "Use the address of a picture on this site, starting with /.",
  images: "Keep at least one picture: the first is the product's thumbnail.",
  time: "Use the time form HH:MM on a 24-hour clock.",
  timeTwice: "Each departure time once.",
  times: "Add at least one departure time.",
  dateTwice: "Each closed day once.",
  endBeforeStart: "The last day cannot be before the first day.",
  endInPast: "The option's last day has passed: choose days from today on.",
  groupSize: "A group price needs the group's size (1 or more).",
  noGroupSize: "A price per person has no group size.",
  businessLeisure: "A business-leisure programme needs its duration.",
  capacityBelowSold: "Capacity cannot be less than the places already sold.",
  priceNeedsOperator: "Only an operator can change a price, a currency or the way an option is priced.",
  nothingToChange: "Send at least one field to change.",
} as const;

/** A text of the page in one language: present, trimmed, no longer than `max`. */
const words = (max: number) => requiredString().trim().min(1, REQUIRED_MESSAGE).max(max);
const optionalWords = (max: number) => text().trim().max(max);

const hhmm = () => text().regex(HHMM_PATTERN, PRODUCTS_ADMIN_MESSAGES.time);

/** A picture on this site (`/images/...` or an uploaded one), never `//host`. */
export const ProductImageAddressSchema = text()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])\S+$/, PRODUCTS_ADMIN_MESSAGES.imageAddress);

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

// --- the list ---------------------------------------------------------------------------------------------------

export const AdminProductListQuerySchema = z.object({
  /** Part of the English or Korean name. */
  keyword: text().trim().max(100).optional(),
  category: z.union([CategorySchema, z.literal(ANY)]).default(ANY),
  ...pageQuery(100, 20),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminProductSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_en: z.string(),
    name_ko: z.string(),
    kind: ProductKindSchema,
    category: CategorySchema,
    region: RegionSchema,
    featured: z.boolean(),
    rank: z.number().int(),
    thumbnail: z.string(),
    /** How many options it has. */
    options: z.number().int(),
    /** Places sold over all its options. */
    sold: z.number().int(),
    /** Places over all its options. */
    capacity: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminProductSummary" });
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;
export const AdminProductListResponseSchema = envelopeSchema(z.array(AdminProductSummarySchema), PageMetaSchema);
export type AdminProductListResponse = z.infer<typeof AdminProductListResponseSchema>;

// --- one product ------------------------------------------------------------------------------------------------

/** `POST /admin/products` and `PUT /admin/products/{id}`: the product's content and details (not its options). */
export const AdminProductBodySchema = z
  .object({
    name_en: words(200),
    name_ko: words(200),
    summary_en: words(500),
    summary_ko: words(500),
    description_en: words(10_000),
    description_ko: words(10_000),
    location_en: optionalWords(200).default(""),
    location_ko: optionalWords(200).default(""),
    kind: ProductKindSchema,
    category: CategorySchema,
    region: RegionSchema,
    featured: z.boolean().default(false),
    /** Lower comes first in the shop's "recommended" order. */
    rank: intField(0, 100_000).default(100),
    /** Days inside the options' ranges that cannot be booked. */
    closed_dates: z.array(IsoDateSchema).max(366).refine(unique, PRODUCTS_ADMIN_MESSAGES.dateTwice).default([]),
    /** The first day departures are sold for, if later than tomorrow. */
    sales_start: IsoDateSchema.nullable().default(null),
    duration_minutes: intField(1, 7 * 24 * 60)
      .nullable()
      .default(null),
    business_leisure: z.boolean().default(false),
    /**
     * The pictures in their order, the first the thumbnail: a PUT reorders or drops them (uploads add them). Left
     * out, a new product has the shop's placeholder and a saved one keeps its own.
     */
    images: z
      .array(ProductImageAddressSchema)
      .min(1, PRODUCTS_ADMIN_MESSAGES.images)
      .max(MAX_PRODUCT_IMAGES, PRODUCTS_ADMIN_MESSAGES.tooManyImages)
      .refine(unique, PRODUCTS_ADMIN_MESSAGES.images)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.business_leisure && body.duration_minutes === null) {
      ctx.addIssue({ code: "custom", path: ["duration_minutes"], message: PRODUCTS_ADMIN_MESSAGES.businessLeisure });
    }
  });
export type AdminProductBody = z.input<typeof AdminProductBodySchema>;
export type AdminProductValues = z.output<typeof AdminProductBodySchema>;

/** An option as operators see it: both names, its days and times, its price, capacity and the places sold. */
export const AdminOptionSchema = z
  .object({
    id: z.number().int(),
    name_en: z.string(),
    name_ko: z.string(),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
    departure_times: z.array(z.string()),
    /** In `currency`'s major units, per person or per group. */
    price: z.number(),
    currency: CurrencySchema,
    pricing: PricingSchema,
    group_size: z.number().int().nullable(),
    capacity: z.number().int(),
    sold: z.number().int(),
    /** On sale; false once closed. */
    bookable: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: "AdminProductOption" });
export type AdminOption = z.infer<typeof AdminOptionSchema>;

export const AdminProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_en: z.string(),
    name_ko: z.string(),
    summary_en: z.string(),
    summary_ko: z.string(),
    description_en: z.string(),
    description_ko: z.string(),
    location_en: z.string(),
    location_ko: z.string(),
    kind: ProductKindSchema,
    category: CategorySchema,
    region: RegionSchema,
    featured: z.boolean(),
    rank: z.number().int(),
    closed_dates: z.array(z.string()),
    sales_start: z.string().nullable(),
    duration_minutes: z.number().int().nullable(),
    business_leisure: z.boolean(),
    images: z.array(z.string()),
    options: z.array(AdminOptionSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminProduct" });
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductResponseSchema = envelopeSchema(AdminProductSchema);
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

export const AdminProductParamsSchema = z.object({ id: idParam() });
export const AdminProductImageParamsSchema = z.object({ id: idParam(), index: intParam(0, MAX_PRODUCT_IMAGES - 1) });
export const AdminOptionParamsSchema = z.object({ id: idParam(), optionId: idParam() });
export const ProductImageFileParamsSchema = z.object({ id: idParam() });

// --- options ----------------------------------------------------------------------------------------------------

const priceField = () => z.number().min(0).max(100_000_000);

const optionFields = {
  name_en: words(200),
  name_ko: words(200),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  departure_times: z
    .array(hhmm())
    .min(1, PRODUCTS_ADMIN_MESSAGES.times)
    .max(24)
    .refine(unique, PRODUCTS_ADMIN_MESSAGES.timeTwice),
  capacity: intField(1, 100_000),
  price: priceField(),
  currency: CurrencySchema,
  pricing: PricingSchema,
  group_size: intField(1, 1000).nullable(),
};

type OptionShape = {
  start_date?: string;
  end_date?: string;
  pricing?: "per_person" | "per_group";
  group_size?: number | null;
};

function checkOption(option: OptionShape, ctx: z.RefinementCtx) {
  if (option.start_date !== undefined && option.end_date !== undefined && option.end_date < option.start_date) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: PRODUCTS_ADMIN_MESSAGES.endBeforeStart });
  }
  if (option.pricing === "per_group" && (option.group_size === null || option.group_size === undefined)) {
    ctx.addIssue({ code: "custom", path: ["group_size"], message: PRODUCTS_ADMIN_MESSAGES.groupSize });
  }
  if (option.pricing === "per_person" && option.group_size !== null && option.group_size !== undefined) {
    ctx.addIssue({ code: "custom", path: ["group_size"], message: PRODUCTS_ADMIN_MESSAGES.noGroupSize });
  }
}

/** `POST /admin/products/{id}/options` (operators: it sets a price). */
export const AdminOptionBodySchema = z
  .object({
    ...optionFields,
    pricing: PricingSchema.default("per_person"),
    group_size: optionFields.group_size.default(null),
    bookable: z.boolean().default(true),
  })
  .superRefine(checkOption);
export type AdminOptionBody = z.input<typeof AdminOptionBodySchema>;

/**
 * `PUT /admin/products/{id}/options/{optionId}`: the fields sent change, the others stay. Names, days, times and
 * capacity are the clerk's; a different price, currency, pricing or group size needs an operator (403 otherwise).
 */
export const AdminOptionPatchSchema = z
  .object({
    name_en: optionFields.name_en.optional(),
    name_ko: optionFields.name_ko.optional(),
    start_date: optionFields.start_date.optional(),
    end_date: optionFields.end_date.optional(),
    departure_times: optionFields.departure_times.optional(),
    capacity: optionFields.capacity.optional(),
    price: optionFields.price.optional(),
    currency: optionFields.currency.optional(),
    pricing: optionFields.pricing.optional(),
    group_size: optionFields.group_size.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: PRODUCTS_ADMIN_MESSAGES.nothingToChange,
    path: ["name_en"],
  });
export type AdminOptionPatch = z.input<typeof AdminOptionPatchSchema>;

/** The fields of an option that move money: changed only by operators. */
export const OPTION_MONEY_FIELDS = ["price", "currency", "pricing", "group_size"] as const;

export const AdminOptionResponseSchema = envelopeSchema(AdminOptionSchema);

// --- reviews ----------------------------------------------------------------------------------------------------

export const AdminProductReviewSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    rating: z.number().int(),
    content: z.string(),
    author: z.string(),
    created_at: z.string(),
    /** Hidden by an operator: off the product's page. */
    hidden: z.boolean(),
    hidden_reason: z.string(),
  })
  .meta({ id: "AdminProductReview" });
export type AdminProductReview = z.infer<typeof AdminProductReviewSchema>;
export const AdminProductReviewListResponseSchema = envelopeSchema(z.array(AdminProductReviewSchema));
