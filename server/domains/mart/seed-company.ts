import { DEMO_PASSWORD, type SeedAccount } from "../../platform/db/seed-data";
import type { SeedCompany } from "./seed";

/**
 * The demo companies' rows as they are written down (mart/seed.ts, mart/seed-mice.ts): what differs from company to
 * company, with the rest filled in here once. The continent and time zone follow from the country, a count of past
 * participations says whether the company took part before, and a seller's buyer fields are empty (its origin comes
 * from its account type when it is inserted).
 */

type Profile = SeedCompany["profile"];

/** The demo companies' countries: the continent and time zone the profile form would pick for them. */
const COUNTRIES = {
  JP: ["asia", "Asia/Tokyo"],
  KR: ["asia", "Asia/Seoul"],
  KZ: ["asia", "Asia/Almaty"],
  MN: ["asia", "Asia/Ulaanbaatar"],
  SG: ["asia", "Asia/Singapore"],
  US: ["north_america", "America/New_York"],
} as const satisfies Record<string, readonly [Profile["continent"], string]>;

type Filled = "continent" | "time_zone" | "participated_before" | "participation_count" | "origin";
type BuyerFields = "buyer_category" | "buyer_type";

/** A profile as written down: the country from the table above; `participations`, null when the company never came. */
export type SeedProfileRow = Omit<Profile, Filled | BuyerFields | "country"> & {
  country: keyof typeof COUNTRIES;
  participations: number | null;
};

export type SeedCompanyRow<P extends SeedProfileRow = SeedProfileRow> = Omit<SeedCompany, "profile"> & { profile: P };

function company(row: SeedCompanyRow, buyer: Pick<Profile, BuyerFields | "origin">): SeedCompany {
  const { participations, ...profile } = row.profile;
  const [continent, timeZone] = COUNTRIES[profile.country];
  return {
    ...row,
    profile: {
      ...profile,
      ...buyer,
      continent,
      time_zone: timeZone,
      participated_before: participations !== null,
      participation_count: participations,
    },
  };
}

/** An exhibiting company: no buyer fields. */
export const sellerCompany = (row: SeedCompanyRow): SeedCompany =>
  company(row, { buyer_category: null, buyer_type: null, origin: null });

/** A buyer from abroad, with its category and type. */
export const buyerCompany = (
  row: SeedCompanyRow<SeedProfileRow & { [K in BuyerFields]: NonNullable<Profile[K]> }>,
): SeedCompany =>
  company(row, { buyer_category: row.profile.buyer_category, buyer_type: row.profile.buyer_type, origin: "overseas" });

/** `[type, email, name, phone, company]`: a demo company's accreditation account, with the demo password. */
export type SeedCompanyAccount = readonly [
  type: SeedAccount["type"],
  email: string,
  name: string,
  phone: string,
  company: string,
];

export const companyAccounts = (rows: readonly SeedCompanyAccount[]): SeedAccount[] =>
  rows.map(([type, email, name, phone, company]) => ({
    area: "accreditation",
    type,
    email,
    name,
    password: DEMO_PASSWORD,
    phone,
    company_name: company,
  }));
