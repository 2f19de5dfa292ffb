import { FAIR_YEARS } from "@contracts/editions";
import {
  ApplicationResponseSchema,
  BusinessListResponseSchema,
  BusinessResponseSchema,
  buyerProfileIssues,
  CompanyProfileBodySchema,
  MyBusinessResponseSchema,
  SECTOR_CATEGORIES,
  type Sector,
} from "@contracts/mart";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "../../auth/tables";
import { martApplications, martCompanies } from "../tables";
import { seedState } from "../../../platform/db/tables";
import { seed } from "../../../platform/db/seed";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import {
  MART_BUYER1_EMAIL,
  MART_NEWCO_EMAIL,
  MART_SEED_COMPANIES,
  MART_SELLER1_EMAIL,
  MART_SELLER2_EMAIL,
  MART_SELLER3_EMAIL,
  MICE_MART_SELLER_EMAILS,
} from "../seed";
import {
  MICE_BUYER1_EMAIL,
  MICE_BUYER2_EMAIL,
  MICE_NEWCO_EMAIL,
  MICE_COMPANY_ACCOUNTS,
  MICE_SEED_COMPANIES,
  miceSellerEmail,
} from "../seed-mice";
import { body, call, errorOf, seededDemoApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app } = await forTheFile(seededDemoApp());

const HANGUL = /[\uac00-\ud7a3]/;
const EXHIBITORS = "/api/v1/mice/exhibitors";

/** The exhibitors everyone sees: the nine MICE sellers and the two mart sellers that exhibit there too. */
const EXHIBITOR_NAMES = [
  "Busan Harbour Convention Bureau",
  "Chuncheon Lakeside Resort & Convention",
  "EventLoop Korea",
  "Gyeonggi MICE Alliance",
  "Hanbit Congress & Events",
  "Kyushu Gateway DMC Co., Ltd.",
  "Seoul Hangang Medical Center",
  "Smile Busan Dental & Wellness (Fukuoka office)",
  "Songdo Bayfront Convention Center",
  "Stagecraft AV Korea",
  "Tamna Island DMC",
];

async function exhibitors(query = "") {
  const res = await call(app, "GET", `${EXHIBITORS}?per_page=50${query}`);
  expect(res.status, query).toBe(200);
  return BusinessListResponseSchema.parse(await body(res));
}
const namesOf = async (query: string) => (await exhibitors(query)).data.map((row) => row.name_en);

async function companyIdOf(email: string): Promise<number> {
  const [row] = await db.db
    .select({ id: martCompanies.id })
    .from(martCompanies)
    .innerJoin(accounts, eq(accounts.id, martCompanies.accountId))
    .where(and(eq(accounts.area, "accreditation"), eq(accounts.email, email)));
  if (!row) throw new Error(`no company of ${email}`);
  return row.id;
}

describe("the MICE fair's demo companies", () => {
  it("are profiles the company form accepts as they are, with Korean names and MICE sectors for the exhibitors", () => {
    for (const company of [...MICE_SEED_COMPANIES, ...MART_SEED_COMPANIES]) {
      const parsed = CompanyProfileBodySchema.safeParse(company.profile);
      expect(parsed.error?.issues, company.email).toBeUndefined();
      if (!parsed.success) continue;
      const account = [...MICE_COMPANY_ACCOUNTS].find((item) => item.email === company.email);
      if (account) {
        const role = account.type === "buyer" ? "buyer" : "seller";
        expect(buyerProfileIssues(role, parsed.data), company.email).toEqual([]);
        // sellers have a booth when they exhibit; buyers and the company that has not applied have none
        expect(company.booth === undefined, company.email).toBe(role === "buyer" || company.applies === false);
      }
      expect(parsed.data.main_business.length, company.email).toBeLessThanOrEqual(500);
      expect(parsed.data.name_ko, company.email).toMatch(HANGUL);
      expect(parsed.data.name_en, company.email).not.toMatch(HANGUL);
    }
    const mice: readonly Sector[] = SECTOR_CATEGORIES.mice;
    const sellers = MICE_SEED_COMPANIES.filter((company) => company.booth !== undefined);
    expect(sellers.length).toBeGreaterThanOrEqual(8);
    for (const seller of sellers) {
      const sectors = [seller.profile.primary_sector, ...seller.profile.sub_sectors];
      expect(
        sectors.some((sector) => mice.includes(sector)),
        seller.email,
      ).toBe(true);
    }
    const booths = sellers.map((seller) => seller.booth);
    expect(new Set(booths).size).toBe(booths.length);
    expect(booths.every((booth) => /^M-\d{2}$/.test(booth ?? ""))).toBe(true);
  });

  it("lists the approved MICE sellers to everyone, by name: no buyers, no company that has not applied, no mart-only seller", async () => {
    const all = await exhibitors();
    expect(all.data.map((row) => row.name_en)).toEqual(EXHIBITOR_NAMES);
    expect(all.meta).toMatchObject({ total: EXHIBITOR_NAMES.length, countries: ["JP", "KR"] });
    expect(all.data.every((row) => row.role === "seller")).toBe(true);
    const ids = all.data.map((row) => row.id);
    for (const email of [MICE_BUYER1_EMAIL, MICE_BUYER2_EMAIL, MICE_NEWCO_EMAIL, MART_SELLER3_EMAIL, MART_BUYER1_EMAIL])
      expect(ids, email).not.toContain(await companyIdOf(email));
    expect(all.data.find((row) => row.name_en === "Tamna Island DMC")).toMatchObject({
      booth_no: "M-06",
      country: "KR",
      city: "Jeju",
      primary_sector: "dmc",
    });
    // in Korean, the Korean names
    const ko = await exhibitors("&lang=ko");
    expect(ko.data.every((row) => HANGUL.test(row.name))).toBe(true);
  });

  it("filters the exhibitors by country, sector (primary or sub), group of sectors and name", async () => {
    expect(await namesOf("&country=JP")).toEqual([
      "Kyushu Gateway DMC Co., Ltd.",
      "Smile Busan Dental & Wellness (Fukuoka office)",
    ]);
    // primary sector dmc, or dmc among the sub sectors
    expect(await namesOf("&sector=dmc")).toEqual([
      "Gyeonggi MICE Alliance",
      "Hanbit Congress & Events",
      "Kyushu Gateway DMC Co., Ltd.",
      "Tamna Island DMC",
    ]);
    // the Gyeongju venue company is a convention centre too, but has not applied
    expect(await namesOf("&sector=convention_center")).toEqual([
      "Busan Harbour Convention Bureau",
      "Chuncheon Lakeside Resort & Convention",
      "Songdo Bayfront Convention Center",
    ]);
    const miceGroup = await namesOf("&category=mice");
    expect(miceGroup).toEqual(EXHIBITOR_NAMES.filter((name) => !/Medical|Dental/.test(name)));
    expect(await namesOf("&category=medical")).toEqual([
      "Seoul Hangang Medical Center",
      "Smile Busan Dental & Wellness (Fukuoka office)",
    ]);
    expect(await namesOf("&category=mice&country=JP")).toEqual(["Kyushu Gateway DMC Co., Ltd."]);
    expect(await namesOf("&q=bureau")).toEqual(["Busan Harbour Convention Bureau"]);
    expect(await namesOf("&q=탐라")).toEqual(["Tamna Island DMC"]);
    // a buyer's name finds nothing: buyers are not exhibitors
    expect(await namesOf("&q=lion city")).toEqual([]);
    // the country filter's choices stay those of every exhibitor
    expect((await exhibitors("&country=JP&sector=pco")).meta).toMatchObject({ total: 0, countries: ["JP", "KR"] });

    const bad = await call(app, "GET", `${EXHIBITORS}?category=hotels`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: "VALIDATION_ERROR", field: "category" });
  });

  it("answers an exhibitor's page to everyone, and 404 for a buyer, a company that has not applied or a mart-only seller", async () => {
    const tamna = await call(app, "GET", `${EXHIBITORS}/${await companyIdOf(miceSellerEmail(6))}?lang=ko`);
    expect(tamna.status).toBe(200);
    const raw = await body<{ data: Record<string, unknown> }>(tamna);
    // what companies see of each other: no contacts, no address, no sales
    for (const key of ["contact_email", "mobile", "address", "annual_sales_2024"])
      expect(raw.data).not.toHaveProperty(key);
    const detail = BusinessResponseSchema.parse(raw).data;
    expect(detail).toMatchObject({ name: "탐라아일랜드 DMC", primary_sector: "dmc", booth_no: "M-06" });
    expect(detail.sub_sectors).toEqual(["transport", "travel_agency"]);
    expect(detail.main_business).toMatch(/haenyeo/);

    const seller1 = await call(app, "GET", `${EXHIBITORS}/${await companyIdOf(MART_SELLER1_EMAIL)}`);
    expect(seller1.status).toBe(200);

    for (const email of [MICE_BUYER1_EMAIL, MICE_BUYER2_EMAIL, MICE_NEWCO_EMAIL, MART_SELLER3_EMAIL]) {
      const res = await call(app, "GET", `${EXHIBITORS}/${await companyIdOf(email)}`);
      expect(res.status, email).toBe(404);
      expect(await errorOf(res), email).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("leaves the mart's business list as it was: the MICE-only companies are not in it", async () => {
    const { token } = await signIn(app, MART_BUYER1_EMAIL, DEMO_PASSWORD, { area: "accreditation" });
    const res = await call(app, "GET", "/api/v1/mart/businesses?per_page=50", { token });
    expect(res.status).toBe(200);
    const mart = BusinessListResponseSchema.parse(await body(res));
    expect(mart.data.map((row) => row.name_en).sort()).toEqual(
      MART_SEED_COMPANIES.map((company) => company.profile.name_en).sort(),
    );
    expect(mart.meta.countries).toEqual(["JP", "KR", "KZ", "MN"]);
    const tamna = await call(app, "GET", `/api/v1/mart/businesses/${await companyIdOf(miceSellerEmail(6))}`, {
      token,
    });
    expect(tamna.status).toBe(404);
    // the MICE fair's own list of companies has its two buyers
    const miceBuyers = BusinessListResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/mart/businesses?fair=mice&role=buyer", { token })),
    );
    expect(miceBuyers.data.map((row) => [row.name_en, row.buyer_category, row.country])).toEqual([
      ["International Society for Coastal Engineering", "association", "US"],
      ["Lion City Meetings & Incentives Pte Ltd", "meeting_planner", "SG"],
    ]);
  });

  it("signs the demo companies in with their applications for the MICE fair; the new company has a profile and can apply", async () => {
    const me = async (email: string, fair: "mice" | "sitmmt") => {
      const { token } = await signIn(app, email, DEMO_PASSWORD, { area: "accreditation" });
      const res = await call(app, "GET", `/api/v1/mart/business/me?fair=${fair}`, { token });
      expect(res.status, email).toBe(200);
      return { token, profile: MyBusinessResponseSchema.parse(await body(res)).data };
    };
    const approvedForMice = [
      ...MICE_SEED_COMPANIES.filter((company) => company.applies !== false).map((company) => company.email),
      ...MICE_MART_SELLER_EMAILS,
    ];
    for (const email of approvedForMice) {
      const { profile } = await me(email, "mice");
      expect(profile?.application, email).toMatchObject({
        fair: "mice",
        event_year: FAIR_YEARS.mice,
        status: "approved",
      });
      expect(profile?.logo?.mime, email).toBe("image/png");
      expect(profile?.documents, email).toHaveLength(1);
    }
    // the MICE companies never applied to the mart; the mart's sellers keep their mart application
    expect((await me(miceSellerEmail(1), "sitmmt")).profile?.application).toBeNull();
    expect((await me(MART_SELLER2_EMAIL, "sitmmt")).profile?.application?.status).toBe("approved");
    expect((await me(MART_SELLER3_EMAIL, "mice")).profile?.application).toBeNull();

    const newco = await me(MICE_NEWCO_EMAIL, "mice");
    expect(newco.profile).toMatchObject({ name_en: "Gyeongju Heritage Venues", application: null, booth_no: null });
    const applied = await call(app, "POST", "/api/v1/mart/business/me/application?fair=mice", {
      token: newco.token,
      body: { message: "We would like to host the fair's receptions.", agree_business: true },
    });
    expect(applied.status).toBe(201);
    expect(ApplicationResponseSchema.parse(await body(applied)).data).toMatchObject({
      fair: "mice",
      status: "submitted",
    });
    // submitted is not approved: the list is unchanged
    expect((await exhibitors()).meta.total).toBe(EXHIBITOR_NAMES.length);
    // and the mart's newco still has no profile at all
    expect((await me(MART_NEWCO_EMAIL, "mice")).profile).toBeNull();
  });

  it("adds nothing when seeding again, and reaches a database seeded before the MICE fair's companies", async () => {
    const miceRows = async () =>
      (await db.db.select({ n: count() }).from(martApplications).where(eq(martApplications.fair, "mice")))[0]?.n ?? 0;
    const before = await miceRows();
    const again = await seed(db.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain("mice-companies-v1");
    expect(await miceRows()).toBe(before);

    // a database from before the step: no MICE companies, no MICE applications of the mart's sellers
    const emails = MICE_COMPANY_ACCOUNTS.map((account) => account.email);
    await db.db.delete(accounts).where(and(eq(accounts.area, "accreditation"), inArray(accounts.email, emails)));
    await db.db.delete(martApplications).where(eq(martApplications.fair, "mice"));
    await db.db.delete(seedState).where(eq(seedState.step, "mice-companies-v1"));
    expect((await exhibitors()).meta.total).toBe(0);
    const upgrade = await seed(db.db);
    expect(upgrade.applied).toEqual(["mice-companies-v1"]);
    expect(await namesOf("")).toEqual(EXHIBITOR_NAMES);
  });
});
