import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { buyerCompany, companyAccounts, type SeedCompanyRow, sellerCompany } from "../seed-company";

const row: SeedCompanyRow = {
  email: "someone@demo.test",
  booth: "Z-01",
  colours: [
    [1, 2, 3],
    [4, 5, 6],
  ],
  document: { name: "profile.pdf", lines: ["A line"] },
  profile: {
    name_ko: "데모",
    name_en: "Demo",
    contact_name: "Kim Demo",
    department: "Sales",
    position: "Manager",
    phone: "",
    mobile: "01000000000",
    contact_email: "demo@demo.example",
    languages: ["ko"],
    social_ids: {},
    postal_code: "",
    address: "",
    address_detail: "",
    country: "JP",
    city: "Fukuoka",
    homepage: "",
    products_services: "",
    main_business: "Demo business.",
    staff_count: null,
    annual_sales_2024: null,
    korea_performance_since_2020: "",
    travelers_to_korea_since_2019: null,
    primary_sector: "dmc",
    sub_sectors: [],
    participations: null,
    route: "website",
    purposes: ["sales"],
  },
};

describe("the demo companies' rows", () => {
  it("fill a seller's continent, time zone and participation in, and leave its buyer fields empty", () => {
    const company = sellerCompany({ ...row, profile: { ...row.profile, participations: 3 } });
    expect(company).toMatchObject({ email: row.email, booth: "Z-01", colours: row.colours, document: row.document });
    expect(company.profile).toMatchObject({
      country: "JP",
      continent: "asia",
      time_zone: "Asia/Tokyo",
      participated_before: true,
      participation_count: 3,
      buyer_category: null,
      buyer_type: null,
      origin: null,
    });
    expect(company.profile).not.toHaveProperty("participations");
  });

  it("make a buyer one from abroad with its category and type, never there before when it has no count", () => {
    const company = buyerCompany({
      ...row,
      profile: { ...row.profile, country: "US", buyer_category: "association", buyer_type: "other" },
    });
    expect(company.profile).toMatchObject({
      continent: "north_america",
      time_zone: "America/New_York",
      participated_before: false,
      participation_count: null,
      buyer_category: "association",
      buyer_type: "other",
      origin: "overseas",
    });
  });

  it("give each company account the accreditation area and the demo password", () => {
    expect(companyAccounts([["buyer", "b@demo.test", "Buyer Name", "6500000000", "Buyer Co"]])).toEqual([
      {
        area: "accreditation",
        type: "buyer",
        email: "b@demo.test",
        name: "Buyer Name",
        password: DEMO_PASSWORD,
        phone: "6500000000",
        company_name: "Buyer Co",
      },
    ]);
  });
});
