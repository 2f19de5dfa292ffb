import type { FieldIssue } from "@blocks/feature-kit";
import type { Category, ProductKind, Region } from "@contracts/catalog";
import { type AdminProduct, type AdminProductBody, AdminProductBodySchema } from "@contracts/products-admin";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** A product's content and details as typed: numbers and dates as text, closed days one a line. */
export type ProductValues = {
  name_en: string;
  name_ko: string;
  summary_en: string;
  summary_ko: string;
  description_en: string;
  description_ko: string;
  location_en: string;
  location_ko: string;
  kind: ProductKind;
  category: Category;
  region: Region;
  featured: boolean;
  rank: string;
  closed_dates: string;
  sales_start: string;
  duration_minutes: string;
  business_leisure: boolean;
};

export const PRODUCT_FIELDS = [
  "name_en",
  "name_ko",
  "summary_en",
  "summary_ko",
  "description_en",
  "description_ko",
  "location_en",
  "location_ko",
  "kind",
  "category",
  "region",
  "featured",
  "rank",
  "closed_dates",
  "sales_start",
  "duration_minutes",
  "business_leisure",
] as const;

export function emptyProduct(): ProductValues {
  return {
    name_en: "",
    name_ko: "",
    summary_en: "",
    summary_ko: "",
    description_en: "",
    description_ko: "",
    location_en: "",
    location_ko: "",
    kind: "tour",
    category: "tour",
    region: "seoul",
    featured: false,
    rank: "100",
    closed_dates: "",
    sales_start: "",
    duration_minutes: "",
    business_leisure: false,
  };
}

/** A saved product as the form shows it. */
export function productValues(product: AdminProduct): ProductValues {
  return {
    name_en: product.name_en,
    name_ko: product.name_ko,
    summary_en: product.summary_en,
    summary_ko: product.summary_ko,
    description_en: product.description_en,
    description_ko: product.description_ko,
    location_en: product.location_en,
    location_ko: product.location_ko,
    kind: product.kind,
    category: product.category,
    region: product.region,
    featured: product.featured,
    rank: String(product.rank),
    closed_dates: product.closed_dates.join("\n"),
    sales_start: product.sales_start ?? "",
    duration_minutes: product.duration_minutes === null ? "" : String(product.duration_minutes),
    business_leisure: product.business_leisure,
  };
}

/** Whole numbers as numbers; an empty field is none, anything else is sent as typed so the contract names it. */
const numberOr = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

/** The closed days: one a line (commas and spaces also part them). */
export const closedDays = (text: string): string[] => text.split(/[\s,]+/).filter((day) => day !== "");

/** What is sent: the details as the contract takes them (the pictures are not this form's). */
export function productBody(values: ProductValues): AdminProductBody {
  return {
    ...values,
    rank: numberOr(values.rank) ?? 100,
    closed_dates: closedDays(values.closed_dates),
    sales_start: values.sales_start.trim() === "" ? null : values.sales_start.trim(),
    duration_minutes: numberOr(values.duration_minutes),
  };
}

/** A closed day's fault goes to the closed days' field. */
const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? "");

/** The contract's rules on the form, in the page's language: the server checks the same and has the last word. */
export function productIssues(values: ProductValues, t: Translate): FieldIssue[] {
  const parsed = AdminProductBodySchema.safeParse(productBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issueText(issue, t) }));
}

/** The server names a closed day by its place (`closed_dates.1`): the form shows it on the field. */
export const productFieldOf = (field: string) => field.split(".")[0] ?? field;
