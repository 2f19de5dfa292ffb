import {
  type CompanyProfile,
  type CompanyProfileBody,
  CompanyProfileBodySchema,
  type CompanyProfileValues,
  MART_MESSAGES,
  type MartOrigin,
  type MartRole,
  SOCIAL_NETWORKS,
  buyerProfileIssues,
} from "@contracts/mart";
import { documentsProblem, imageProblem } from "./file-checks";
import { type IssueLike, issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * What the profile form holds: text as typed (numbers too, so an empty box stays empty rather than 0), choices
 * as their codes ("" for none), the files chosen now, and what is kept of the saved files.
 */
export type ProfileFormValues = {
  name_ko: string;
  name_en: string;
  contact_name: string;
  department: string;
  position: string;
  phone: string;
  mobile: string;
  contact_email: string;
  postal_code: string;
  address: string;
  address_detail: string;
  continent: string;
  country: string;
  city: string;
  time_zone: string;
  homepage: string;
  primary_sector: string;
  sub_sectors: string[];
  products_services: string;
  main_business: string;
  staff_count: string;
  annual_sales_2024: string;
  korea_performance_since_2020: string;
  travelers_to_korea_since_2019: string;
  buyer_category: string;
  buyer_type: string;
  origin: string;
  participated_before: boolean;
  participation_count: string;
  route: string;
  purposes: string[];
  languages: string[];
  social_ids: Record<SocialNetwork, string>;
  logo: File[];
  banner: File[];
  documents: File[];
  /** Saved documents still listed (a document removed from the list is deleted on save). */
  keep_document_ids: number[];
  remove_logo: boolean;
  remove_banner: boolean;
};

export type ProfileField = Exclude<keyof ProfileFormValues, "social_ids"> | `social_ids.${SocialNetwork}`;

/** Every field in the order the form shows them: the first one at fault takes the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  "name_ko",
  "name_en",
  "homepage",
  "contact_name",
  "department",
  "position",
  "phone",
  "mobile",
  "contact_email",
  "postal_code",
  "address",
  "address_detail",
  "continent",
  "country",
  "city",
  "time_zone",
  "primary_sector",
  "sub_sectors",
  "products_services",
  "main_business",
  "staff_count",
  "annual_sales_2024",
  "korea_performance_since_2020",
  "travelers_to_korea_since_2019",
  "buyer_category",
  "buyer_type",
  "origin",
  "participated_before",
  "participation_count",
  "route",
  "purposes",
  "languages",
  ...SOCIAL_NETWORKS.map((network) => `social_ids.${network}` as const),
  "logo",
  "banner",
  "documents",
];

const noSocialIds = (): Record<SocialNetwork, string> =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ""])) as Record<SocialNetwork, string>;

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** The account's side of the mart (`meta` of `GET /api/v1/mart/business/me`). */
export type MartAccount = { role: MartRole; origin: MartOrigin | null };

/**
 * The form's first values: the saved profile as it stands, or an empty one (Korea's time zone, the account's
 * origin for a seller).
 */
export function profileDefaults(profile: CompanyProfile | null, account: MartAccount): ProfileFormValues {
  if (!profile) {
    return {
      name_ko: "",
      name_en: "",
      contact_name: "",
      department: "",
      position: "",
      phone: "",
      mobile: "",
      contact_email: "",
      postal_code: "",
      address: "",
      address_detail: "",
      continent: "",
      country: "",
      city: "",
      time_zone: "Asia/Seoul",
      homepage: "",
      primary_sector: "",
      sub_sectors: [],
      products_services: "",
      main_business: "",
      staff_count: "",
      annual_sales_2024: "",
      korea_performance_since_2020: "",
      travelers_to_korea_since_2019: "",
      buyer_category: "",
      buyer_type: "",
      origin: account.role === "buyer" ? "" : (account.origin ?? ""),
      participated_before: false,
      participation_count: "",
      route: "",
      purposes: [],
      languages: [],
      social_ids: noSocialIds(),
      logo: [],
      banner: [],
      documents: [],
      keep_document_ids: [],
      remove_logo: false,
      remove_banner: false,
    };
  }
  return {
    name_ko: profile.name_ko,
    name_en: profile.name_en,
    contact_name: profile.contact_name,
    department: profile.department,
    position: profile.position,
    phone: profile.phone,
    mobile: profile.mobile,
    contact_email: profile.contact_email,
    postal_code: profile.postal_code,
    address: profile.address,
    address_detail: profile.address_detail,
    continent: profile.continent,
    country: profile.country,
    city: profile.city,
    time_zone: profile.time_zone,
    homepage: profile.homepage,
    primary_sector: profile.primary_sector,
    sub_sectors: [...profile.sub_sectors],
    products_services: profile.products_services,
    main_business: profile.main_business,
    staff_count: numberText(profile.staff_count),
    annual_sales_2024: numberText(profile.annual_sales_2024),
    korea_performance_since_2020: profile.korea_performance_since_2020,
    travelers_to_korea_since_2019: numberText(profile.travelers_to_korea_since_2019),
    buyer_category: profile.buyer_category ?? "",
    buyer_type: profile.buyer_type ?? "",
    origin: profile.origin,
    participated_before: profile.participated_before,
    participation_count: numberText(profile.participation_count),
    route: profile.route,
    purposes: [...profile.purposes],
    languages: [...profile.languages],
    social_ids: { ...noSocialIds(), ...profile.social_ids },
    logo: [],
    banner: [],
    documents: [],
    keep_document_ids: profile.documents.map((file) => file.id),
    remove_logo: false,
    remove_banner: false,
  };
}

/** "" is no answer; anything else is the number typed (the number box lets digits through only). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** A choice's code, or nothing when none was made (the contract then asks for one). */
function choice<T>(code: string): T {
  return (code === "" ? undefined : code) as T;
}

/**
 * The body of `PUT /api/v1/mart/business/me` (files aside). Buyer fields go only with a buyer's profile; a seller's
 * origin comes from its account, so none is sent.
 */
export function toProfileBody(values: ProfileFormValues, role: MartRole): CompanyProfileBody {
  const buyer = role === "buyer";
  const socialIds: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const id = values.social_ids[network].trim();
    if (id) socialIds[network] = id;
  }
  return {
    name_ko: values.name_ko,
    name_en: values.name_en,
    contact_name: values.contact_name,
    department: values.department,
    position: values.position,
    phone: values.phone.trim(),
    mobile: values.mobile,
    contact_email: values.contact_email,
    languages: values.languages as CompanyProfileBody["languages"],
    social_ids: socialIds,
    postal_code: values.postal_code,
    address: values.address,
    address_detail: values.address_detail,
    continent: choice(values.continent),
    country: choice(values.country),
    city: values.city,
    time_zone: values.time_zone || "Asia/Seoul",
    homepage: values.homepage.trim(),
    products_services: values.products_services,
    main_business: values.main_business,
    staff_count: numberOrNull(values.staff_count),
    annual_sales_2024: numberOrNull(values.annual_sales_2024),
    korea_performance_since_2020: values.korea_performance_since_2020,
    travelers_to_korea_since_2019: numberOrNull(values.travelers_to_korea_since_2019),
    buyer_category: buyer ? choice(values.buyer_category) || null : null,
    buyer_type: buyer ? choice(values.buyer_type) || null : null,
    origin: buyer ? choice(values.origin) || null : null,
    primary_sector: choice(values.primary_sector),
    sub_sectors: values.sub_sectors as CompanyProfileBody["sub_sectors"],
    participated_before: values.participated_before,
    participation_count: values.participated_before ? numberOrNull(values.participation_count) : null,
    route: choice(values.route),
    purposes: values.purposes as CompanyProfileBody["purposes"],
    keep_document_ids: values.keep_document_ids,
    remove_logo: values.remove_logo && values.logo.length === 0,
    remove_banner: values.remove_banner && values.banner.length === 0,
  };
}

export type ProfileIssue = { field: ProfileField; message: string };

type RawIssue = IssueLike & { path?: readonly PropertyKey[]; errors?: unknown };

/** A union's failure ("digits, or nothing") carries the message of the branch that meant something. */
function unionMessage(issue: RawIssue): RawIssue {
  if (issue.code !== "invalid_union" || !Array.isArray(issue.errors)) return issue;
  const inner = (issue.errors as RawIssue[][]).flat().find((candidate) => candidate.code !== "invalid_value");
  return inner ? { ...inner, path: issue.path } : issue;
}

function fieldOf(path: readonly PropertyKey[] | undefined): ProfileField | null {
  const [first, second] = path ?? [];
  const name = first === "social_ids" && typeof second === "string" ? `social_ids.${second}` : String(first ?? "");
  return (PROFILE_FIELDS as readonly string[]).includes(name) ? (name as ProfileField) : null;
}

/**
 * The form's problems by the contract's own profile schema, the buyer-only checks and the file rules, in the
 * page's language: the first problem of each field, in the form's order.
 */
export function profileIssues(values: ProfileFormValues, role: MartRole, t: Translate): ProfileIssue[] {
  const body = toProfileBody(values, role);
  const result = CompanyProfileBodySchema.safeParse(body);
  const found: { field: ProfileField | null; issue: RawIssue }[] = result.success
    ? []
    : result.error.issues.map((issue) => {
        const raw = unionMessage(issue);
        return { field: fieldOf(issue.path), issue: raw };
      });
  // zod runs an object's refinement only once every field passes: ask the rule directly, so every problem shows
  if (body.participated_before && (body.participation_count === null || Number(body.participation_count) < 1)) {
    found.push({ field: "participation_count", issue: { message: MART_MESSAGES.participationCountRequired } });
  }
  for (const issue of buyerProfileIssues(role, body as CompanyProfileValues)) {
    found.push({ field: fieldOf([issue.field]), issue: { message: issue.message } });
  }
  const image = (name: "logo" | "banner") => {
    const file = values[name][0];
    if (file && imageProblem(file)) found.push({ field: name, issue: { message: MART_MESSAGES.imageType } });
  };
  image("logo");
  image("banner");
  if (documentsProblem(values.documents, values.keep_document_ids.length)) {
    found.push({ field: "documents", issue: { message: MART_MESSAGES.documentType } });
  }
  const issues: ProfileIssue[] = [];
  for (const { field, issue } of found) {
    if (!field || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueText(issue, t) });
  }
  return issues.sort((a, b) => PROFILE_FIELDS.indexOf(a.field) - PROFILE_FIELDS.indexOf(b.field));
}

/** A server field (`documents.1`, `languages.0`, `social_ids.kakao`) as the form names it. */
export function formFieldOf(serverField: string): string {
  const [first, second] = serverField.split(".");
  if (first === "social_ids" && second) return `social_ids.${second}`;
  return first ?? serverField;
}
