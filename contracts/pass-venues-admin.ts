import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, text, whenMissing } from "./fields";
import { PartnershipBenefitBodySchema } from "./partnerships";
import { VenueBenefitSchema, type VenueBenefit } from "./pass-rules";
import { VENUE_CATEGORIES, VENUE_DISTRICTS, VenueCategorySchema, VenueDistrictSchema } from "./passes";
import { LangSchema } from "./settings";

/**
 * The operators' pages for the visitor pass's partner venues (`/seoulitepass/admin/venues`, issue 24; ADR 0030,
 * "Operators' venue pages"): every venue, published or not, in both languages; a venue added or edited whole, then
 * published (the public list shows it) or unpublished (hidden again; its scans and history stay).
 */

export const ADMIN_PASS_VENUES_PATH = "/api/v1/admin/pass-venues";

export const VENUE_ADMIN_NAME_MAX = 200;
export const VENUE_ADMIN_SLUG_MAX = 80;
export const VENUE_ADMIN_HOURS_MAX = 200;
export const VENUE_ADMIN_ADDRESS_MAX = 300;
export const VENUE_ADMIN_DIRECTIONS_MAX = 1000;
export const VENUE_ADMIN_DESCRIPTION_MAX = 5000;
export const VENUE_ADMIN_THUMBNAIL_MAX = 300;

/** Korea's bounds (Jeju's south to the DMZ's north, the Yellow Sea's islands to Dokdo): a venue is somewhere in them. */
export const KOREA_BOUNDS = { lat: { min: 33, max: 38.7 }, lng: { min: 124.5, max: 132 } } as const;

export const VENUE_ADMIN_MESSAGES = {
  slug: "Use lower-case letters, digits and single hyphens (at most 80), e.g. gyeongbokgung-palace.",
  slugTaken: "Another venue already has this address.",
  nameEnRequired: "Enter the venue's name in English.",
  nameKoRequired: "Enter the venue's name in Korean.",
  categoryRequired: "Choose the venue's category.",
  districtRequired: "Choose the district the venue is in.",
  hoursEnRequired: "Enter the opening hours in English.",
  hoursKoRequired: "Enter the opening hours in Korean.",
  descriptionEnRequired: "Describe the venue in English.",
  descriptionKoRequired: "Describe the venue in Korean.",
  addressEnRequired: "Enter the address in English.",
  addressKoRequired: "Enter the address in Korean.",
  directionsEnRequired: "Say how to get there, in English.",
  directionsKoRequired: "Say how to get there, in Korean.",
  thumbnail: "Enter the picture's path on this site, starting with /, e.g. /images/venues/palace.svg.",
  phone: "Enter the phone number as digits, with an optional leading +, or leave it empty.",
  lat: `Enter a latitude within Korea (${KOREA_BOUNDS.lat.min} to ${KOREA_BOUNDS.lat.max}).`,
  lng: `Enter a longitude within Korea (${KOREA_BOUNDS.lng.min} to ${KOREA_BOUNDS.lng.max}).`,
  sortOrder: "Enter a whole number from 0 to 9999.",
  yesOrNo: "Choose yes or no.",
  notFound: "This venue does not exist.",
} as const;

const required = (message: string, max: number) =>
  text({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);

const yesOrNo = () => z.boolean({ error: VENUE_ADMIN_MESSAGES.yesOrNo });

const within = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** The venue's address on the site: lower-case words joined by single hyphens (the public pages' `slug`). */
export const VenueSlugSchema = text({ error: whenMissing(VENUE_ADMIN_MESSAGES.slug) })
  .trim()
  .max(VENUE_ADMIN_SLUG_MAX, VENUE_ADMIN_MESSAGES.slug)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, VENUE_ADMIN_MESSAGES.slug);

/** A picture of this site's own: a path from `/`, without `..`, spaces or a scheme. */
export const VENUE_PICTURE_PATTERN = /^\/(?!.*\.\.)[A-Za-z0-9._~\-/]+$/;
const picture = () =>
  text({ error: whenMissing(VENUE_ADMIN_MESSAGES.thumbnail) })
    .trim()
    .max(VENUE_ADMIN_THUMBNAIL_MAX, VENUE_ADMIN_MESSAGES.thumbnail)
    .regex(VENUE_PICTURE_PATTERN, VENUE_ADMIN_MESSAGES.thumbnail);

/** What the pass gives: the applications' rule (free entry, or 1 to 99 percent off), kept as the venues keep it. */
export const VenueBenefitBodySchema = PartnershipBenefitBodySchema.transform((benefit): VenueBenefit =>
  benefit.kind === "discount" ? { kind: "discount", percent: benefit.percent ?? 1 } : { kind: "free_entry" },
);

/** `POST /api/v1/admin/pass-venues` and `PUT /api/v1/admin/pass-venues/{id}`: the whole venue, both languages. */
export const VenueAdminBodySchema = z.object({
  slug: VenueSlugSchema,
  name_en: required(VENUE_ADMIN_MESSAGES.nameEnRequired, VENUE_ADMIN_NAME_MAX),
  name_ko: required(VENUE_ADMIN_MESSAGES.nameKoRequired, VENUE_ADMIN_NAME_MAX),
  category: z.enum(VENUE_CATEGORIES, { error: VENUE_ADMIN_MESSAGES.categoryRequired }),
  district: z.enum(VENUE_DISTRICTS, { error: VENUE_ADMIN_MESSAGES.districtRequired }),
  benefit: VenueBenefitBodySchema,
  repeat_visits: yesOrNo().default(false),
  reservation_required: yesOrNo().default(false),
  opening_hours_en: required(VENUE_ADMIN_MESSAGES.hoursEnRequired, VENUE_ADMIN_HOURS_MAX),
  opening_hours_ko: required(VENUE_ADMIN_MESSAGES.hoursKoRequired, VENUE_ADMIN_HOURS_MAX),
  description_en: required(VENUE_ADMIN_MESSAGES.descriptionEnRequired, VENUE_ADMIN_DESCRIPTION_MAX),
  description_ko: required(VENUE_ADMIN_MESSAGES.descriptionKoRequired, VENUE_ADMIN_DESCRIPTION_MAX),
  address_en: required(VENUE_ADMIN_MESSAGES.addressEnRequired, VENUE_ADMIN_ADDRESS_MAX),
  address_ko: required(VENUE_ADMIN_MESSAGES.addressKoRequired, VENUE_ADMIN_ADDRESS_MAX),
  directions_en: required(VENUE_ADMIN_MESSAGES.directionsEnRequired, VENUE_ADMIN_DIRECTIONS_MAX),
  directions_ko: required(VENUE_ADMIN_MESSAGES.directionsKoRequired, VENUE_ADMIN_DIRECTIONS_MAX),
  phone: text({ error: VENUE_ADMIN_MESSAGES.phone })
    .trim()
    .regex(/^$|^\+?\d{8,15}$/, VENUE_ADMIN_MESSAGES.phone)
    .default(""),
  thumbnail: picture(),
  lat: within(VENUE_ADMIN_MESSAGES.lat, KOREA_BOUNDS.lat.min, KOREA_BOUNDS.lat.max),
  lng: within(VENUE_ADMIN_MESSAGES.lng, KOREA_BOUNDS.lng.min, KOREA_BOUNDS.lng.max),
  sort_order: z
    .number({ error: VENUE_ADMIN_MESSAGES.sortOrder })
    .int(VENUE_ADMIN_MESSAGES.sortOrder)
    .min(0, VENUE_ADMIN_MESSAGES.sortOrder)
    .max(9999, VENUE_ADMIN_MESSAGES.sortOrder)
    .default(0),
  /** A new venue waits unpublished unless asked otherwise; an edit sets it as sent. */
  published: yesOrNo().default(false),
});
export type VenueAdminBody = z.input<typeof VenueAdminBodySchema>;
export type VenueAdminInput = z.output<typeof VenueAdminBodySchema>;

/** One venue as operators see it: both languages, and whether the public sees it. */
export const AdminVenueSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_en: z.string(),
    name_ko: z.string(),
    category: VenueCategorySchema,
    district: VenueDistrictSchema,
    benefit: VenueBenefitSchema,
    repeat_visits: z.boolean(),
    reservation_required: z.boolean(),
    opening_hours_en: z.string(),
    opening_hours_ko: z.string(),
    description_en: z.string(),
    description_ko: z.string(),
    address_en: z.string(),
    address_ko: z.string(),
    directions_en: z.string(),
    directions_ko: z.string(),
    phone: z.string(),
    thumbnail: z.string(),
    lat: z.number(),
    lng: z.number(),
    sort_order: z.number().int(),
    published: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPassVenue" });
export type AdminVenue = z.infer<typeof AdminVenueSchema>;

export const VENUE_PUBLISHED_FILTERS = ["true", "false"] as const;

/** `GET /api/v1/admin/pass-venues?published=&category=&page=&per_page=`: every venue when `published` is left out. */
export const AdminVenueListQuerySchema = z.object({
  published: z
    .enum(VENUE_PUBLISHED_FILTERS, { error: VENUE_ADMIN_MESSAGES.yesOrNo })
    .transform((value) => value === "true")
    .optional(),
  category: z.enum(VENUE_CATEGORIES, { error: VENUE_ADMIN_MESSAGES.categoryRequired }).optional(),
  lang: LangSchema.default("en"),
  ...pageQuery(50, 20),
});
export type AdminVenueListQuery = z.input<typeof AdminVenueListQuerySchema>;
export const AdminVenueListResponseSchema = envelopeSchema(z.array(AdminVenueSchema), PageMetaSchema);
export type AdminVenueListResponse = z.infer<typeof AdminVenueListResponseSchema>;

export const AdminVenueLangQuerySchema = z.object({ lang: LangSchema.default("en") });
export const AdminVenueParamsSchema = z.object({ id: idParam({ missing: VENUE_ADMIN_MESSAGES.notFound }) });
export const AdminVenueResponseSchema = envelopeSchema(AdminVenueSchema);
export type AdminVenueResponse = z.infer<typeof AdminVenueResponseSchema>;
