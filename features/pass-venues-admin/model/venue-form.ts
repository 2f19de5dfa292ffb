import type { FieldIssue } from "@blocks/feature-kit";
import { type AdminVenue, type VenueAdminBody, VenueAdminBodySchema } from "@contracts/pass-venues-admin";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText, translateMessage } from "./messages";

/** The form as typed: numbers as text (a field's value), the choices empty until chosen. */
export type VenueValues = {
  slug: string;
  name_en: string;
  name_ko: string;
  category: string;
  district: string;
  benefit: { kind: string; percent: string };
  repeat_visits: boolean;
  reservation_required: boolean;
  opening_hours_en: string;
  opening_hours_ko: string;
  description_en: string;
  description_ko: string;
  address_en: string;
  address_ko: string;
  directions_en: string;
  directions_ko: string;
  phone: string;
  thumbnail: string;
  lat: string;
  lng: string;
  sort_order: string;
  published: boolean;
};

export const EMPTY_VENUE: VenueValues = {
  slug: "",
  name_en: "",
  name_ko: "",
  category: "",
  district: "",
  benefit: { kind: "", percent: "" },
  repeat_visits: false,
  reservation_required: false,
  opening_hours_en: "",
  opening_hours_ko: "",
  description_en: "",
  description_ko: "",
  address_en: "",
  address_ko: "",
  directions_en: "",
  directions_ko: "",
  phone: "",
  thumbnail: "",
  lat: "",
  lng: "",
  sort_order: "0",
  published: false,
};

/** The names of the form's fields as the server names them (the benefit's parts by their path). */
export const VENUE_FIELDS = [
  "slug",
  "name_en",
  "name_ko",
  "category",
  "district",
  "benefit.kind",
  "benefit.percent",
  "repeat_visits",
  "reservation_required",
  "opening_hours_en",
  "opening_hours_ko",
  "description_en",
  "description_ko",
  "address_en",
  "address_ko",
  "directions_en",
  "directions_ko",
  "phone",
  "thumbnail",
  "lat",
  "lng",
  "sort_order",
  "published",
] as const;
export type VenueField = (typeof VENUE_FIELDS)[number];

/** A venue as the form shows it. */
export function toVenueValues(venue: AdminVenue): VenueValues {
  return {
    ...venue,
    benefit:
      venue.benefit.kind === "discount"
        ? { kind: "discount", percent: String(venue.benefit.percent) }
        : { kind: "free_entry", percent: "" },
    lat: String(venue.lat),
    lng: String(venue.lng),
    sort_order: String(venue.sort_order),
  };
}

/** A number typed, or the text itself when it is none (the contract then says what is wrong). */
const numberOf = (value: string): number | string => {
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed === "" ? "" : trimmed;
};

/** What is sent: the values as typed (the contract trims), numbers as numbers, the percent only with a discount. */
export function toVenueBody(values: VenueValues): VenueAdminBody {
  const { benefit, lat, lng, sort_order, ...rest } = values;
  const percent = benefit.percent.trim();
  return {
    ...rest,
    category: rest.category as VenueAdminBody["category"],
    district: rest.district as VenueAdminBody["district"],
    benefit: {
      kind: benefit.kind as "free_entry" | "discount",
      ...(benefit.kind === "discount" && percent !== "" ? { percent: Number(percent) } : {}),
    },
    lat: (lat.trim() === "" ? undefined : numberOf(lat)) as number,
    lng: (lng.trim() === "" ? undefined : numberOf(lng)) as number,
    sort_order: (sort_order.trim() === "" ? 0 : numberOf(sort_order)) as number,
  };
}

/** A whole benefit missing is said beside its kind, the first of its fields. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.length === 1 && path[0] === "benefit" ? "benefit.kind" : path.map(String).join(".");

/** The contract's rules on the form, in the page's language: the server checks the same and has the last word. */
export function venueIssues(values: VenueValues, t: Translate): FieldIssue<VenueField>[] {
  const parsed = VenueAdminBodySchema.safeParse(toVenueBody(values));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: fieldOf(issue.path) as VenueField,
    message:
      issue.code === "too_big" && issue.origin !== "string" ? translateMessage(issue.message, t) : issueText(issue, t),
  }));
}
