import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idField, idParam, pageQuery, REQUIRED_MESSAGE, requiredText, text, whenMissing } from "./fields";
import { FAIR_YEARS, FAIRS } from "./editions";
import { LangSchema } from "./settings";

/**
 * The medical travel mart's companies (spec point 3, business/company profile; point 7, the business-accreditation
 * service). Every accreditation account of type buyer, seller_domestic or seller_overseas has at most one company
 * profile; an accredited company applies to take part in the mart's edition (MART_EVENT_YEAR), and operators
 * approve or reject. Approved companies appear in the business list and can meet each other (contracts/meetings.ts).
 */

/** The mart's current edition; the spec's info texts name the years 2019-2025. */
export const MART_EVENT_YEAR = FAIR_YEARS.sitmmt;
export const MART_PAST_YEARS = [2019, 2020, 2021, 2022, 2023, 2024] as const;

export const MART_MESSAGES = {
  notFound: "This company was not found.",
  profileRequired: "Please save your company profile first.",
  notCompanyAccount: "Only buyer and seller accounts have a company profile.",
  alreadyApplied: "Your company has already applied for this year's mart.",
  registrationClosed: "Applications for this year's mart have closed.",
  notPending: "This application has already been decided.",
  applicationNotFound: "No application was found.",
  nameKoRequired: "Please enter the company name in Korean.",
  nameEnRequired: "Please enter the company name in English.",
  contactEmailInvalid: "Please check the e-mail format.",
  mobileInvalid: "Please enter the mobile number without hyphens.",
  phoneInvalid: "Please enter the phone number with digits only.",
  homepageInvalid: "Please enter an address that starts with http:// or https://.",
  mainBusinessTooLong: "The main business text can be up to 500 characters.",
  countryInvalid: "Please select a country.",
  participationCountRequired: "Please enter how many times your company has taken part.",
  buyerFieldsRequired: "Please select the buyer category and buyer type.",
  languagesRequired: "Please select at least one language.",
  purposeRequired: "Please select at least one purpose.",
  timeZoneInvalid: "Please select a time zone.",
  imageType: "Please upload a PNG, JPEG or WebP image of up to 5 MB.",
  documentType: "Please upload PDF, PNG, JPEG or WebP files of up to 10 MB each (at most 3).",
} as const;

export const MAIN_BUSINESS_MAX = 500;
export const MART_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MART_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MART_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MART_DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export const MART_MAX_DOCUMENTS = 3;

export const MartRoleSchema = z.enum(["buyer", "seller"]);
export type MartRole = z.infer<typeof MartRoleSchema>;
export const MartOriginSchema = z.enum(["domestic", "overseas"]);
export type MartOrigin = z.infer<typeof MartOriginSchema>;

/** The account types that own a company profile, and the role and origin each gives (a buyer picks its origin). */
export function martRoleOf(accountType: string): { role: MartRole; origin?: MartOrigin } | null {
  if (accountType === "buyer") return { role: "buyer" };
  if (accountType === "seller_domestic") return { role: "seller", origin: "domestic" };
  if (accountType === "seller_overseas") return { role: "seller", origin: "overseas" };
  return null;
}

export const CONTINENTS = [
  "asia",
  "middle_east",
  "europe",
  "north_america",
  "latin_america",
  "africa",
  "oceania",
] as const;
export const ContinentSchema = z.enum(CONTINENTS);

/** The fair a call is about (contracts/editions.ts); the mart's calls default to the mart. */
export const FairSchema = z.enum(FAIRS);
/** `?fair=` on the company calls shared by both fairs (the application, the business list, the operators' lists). */
export const FairQuerySchema = z.object({ fair: FairSchema.default("sitmmt") });

/**
 * Primary and sub business sectors (one list for both fairs: a hospital may also run a wellness programme, a hotel
 * may host congresses), in groups as an exhibitor list filters them (`category`); every sector is in exactly one.
 */
export const SECTOR_CATEGORIES = {
  medical: [
    "hospital",
    "clinic",
    "dental",
    "dermatology_cosmetic",
    "plastic_surgery",
    "health_checkup",
    "korean_medicine",
    "wellness_spa",
    "pharma_bio",
    "medical_device",
  ],
  travel: ["travel_agency", "medical_facilitator", "accommodation", "transport", "insurance"],
  mice: ["convention_center", "convention_bureau", "pco", "dmc", "event_services", "event_technology"],
  other: ["other"],
} as const;
export const SECTORS = [
  ...SECTOR_CATEGORIES.medical,
  ...SECTOR_CATEGORIES.travel,
  ...SECTOR_CATEGORIES.mice,
  ...SECTOR_CATEGORIES.other,
] as const;
export const SectorSchema = z.enum(SECTORS);
export type Sector = z.infer<typeof SectorSchema>;
export const SECTOR_CATEGORY_NAMES = ["medical", "travel", "mice", "other"] as const;
export const SectorCategorySchema = z.enum(SECTOR_CATEGORY_NAMES);
export type SectorCategory = z.infer<typeof SectorCategorySchema>;

export const BUYER_CATEGORIES = [
  "travel_agency",
  "medical_facilitator",
  "insurer",
  "medical_institution",
  "corporate",
  "government",
  "media",
  "meeting_planner",
  "association",
  "other",
] as const;
export const BuyerCategorySchema = z.enum(BUYER_CATEGORIES);
export type BuyerCategory = z.infer<typeof BuyerCategorySchema>;

export const BUYER_TYPES = [
  "outbound_agency",
  "online_platform",
  "patient_referrer",
  "corporate_buyer",
  "other",
] as const;
export const BuyerTypeSchema = z.enum(BUYER_TYPES);

/** How the company heard of the mart. */
export const ROUTES = [
  "website",
  "email",
  "sns",
  "embassy_or_agency",
  "referral",
  "past_participant",
  "other",
] as const;
export const RouteSchema = z.enum(ROUTES);

export const PURPOSES = ["partnership", "sales", "market_research", "networking", "investment", "other"] as const;
export const PurposeSchema = z.enum(PURPOSES);

/** Languages a company's staff speak at the meeting table. */
export const MART_LANGUAGES = [
  "ko",
  "en",
  "ja",
  "zh",
  "ru",
  "ar",
  "mn",
  "kk",
  "uz",
  "vi",
  "th",
  "id",
  "es",
  "fr",
  "de",
  "other",
] as const;
export const MartLanguageSchema = z.enum(MART_LANGUAGES);

export const SOCIAL_NETWORKS = ["kakao", "whatsapp", "wechat", "line", "telegram"] as const;
export const SocialIdsSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), text().trim().max(100));

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = text({ error: whenMissing(MART_MESSAGES.countryInvalid) })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, MART_MESSAGES.countryInvalid);

/** An IANA time zone the runtime knows (the schedule shows each party's local time). */
export const TimeZoneSchema = text({ error: whenMissing(MART_MESSAGES.timeZoneInvalid) }).refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, MART_MESSAGES.timeZoneInvalid);

const optionalText = (max: number) => text().trim().max(max).default("");
const digits = (message: string) =>
  text()
    .trim()
    .regex(/^\d{7,15}$/, message);

/** A file stored with the profile (logo, banner or document), served by `GET /api/v1/mart/files/{id}`. */
export const MartFileSchema = z
  .object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), url: z.string() })
  .meta({ id: "MartFile" });
export type MartFile = z.infer<typeof MartFileSchema>;

/**
 * The profile's fields as written (`PUT /api/v1/mart/business/me`: JSON, or multipart with these fields as text —
 * arrays and objects JSON-encoded — plus the files `logo`, `banner` and up to 3 `documents`).
 */
export const CompanyProfileBodySchema = z
  .object({
    name_ko: text({ error: whenMissing(MART_MESSAGES.nameKoRequired) })
      .trim()
      .min(1, MART_MESSAGES.nameKoRequired)
      .max(200),
    name_en: text({ error: whenMissing(MART_MESSAGES.nameEnRequired) })
      .trim()
      .min(1, MART_MESSAGES.nameEnRequired)
      .max(200),
    contact_name: requiredText().max(100),
    department: optionalText(100),
    position: optionalText(100),
    phone: digits(MART_MESSAGES.phoneInvalid).or(z.literal("")).default(""),
    mobile: requiredText().regex(/^\d{7,15}$/, MART_MESSAGES.mobileInvalid),
    contact_email: requiredText().pipe(z.email(MART_MESSAGES.contactEmailInvalid)),
    languages: z
      .array(MartLanguageSchema, { error: whenMissing(MART_MESSAGES.languagesRequired) })
      .min(1, MART_MESSAGES.languagesRequired)
      .max(MART_LANGUAGES.length),
    social_ids: SocialIdsSchema.default({}),
    postal_code: optionalText(20),
    address: optionalText(300),
    address_detail: optionalText(300),
    continent: ContinentSchema,
    country: CountryCodeSchema,
    city: requiredText().max(100),
    time_zone: TimeZoneSchema.default("Asia/Seoul"),
    homepage: text()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, MART_MESSAGES.homepageInvalid)
      .or(z.literal(""))
      .default(""),
    products_services: optionalText(1000),
    main_business: requiredText().max(MAIN_BUSINESS_MAX, MART_MESSAGES.mainBusinessTooLong),
    staff_count: z.coerce.number().int().min(0).max(1_000_000).nullable().default(null),
    /** In US dollars. */
    annual_sales_2024: z.coerce.number().int().min(0).max(1e12).nullable().default(null),
    korea_performance_since_2020: optionalText(1000),
    travelers_to_korea_since_2019: z.coerce.number().int().min(0).max(10_000_000).nullable().default(null),
    /** Buyers only (required for a buyer, ignored for a seller). */
    buyer_category: BuyerCategorySchema.nullable().default(null),
    buyer_type: BuyerTypeSchema.nullable().default(null),
    /** Buyers pick domestic or overseas; a seller's comes from its account type. */
    origin: MartOriginSchema.nullable().default(null),
    primary_sector: SectorSchema,
    sub_sectors: z.array(SectorSchema).max(SECTORS.length).default([]),
    participated_before: z.coerce.boolean().default(false),
    participation_count: z.coerce.number().int().min(0).max(50).nullable().default(null),
    route: RouteSchema,
    purposes: z
      .array(PurposeSchema, { error: whenMissing(MART_MESSAGES.purposeRequired) })
      .min(1, MART_MESSAGES.purposeRequired),
    /** Files kept from the saved profile (ids); a document not listed is removed. */
    keep_document_ids: z.array(idField()).max(MART_MAX_DOCUMENTS).default([]),
    remove_logo: z.coerce.boolean().default(false),
    remove_banner: z.coerce.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.participated_before && (body.participation_count === null || body.participation_count < 1)) {
      ctx.addIssue({
        code: "custom",
        path: ["participation_count"],
        message: MART_MESSAGES.participationCountRequired,
      });
    }
  });
export type CompanyProfileBody = z.input<typeof CompanyProfileBodySchema>;
export type CompanyProfileValues = z.output<typeof CompanyProfileBodySchema>;

/** The buyer-only checks, which need the account's role (the server adds them as field issues). */
export function buyerProfileIssues(role: MartRole, body: CompanyProfileValues): { field: string; message: string }[] {
  if (role !== "buyer") return [];
  const issues: { field: string; message: string }[] = [];
  if (!body.buyer_category) issues.push({ field: "buyer_category", message: MART_MESSAGES.buyerFieldsRequired });
  if (!body.buyer_type) issues.push({ field: "buyer_type", message: MART_MESSAGES.buyerFieldsRequired });
  if (!body.origin) issues.push({ field: "origin", message: REQUIRED_MESSAGE });
  return issues;
}

export const ApplicationStatusSchema = z.enum(["submitted", "approved", "rejected", "withdrawn"]);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const MartApplicationSchema = z
  .object({
    id: z.number().int(),
    fair: FairSchema,
    event_year: z.number().int(),
    status: ApplicationStatusSchema,
    /** What the company hopes to achieve this year (shown to operators). */
    message: z.string(),
    operator_note: z.string(),
    submitted_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: "MartApplication" });
export type MartApplication = z.infer<typeof MartApplicationSchema>;

/** What everyone in the mart may see of a company (business list and detail). */
export const CompanySummarySchema = z
  .object({
    id: z.number().int(),
    role: MartRoleSchema,
    origin: MartOriginSchema,
    name: z.string(),
    name_ko: z.string(),
    name_en: z.string(),
    country: z.string(),
    city: z.string(),
    continent: ContinentSchema,
    primary_sector: SectorSchema,
    buyer_category: BuyerCategorySchema.nullable(),
    languages: z.array(MartLanguageSchema),
    logo: MartFileSchema.nullable(),
    booth_no: z.string().nullable(),
    time_zone: z.string(),
  })
  .meta({ id: "CompanySummary" });
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const CompanyDetailSchema = CompanySummarySchema.extend({
  homepage: z.string(),
  banner: MartFileSchema.nullable(),
  products_services: z.string(),
  main_business: z.string(),
  sub_sectors: z.array(SectorSchema),
  buyer_type: BuyerTypeSchema.nullable(),
  staff_count: z.number().int().nullable(),
  travelers_to_korea_since_2019: z.number().int().nullable(),
  korea_performance_since_2020: z.string(),
  participated_before: z.boolean(),
  participation_count: z.number().int().nullable(),
  documents: z.array(MartFileSchema),
}).meta({ id: "CompanyDetail" });
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

/** The company's own profile (and operators' view): every field, the contacts and this year's application. */
export const CompanyProfileSchema = CompanyDetailSchema.extend({
  contact_name: z.string(),
  department: z.string(),
  position: z.string(),
  phone: z.string(),
  mobile: z.string(),
  contact_email: z.string(),
  social_ids: SocialIdsSchema,
  postal_code: z.string(),
  address: z.string(),
  address_detail: z.string(),
  annual_sales_2024: z.number().int().nullable(),
  route: RouteSchema,
  purposes: z.array(PurposeSchema),
  application: MartApplicationSchema.nullable(),
  updated_at: z.string(),
}).meta({ id: "CompanyProfile" });
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/**
 * `GET /api/v1/mart/business/me` (accreditation token): `getBusiness(me)` of the spec — the profile, or `data: null`
 * while none is saved (with `meta.role`, so the form knows which fields to ask).
 */
export const MyBusinessMetaSchema = z.object({ role: MartRoleSchema.nullable(), origin: MartOriginSchema.nullable() });
export const MyBusinessResponseSchema = envelopeSchema(CompanyProfileSchema.nullable(), MyBusinessMetaSchema);
export type MyBusinessResponse = z.infer<typeof MyBusinessResponseSchema>;

/**
 * `GET /api/v1/mart/businesses?role=&country=&sector=&category=&q=&page=&per_page=&lang=` (accreditation or admin
 * token): the approved companies of this year's mart, by name. `GET /api/v1/mart/businesses/{id}`.
 */
export const BusinessListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  fair: FairSchema.default("sitmmt"),
  role: MartRoleSchema.optional(),
  country: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  sector: SectorSchema.optional(),
  category: BuyerCategorySchema.optional(),
  q: text().trim().max(100).optional(),
  ...pageQuery(50, 12),
});
export type BusinessListQuery = Partial<z.output<typeof BusinessListQuerySchema>>;
export const BusinessListMetaSchema = PageMetaSchema.extend({
  /** The countries present in the list (for the filter), whatever the other filters. */
  countries: z.array(z.string()),
});
export const BusinessListResponseSchema = envelopeSchema(z.array(CompanySummarySchema), BusinessListMetaSchema);
export type BusinessListResponse = z.infer<typeof BusinessListResponseSchema>;
export const BusinessParamsSchema = z.object({ id: idParam() });
export const BusinessResponseSchema = envelopeSchema(CompanyDetailSchema);
export type BusinessResponse = z.infer<typeof BusinessResponseSchema>;

/** `POST /api/v1/mart/business/me/application` (needs a saved profile), `DELETE` withdraws a submitted one. */
export const ApplyBodySchema = z.object({
  message: text().trim().max(1000).default(""),
  /** The applicant confirms the profile is correct and accepts the business agreement (spec point 5 consents). */
  agree_business: z.literal(true, { error: "Please agree to the business agreement." }),
});
export type ApplyBody = z.input<typeof ApplyBodySchema>;
export const ApplicationResponseSchema = envelopeSchema(MartApplicationSchema);

/** Operators: `GET /api/v1/admin/mart/applications?status=`, `POST /api/v1/admin/mart/applications/{id}/decision`, `PUT /api/v1/admin/mart/businesses/{id}/booth`. */
export const AdminApplicationSchema = MartApplicationSchema.extend({ company: CompanySummarySchema });
export const AdminApplicationListResponseSchema = envelopeSchema(z.array(AdminApplicationSchema), PageMetaSchema);
export const AdminApplicationListQuerySchema = z.object({
  fair: FairSchema.default("sitmmt"),
  status: ApplicationStatusSchema.optional(),
  ...pageQuery(100, 20),
  lang: LangSchema.default("en"),
});
export const ApplicationParamsSchema = z.object({ id: idParam() });
export const DecisionBodySchema = z.object({
  status: z.enum(["approved", "rejected"]),
  operator_note: text().trim().max(1000).default(""),
});
export const BoothBodySchema = z.object({ booth_no: text().trim().max(20).nullable() });

/** A site page an operator can edit (overview, venue, program, travelmart): plain text, `## ` starts a subheading, `- ` a list item. */
export const SitePageSchema = z
  .object({
    site: z.string(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "SitePage" });
export type SitePage = z.infer<typeof SitePageSchema>;
export const SitePageParamsSchema = z.object({
  site: z.string().regex(/^[a-z0-9-]{2,32}$/),
  slug: z.string().regex(/^[a-z0-9-]{2,32}$/),
});
export const SitePageQuerySchema = z.object({ lang: LangSchema.default("en") });
export const SitePageResponseSchema = envelopeSchema(SitePageSchema);
export type SitePageResponse = z.infer<typeof SitePageResponseSchema>;
/** `PUT /api/v1/admin/site-pages/{site}/{slug}` */
export const WriteSitePageBodySchema = z.object({
  title_en: text().trim().min(1, REQUIRED_MESSAGE).max(200),
  title_ko: text().trim().min(1, REQUIRED_MESSAGE).max(200),
  summary_en: text().trim().max(500).default(""),
  summary_ko: text().trim().max(500).default(""),
  body_en: text().trim().max(20_000).default(""),
  body_ko: text().trim().max(20_000).default(""),
});
export type WriteSitePageBody = z.input<typeof WriteSitePageBodySchema>;
/** `GET /api/v1/admin/site-pages/{site}/{slug}`: the page in both languages, as the editor fills it. */
export const AdminSitePageSchema = z
  .object({
    site: z.string(),
    slug: z.string(),
    title_en: z.string(),
    title_ko: z.string(),
    summary_en: z.string(),
    summary_ko: z.string(),
    body_en: z.string(),
    body_ko: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminSitePage" });
export type AdminSitePage = z.infer<typeof AdminSitePageSchema>;
export const AdminSitePageResponseSchema = envelopeSchema(AdminSitePageSchema);
export type AdminSitePageResponse = z.infer<typeof AdminSitePageResponseSchema>;
