import { FAIR_YEARS } from "@contracts/editions";
import { addDays } from "@contracts/shop-calendar";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import {
  AdminApplicationListResponseSchema,
  ApplicationResponseSchema,
  BusinessListResponseSchema,
  BusinessResponseSchema,
  CompanyDetailSchema,
  CompanyProfileSchema,
  CompanySummarySchema,
  MART_DOCUMENT_MAX_BYTES,
  MART_EVENT_YEAR,
  MART_IMAGE_MAX_BYTES,
  MART_MESSAGES,
  MyBusinessResponseSchema,
  type MyBusinessResponse,
} from "@contracts/mart";
import { and, count, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../../../config";
import { accounts } from "../../auth/tables";
import { editionRow } from "../edition";
import { martApplications, martCompanies, martFiles } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { MART_BUYER1_EMAIL, MART_BUYER2_EMAIL, MART_SELLER1_EMAIL, MART_SELLER2_EMAIL } from "../seed";
import { createLogger } from "../../../platform/http/logger";
import { createAuthContext } from "../../auth/context";
import { issueSession } from "../../auth/signin";
import {
  type AuthTestApp,
  authApp,
  body,
  call,
  errorOf,
  signIn,
  type TestClock,
  testClock,
} from "../../../platform/test/auth-fixtures";
import { GIF, JPEG, PDF, PNG, TEXT, WEBP } from "../../../platform/test/community-fixtures";
import { seededTestDb, type TestDb } from "../../../platform/test/db";

// On PostgreSQL (npm run test:postgres) the concurrent calls below really run at the same time.

type AccountType = "general" | "buyer" | "seller_domestic" | "seller_overseas";
type Company = { accountId: number; token: string; email: string };

let db: TestDb;
let clock: TestClock;
let app: AuthTestApp;
let admin: string;
let memberToken: string;
let newAccount: (type: AccountType, label?: string) => Promise<Company>;

let accountCount = 0;

beforeAll(async () => {
  db = await seededTestDb();
  clock = testClock();
  app = authApp(db.db, { clock });
  const ctx = createAuthContext({
    db: db.db,
    config: authConfigFromEnv({}),
    logger: createLogger("silent"),
    now: clock.now,
  });
  admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
  memberToken = (await signIn(app, "member@demo.test", DEMO_PASSWORD)).token;
  newAccount = async (type, label = "co") => {
    accountCount += 1;
    const email = `${label}-${process.pid}-${accountCount}@mart.test`;
    const [row] = await db.db
      .insert(accounts)
      .values({ area: "accreditation", type, email, loginId: email, name: `Company ${accountCount}` })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    const issued = await issueSession(ctx, row);
    return { accountId: row.id, token: issued.accessToken, email };
  };
});
afterAll(() => db?.close());

const demo = async (email: string) => signIn(app, email, DEMO_PASSWORD, { area: "accreditation" });

const ME = "/api/v1/mart/business/me";
const APPLY = "/api/v1/mart/business/me/application";

const sellerBody = (overrides: Record<string, unknown> = {}) => ({
  name_ko: "테스트 병원",
  name_en: "Test Hospital",
  contact_name: "Park Min-jun",
  department: "International Office",
  mobile: "01012345678",
  contact_email: "park@test-hospital.example",
  languages: ["ko", "en"],
  continent: "asia",
  country: "kr",
  city: "Seoul",
  main_business: "A general hospital with an international patient centre.",
  primary_sector: "hospital",
  route: "website",
  purposes: ["sales"],
  ...overrides,
});

const buyerBody = (overrides: Record<string, unknown> = {}) =>
  sellerBody({
    name_ko: "테스트 여행사",
    name_en: "Test Travel",
    country: "UZ",
    city: "Tashkent",
    time_zone: "Asia/Tashkent",
    primary_sector: "travel_agency",
    buyer_category: "travel_agency",
    buyer_type: "outbound_agency",
    origin: "overseas",
    ...overrides,
  });

const put = (who: { token: string }, payload: unknown) => call(app, "PUT", ME, { token: who.token, body: payload });

async function saved(res: Response): Promise<MyBusinessResponse> {
  if (res.status !== 200) throw new Error(`profile not saved: ${res.status} ${await res.text()}`);
  return MyBusinessResponseSchema.parse(await body(res));
}

async function profileOf(who: { token: string }) {
  const res = await call(app, "GET", ME, { token: who.token });
  expect(res.status).toBe(200);
  return MyBusinessResponseSchema.parse(await body(res));
}

type Upload = { data: Buffer; name: string };

/** A multipart profile: lists and objects as JSON text, the rest as text, then the files. */
function profileForm(
  fields: Record<string, unknown>,
  files: { logo?: Upload; banner?: Upload; documents?: Upload[] } = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) data.append(name, "");
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      data.append(name, String(value));
    } else data.append(name, JSON.stringify(value));
  }
  const add = (name: string, file: Upload) =>
    data.append(name, new Blob([new Uint8Array(file.data)], { type: "application/octet-stream" }), file.name);
  if (files.logo) add("logo", files.logo);
  if (files.banner) add("banner", files.banner);
  for (const file of files.documents ?? []) add("documents", file);
  return data;
}

const companyCount = async () => (await db.db.select({ n: count() }).from(martCompanies))[0]?.n ?? 0;
const fileCount = async () => (await db.db.select({ n: count() }).from(martFiles))[0]?.n ?? 0;

/** A company with a saved profile and, optionally, an application decided by an operator. */
async function companyWith(
  type: Exclude<AccountType, "general">,
  decision: "none" | "submitted" | "approved" | "rejected",
  overrides: Record<string, unknown> = {},
) {
  const who = await newAccount(type);
  const profile = await saved(await put(who, type === "buyer" ? buyerBody(overrides) : sellerBody(overrides)));
  const id = profile.data?.id ?? 0;
  if (decision !== "none") {
    const res = await call(app, "POST", APPLY, { token: who.token, body: { agree_business: true } });
    expect(res.status).toBe(201);
    const application = ApplicationResponseSchema.parse(await body(res)).data;
    if (decision !== "submitted") {
      const decided = await call(app, "POST", `/api/v1/admin/mart/applications/${application.id}/decision`, {
        token: admin,
        body: { status: decision },
      });
      expect(decided.status).toBe(200);
    }
  }
  return { ...who, id, profile };
}

describe("areas: who may call what", () => {
  it("refuses guests, members and operators on the company's own calls, and companies on operators' calls", async () => {
    const company = await newAccount("seller_domestic");
    for (const token of [undefined, memberToken, admin]) {
      expect((await call(app, "GET", ME, { token })).status).toBe(401);
      expect((await call(app, "PUT", ME, { token, body: sellerBody() })).status).toBe(401);
      expect((await call(app, "POST", APPLY, { token, body: { agree_business: true } })).status).toBe(401);
      expect((await call(app, "DELETE", APPLY, { token })).status).toBe(401);
    }
    for (const token of [undefined, memberToken]) {
      expect((await call(app, "GET", "/api/v1/mart/businesses", { token })).status).toBe(401);
      expect((await call(app, "GET", "/api/v1/mart/businesses/1", { token })).status).toBe(401);
    }
    for (const token of [undefined, memberToken, company.token]) {
      expect((await call(app, "GET", "/api/v1/admin/mart/applications", { token })).status).toBe(401);
      expect(
        (await call(app, "POST", "/api/v1/admin/mart/applications/1/decision", { token, body: { status: "approved" } }))
          .status,
      ).toBe(401);
      expect((await call(app, "GET", "/api/v1/admin/mart/businesses/1", { token })).status).toBe(401);
      expect(
        (await call(app, "PUT", "/api/v1/admin/mart/businesses/1/booth", { token, body: { booth_no: "B-1" } })).status,
      ).toBe(401);
    }
    // an accreditation token that names another area is refused too
    expect((await call(app, "GET", ME, { token: company.token, area: "member" })).status).toBe(401);
    // a guest's upload is refused before anything is read
    const upload = await call(app, "PUT", ME, {
      body: profileForm(sellerBody(), { logo: { data: PNG, name: "a.png" } }),
    });
    expect(upload.status).toBe(401);
  });
});

describe("my company profile", () => {
  it("a general account has no role and no profile, and may not write one (409 NOT_COMPANY_ACCOUNT)", async () => {
    const general = await demo("biz@demo.test");
    const me = await profileOf(general);
    expect(me).toEqual({ data: null, meta: { role: null, origin: null } });
    const before = await companyCount();
    for (const payload of [sellerBody(), profileForm(sellerBody(), { logo: { data: PNG, name: "a.png" } }), {}]) {
      const res = await put(general, payload);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: "NOT_COMPANY_ACCOUNT", message: MART_MESSAGES.notCompanyAccount });
    }
    const apply = await call(app, "POST", APPLY, { token: general.token, body: { agree_business: true } });
    expect(apply.status).toBe(409);
    expect(await errorOf(apply)).toMatchObject({ code: "NOT_COMPANY_ACCOUNT" });
    expect(await companyCount()).toBe(before);
  });

  it("tells a company without a profile its role; a seller's origin comes from its account type", async () => {
    expect(await profileOf(await newAccount("seller_domestic"))).toEqual({
      data: null,
      meta: { role: "seller", origin: "domestic" },
    });
    expect(await profileOf(await newAccount("seller_overseas"))).toEqual({
      data: null,
      meta: { role: "seller", origin: "overseas" },
    });
    expect(await profileOf(await newAccount("buyer"))).toEqual({ data: null, meta: { role: "buyer", origin: null } });
  });

  it("saves a seller's JSON profile, clears buyer-only fields and keeps its origin from the account", async () => {
    const seller = await newAccount("seller_overseas");
    const first = await saved(
      await put(
        seller,
        sellerBody({
          origin: "domestic",
          buyer_category: "travel_agency",
          buyer_type: "outbound_agency",
          social_ids: { kakao: "testhospital", line: "" },
          staff_count: "120",
          sub_sectors: ["health_checkup", "health_checkup", "dental"],
          participated_before: false,
          participation_count: 4,
        }),
      ),
    );
    expect(first.meta).toEqual({ role: "seller", origin: "overseas" });
    expect(first.data).toMatchObject({
      role: "seller",
      origin: "overseas",
      name: "Test Hospital",
      name_ko: "테스트 병원",
      country: "KR",
      time_zone: "Asia/Seoul",
      buyer_category: null,
      buyer_type: null,
      social_ids: { kakao: "testhospital" },
      staff_count: 120,
      sub_sectors: ["health_checkup", "dental"],
      participation_count: null,
      logo: null,
      banner: null,
      documents: [],
      application: null,
      booth_no: null,
      contact_email: "park@test-hospital.example",
    });
    // an update keeps the company and its id
    clock.advance(60);
    const second = await saved(await put(seller, sellerBody({ name_en: "Test Hospital Seoul", city: "Incheon" })));
    expect(second.data?.id).toBe(first.data?.id);
    expect(second.data).toMatchObject({ name_en: "Test Hospital Seoul", city: "Incheon" });
    expect(second.data?.updated_at).not.toBe(first.data?.updated_at);
    const ko = await call(app, "GET", `${ME}?lang=ko`, { token: seller.token });
    expect(MyBusinessResponseSchema.parse(await body(ko)).data?.name).toBe("테스트 병원");
  });

  it("saves a buyer with its chosen origin", async () => {
    const buyer = await newAccount("buyer");
    const res = await saved(await put(buyer, buyerBody({ origin: "domestic" })));
    expect(res.meta).toEqual({ role: "buyer", origin: "domestic" });
    expect(res.data).toMatchObject({
      role: "buyer",
      origin: "domestic",
      buyer_category: "travel_agency",
      buyer_type: "outbound_agency",
    });
    expect((await profileOf(buyer)).meta).toEqual({ role: "buyer", origin: "domestic" });
  });

  it("names each invalid field with the contract's message, and keeps nothing", async () => {
    const seller = await newAccount("seller_domestic");
    const cases: [Record<string, unknown>, string, string][] = [
      [sellerBody({ name_ko: undefined }), "name_ko", MART_MESSAGES.nameKoRequired],
      [sellerBody({ name_ko: "  " }), "name_ko", MART_MESSAGES.nameKoRequired],
      [sellerBody({ name_en: "" }), "name_en", MART_MESSAGES.nameEnRequired],
      [sellerBody({ contact_name: undefined }), "contact_name", REQUIRED_MESSAGE],
      [sellerBody({ contact_email: "not-an-email" }), "contact_email", MART_MESSAGES.contactEmailInvalid],
      [sellerBody({ mobile: "010-1234-5678" }), "mobile", MART_MESSAGES.mobileInvalid],
      [sellerBody({ phone: "02-123" }), "phone", MART_MESSAGES.phoneInvalid],
      [sellerBody({ homepage: "www.example.com" }), "homepage", MART_MESSAGES.homepageInvalid],
      [sellerBody({ main_business: "x".repeat(501) }), "main_business", MART_MESSAGES.mainBusinessTooLong],
      [sellerBody({ country: "Korea" }), "country", MART_MESSAGES.countryInvalid],
      [sellerBody({ languages: [] }), "languages", MART_MESSAGES.languagesRequired],
      [sellerBody({ languages: undefined }), "languages", MART_MESSAGES.languagesRequired],
      [sellerBody({ purposes: [] }), "purposes", MART_MESSAGES.purposeRequired],
      [sellerBody({ time_zone: "Mars/Olympus" }), "time_zone", MART_MESSAGES.timeZoneInvalid],
      [
        sellerBody({ participated_before: true, participation_count: null }),
        "participation_count",
        MART_MESSAGES.participationCountRequired,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(seller, payload);
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error, field).toMatchObject({ code: "VALIDATION_ERROR", field, message: `${field}: ${message}` });
      expect(error.issues, field).toContainEqual({ field, message });
    }
    const many = await errorOf(
      await put(seller, sellerBody({ name_en: "", mobile: "12", languages: [], primary_sector: "bakery" })),
    );
    expect(many.issues?.map((issue) => issue.field).sort()).toEqual(
      ["languages", "mobile", "name_en", "primary_sector"].sort(),
    );
    const empty = await call(app, "PUT", ME, { token: seller.token });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ code: "VALIDATION_ERROR", field: "name_ko" });
    expect((await profileOf(seller)).data).toBeNull();
  });

  it("asks a buyer for category, type and origin, together with the schema's issues", async () => {
    const buyer = await newAccount("buyer");
    const missing = await put(buyer, buyerBody({ buyer_category: null, buyer_type: undefined, origin: null }));
    expect(missing.status).toBe(400);
    const error = await errorOf(missing);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", field: "buyer_category" });
    expect(error.issues).toEqual([
      { field: "buyer_category", message: MART_MESSAGES.buyerFieldsRequired },
      { field: "buyer_type", message: MART_MESSAGES.buyerFieldsRequired },
      { field: "origin", message: REQUIRED_MESSAGE },
    ]);
    // a schema error and the buyer's missing fields come in one answer
    const both = await errorOf(await put(buyer, buyerBody({ contact_email: "nope", buyer_type: null, origin: "x" })));
    expect(both.issues).toContainEqual({ field: "contact_email", message: MART_MESSAGES.contactEmailInvalid });
    expect(both.issues).toContainEqual({ field: "buyer_type", message: MART_MESSAGES.buyerFieldsRequired });
    // an unreadable origin is the schema's issue, named once
    expect(both.issues?.filter((issue) => issue.field === "origin")).toHaveLength(1);
    const form = await errorOf(await put(buyer, profileForm(buyerBody({ buyer_category: "", origin: "" }))));
    expect(form.issues).toEqual([
      { field: "buyer_category", message: MART_MESSAGES.buyerFieldsRequired },
      { field: "origin", message: REQUIRED_MESSAGE },
    ]);
    expect((await profileOf(buyer)).data).toBeNull();
  });

  it("saves a multipart profile with logo, banner and documents checked by content", async () => {
    const seller = await newAccount("seller_domestic");
    const res = await saved(
      await put(
        seller,
        profileForm(
          sellerBody({
            staff_count: "",
            annual_sales_2024: "2500000",
            participated_before: "true",
            participation_count: "3",
            social_ids: { whatsapp: "+821012345678" },
            buyer_category: "",
          }),
          {
            logo: { data: PNG, name: "logo.png" },
            banner: { data: WEBP, name: "banner.webp" },
            documents: [
              { data: PDF, name: "회사 소개서.pdf" },
              { data: JPEG, name: "licence.jpg" },
            ],
          },
        ),
      ),
    );
    expect(res.data).toMatchObject({
      staff_count: null,
      annual_sales_2024: 2_500_000,
      participated_before: true,
      participation_count: 3,
      social_ids: { whatsapp: "+821012345678" },
      languages: ["ko", "en"],
    });
    expect(res.data?.logo).toMatchObject({ name: "logo.png", mime: "image/png", size: PNG.byteLength });
    expect(res.data?.banner).toMatchObject({ name: "banner.webp", mime: "image/webp" });
    expect(res.data?.documents.map((file) => [file.name, file.mime])).toEqual([
      ["회사 소개서.pdf", "application/pdf"],
      ["licence.jpg", "image/jpeg"],
    ]);
    expect(res.data?.logo?.url).toBe(`/api/v1/mart/files/${res.data?.logo?.id}`);
    // repeated parts and name[] spellings of the lists work as well
    const repeated = new FormData();
    for (const [key, value] of Object.entries(sellerBody({ languages: undefined, purposes: undefined }))) {
      if (value !== undefined) repeated.append(key, String(value));
    }
    repeated.append("languages[]", "ru");
    repeated.append("languages[]", "mn");
    repeated.append("purposes", "networking");
    repeated.append("keep_document_ids", String(res.data?.documents[0]?.id));
    const again = await saved(await put(seller, repeated));
    expect(again.data).toMatchObject({ languages: ["ru", "mn"], purposes: ["networking"] });
    expect(again.data?.documents.map((file) => file.name)).toEqual(["회사 소개서.pdf"]);
    expect(again.data?.logo?.id).toBe(res.data?.logo?.id);
  });

  it("refuses files by content, size and count, and keeps nothing of the request", async () => {
    const seller = await companyWith("seller_domestic", "none");
    const base = await saved(
      await put(
        seller,
        profileForm(sellerBody(), {
          logo: { data: PNG, name: "logo.png" },
          documents: [
            { data: PDF, name: "a.pdf" },
            { data: PDF, name: "b.pdf" },
          ],
        }),
      ),
    );
    const kept = base.data?.documents.map((file) => file.id) ?? [];
    const before = [await fileCount(), await companyCount()];
    const bigImage = Buffer.concat([PNG, Buffer.alloc(MART_IMAGE_MAX_BYTES)]);
    const bigDocument = Buffer.concat([PDF, Buffer.alloc(MART_DOCUMENT_MAX_BYTES)]);
    const cases: [FormData, string, string][] = [
      // a .png name with PDF bytes
      [profileForm(sellerBody(), { logo: { data: PDF, name: "logo.png" } }), "logo", MART_MESSAGES.imageType],
      [profileForm(sellerBody(), { banner: { data: GIF, name: "banner.gif" } }), "banner", MART_MESSAGES.imageType],
      [profileForm(sellerBody(), { logo: { data: bigImage, name: "big.png" } }), "logo", MART_MESSAGES.imageType],
      [
        profileForm(sellerBody({ keep_document_ids: kept }), { documents: [{ data: TEXT, name: "notes.pdf" }] }),
        "documents",
        MART_MESSAGES.documentType,
      ],
      [
        profileForm(sellerBody(), { documents: [{ data: bigDocument, name: "big.pdf" }] }),
        "documents",
        MART_MESSAGES.documentType,
      ],
      // two kept and two new are more than three
      [
        profileForm(sellerBody({ keep_document_ids: kept }), {
          documents: [
            { data: PDF, name: "c.pdf" },
            { data: PNG, name: "d.png" },
          ],
        }),
        "documents",
        MART_MESSAGES.documentType,
      ],
      [
        profileForm(sellerBody(), {
          documents: Array.from({ length: 4 }, (_, index) => ({ data: PDF, name: `${index}.pdf` })),
        }),
        "documents",
        MART_MESSAGES.documentType,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(seller, payload);
      expect(res.status, `${field}: ${message}`).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field, message: `${field}: ${message}` });
    }
    // a text part where a file belongs
    const wrong = profileForm(sellerBody());
    wrong.append("logo", "not a file");
    const text = await put(seller, wrong);
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toMatchObject({ field: "logo", message: `logo: ${MART_MESSAGES.imageType}` });
    expect([await fileCount(), await companyCount()]).toEqual(before);
    const after = await profileOf(seller);
    expect(after.data?.documents.map((file) => file.id)).toEqual(kept);
    expect(after.data?.logo?.id).toBe(base.data?.logo?.id);
  });

  it("replaces the logo, removes the banner and the documents not kept", async () => {
    const seller = await newAccount("seller_domestic");
    const first = await saved(
      await put(
        seller,
        profileForm(sellerBody(), {
          logo: { data: PNG, name: "old.png" },
          banner: { data: PNG, name: "banner.png" },
          documents: [
            { data: PDF, name: "one.pdf" },
            { data: PDF, name: "two.pdf" },
            { data: PDF, name: "three.pdf" },
          ],
        }),
      ),
    );
    const oldLogo = first.data?.logo?.id ?? 0;
    const [one, two, three] = first.data?.documents.map((file) => file.id) ?? [];
    const second = await saved(
      await put(
        seller,
        profileForm(sellerBody({ keep_document_ids: [one, three], remove_banner: "true" }), {
          logo: { data: JPEG, name: "new.jpg" },
          documents: [{ data: PNG, name: "four.png" }],
        }),
      ),
    );
    expect(second.data?.logo).toMatchObject({ name: "new.jpg", mime: "image/jpeg" });
    expect(second.data?.logo?.id).not.toBe(oldLogo);
    expect(second.data?.banner).toBeNull();
    expect(second.data?.documents.map((file) => file.name)).toEqual(["one.pdf", "three.pdf", "four.png"]);
    expect((await call(app, "GET", `/api/v1/mart/files/${oldLogo}`)).status).toBe(404);
    expect((await call(app, "GET", `/api/v1/mart/files/${two}`, { token: seller.token })).status).toBe(404);
    // JSON keeps the logo unless asked, and keeps only the documents it names
    const third = await saved(await put(seller, sellerBody({ keep_document_ids: [three], remove_logo: false })));
    expect(third.data?.logo?.name).toBe("new.jpg");
    expect(third.data?.documents.map((file) => file.id)).toEqual([three]);
    const fourth = await saved(await put(seller, sellerBody({ remove_logo: true })));
    expect(fourth.data?.logo).toBeNull();
    expect(fourth.data?.documents).toEqual([]);
  });

  it("writes the profile and its files in one transaction: a failed file store leaves no company", async () => {
    const seller = await newAccount("seller_domestic");
    const before = [await companyCount(), await fileCount()];
    await db.db.execute(sql`
      create function refuse_mart_file() returns trigger language plpgsql as $$
      begin raise exception 'file store failed'; end $$`);
    await db.db.execute(
      sql`create trigger refuse_mart_file before insert on mart_files for each row execute function refuse_mart_file()`,
    );
    try {
      const res = await put(seller, profileForm(sellerBody(), { logo: { data: PNG, name: "a.png" } }));
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toMatchObject({ code: "INTERNAL_ERROR" });
    } finally {
      await db.db.execute(sql`drop trigger refuse_mart_file on mart_files`);
      await db.db.execute(sql`drop function refuse_mart_file()`);
    }
    expect([await companyCount(), await fileCount()]).toEqual(before);
    expect((await profileOf(seller)).data).toBeNull();
  });

  it("answers 413 to a request far over the file limits", async () => {
    const seller = await newAccount("seller_domestic");
    const huge = Buffer.concat([PDF, Buffer.alloc(45 * 1024 * 1024)]);
    const res = await put(seller, profileForm(sellerBody(), { documents: [{ data: huge, name: "huge.pdf" }] }));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "documents" });
    expect((await profileOf(seller)).data).toBeNull();
  });
});

describe("files", () => {
  it("serves logos to anyone inline, and documents only to their company, approved participants and operators", async () => {
    const owner = await newAccount("seller_domestic");
    const saved1 = await saved(
      await put(
        owner,
        profileForm(sellerBody(), {
          logo: { data: PNG, name: "logo.png" },
          documents: [{ data: PDF, name: '소개서 "2025".pdf' }],
        }),
      ),
    );
    const logo = saved1.data?.logo?.url ?? "";
    const document = saved1.data?.documents[0]?.url ?? "";

    const image = await call(app, "GET", logo);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const mine = await call(app, "GET", document, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe(
      `attachment; filename="___ _2025_.pdf"; filename*=UTF-8''${encodeURIComponent('소개서 "2025".pdf')}`,
    );
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await fileTypeFromBuffer(Buffer.from(await mine.arrayBuffer())))?.mime).toBe("application/pdf");
    expect((await call(app, "GET", document, { token: admin })).status).toBe(200);

    const missing = await errorOf(await call(app, "GET", "/api/v1/mart/files/999999"));
    const approvedOther = await companyWith("buyer", "approved");
    const pendingOther = await companyWith("buyer", "submitted");
    // the owner is not approved yet: nobody else reads its documents, approved or not
    for (const token of [undefined, memberToken, pendingOther.token, approvedOther.token]) {
      const res = await call(app, "GET", document, { token });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual(missing);
    }
    // once the owner is approved, approved participants read them, others still do not
    const applied = await call(app, "POST", APPLY, { token: owner.token, body: { agree_business: true } });
    const applicationId = ApplicationResponseSchema.parse(await body(applied)).data.id;
    await call(app, "POST", `/api/v1/admin/mart/applications/${applicationId}/decision`, {
      token: admin,
      body: { status: "approved" },
    });
    expect((await call(app, "GET", document, { token: approvedOther.token })).status).toBe(200);
    expect((await call(app, "GET", document, { token: pendingOther.token })).status).toBe(404);
    expect((await call(app, "GET", document)).status).toBe(404);
    // a token that is sent must be valid
    expect((await call(app, "GET", logo, { token: "not-a-token" })).status).toBe(401);
    expect((await call(app, "GET", "/api/v1/mart/files/abc")).status).toBe(400);
  });
});

describe("applications", () => {
  it("needs a profile, refuses a second live application and lets a submitted one be withdrawn", async () => {
    const seller = await newAccount("seller_domestic");
    const early = await call(app, "POST", APPLY, { token: seller.token, body: { agree_business: true } });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: "PROFILE_REQUIRED", message: MART_MESSAGES.profileRequired });
    expect((await call(app, "DELETE", APPLY, { token: seller.token })).status).toBe(409);
    await saved(await put(seller, sellerBody()));

    for (const payload of [{}, { agree_business: false }, { agree_business: true, message: "x".repeat(1001) }]) {
      const bad = await call(app, "POST", APPLY, { token: seller.token, body: payload });
      expect(bad.status).toBe(400);
    }
    expect(await errorOf(await call(app, "POST", APPLY, { token: seller.token, body: {} }))).toMatchObject({
      field: "agree_business",
      message: "agree_business: Please agree to the business agreement.",
    });
    const noneYet = await call(app, "DELETE", APPLY, { token: seller.token });
    expect(noneYet.status).toBe(404);
    expect(await errorOf(noneYet)).toEqual({ code: "NOT_FOUND", message: MART_MESSAGES.applicationNotFound });

    const res = await call(app, "POST", APPLY, {
      token: seller.token,
      body: { agree_business: true, message: "  We want to meet agencies from Central Asia.  " },
    });
    expect(res.status).toBe(201);
    const application = ApplicationResponseSchema.parse(await body(res)).data;
    expect(application).toMatchObject({
      event_year: MART_EVENT_YEAR,
      status: "submitted",
      message: "We want to meet agencies from Central Asia.",
      operator_note: "",
      decided_at: null,
    });
    expect((await profileOf(seller)).data?.application).toEqual(application);
    const again = await call(app, "POST", APPLY, { token: seller.token, body: { agree_business: true } });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "ALREADY_APPLIED", message: MART_MESSAGES.alreadyApplied });

    const withdrawn = await call(app, "DELETE", APPLY, { token: seller.token });
    expect(withdrawn.status).toBe(200);
    expect(ApplicationResponseSchema.parse(await body(withdrawn)).data).toMatchObject({
      id: application.id,
      status: "withdrawn",
    });
    expect((await profileOf(seller)).data?.application?.status).toBe("withdrawn");
    const second = await call(app, "POST", APPLY, { token: seller.token, body: { agree_business: true } });
    expect(second.status).toBe(201);
    expect((await profileOf(seller)).data?.application?.status).toBe("submitted");
  });

  it("keeps a decided application: withdrawing it is 409 NOT_PENDING", async () => {
    for (const decision of ["approved", "rejected"] as const) {
      const company = await companyWith("buyer", decision);
      const res = await call(app, "DELETE", APPLY, { token: company.token });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: "NOT_PENDING", message: MART_MESSAGES.notPending });
      expect((await profileOf(company)).data?.application?.status).toBe(decision);
      // a rejected company cannot simply apply again this year
      const again = await call(app, "POST", APPLY, { token: company.token, body: { agree_business: true } });
      expect(again.status).toBe(409);
    }
  });

  it("two applications sent at the same moment give one; the other is 409 ALREADY_APPLIED", async () => {
    for (let round = 0; round < 3; round += 1) {
      const company = await companyWith("seller_domestic", "none");
      const answers = await Promise.all(
        Array.from({ length: 2 }, () =>
          call(app, "POST", APPLY, { token: company.token, body: { agree_business: true } }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.status === 409);
      expect(await refused?.json()).toEqual({ code: "ALREADY_APPLIED", message: MART_MESSAGES.alreadyApplied });
      const [live] = await db.db
        .select({ n: count() })
        .from(martApplications)
        .where(and(eq(martApplications.companyId, company.id), eq(martApplications.eventYear, MART_EVENT_YEAR)));
      expect(live?.n).toBe(1);
    }
  });
});

describe("operators: applications, booths and whole profiles", () => {
  it("lists this year's applications by status with the companies' summaries", async () => {
    const pending = await companyWith("buyer", "submitted", { name_en: "Pending Listing Travel" });
    const res = await call(app, "GET", "/api/v1/admin/mart/applications?status=submitted&per_page=100", {
      token: admin,
    });
    expect(res.status).toBe(200);
    const page = AdminApplicationListResponseSchema.parse(await body(res));
    expect(page.data.every((row) => row.status === "submitted")).toBe(true);
    expect(page.data.find((row) => row.company.id === pending.id)?.company.name).toBe("Pending Listing Travel");
    const approved = AdminApplicationListResponseSchema.parse(
      await body(
        await call(app, "GET", "/api/v1/admin/mart/applications?status=approved&per_page=2", { token: admin }),
      ),
    );
    expect(approved.data).toHaveLength(2);
    expect(approved.meta.total).toBeGreaterThanOrEqual(4);
    expect(approved.meta.total_pages).toBe(Math.ceil(approved.meta.total / 2));
    // no contacts in the list's company summary
    expect(Object.keys(approved.data[0]?.company ?? {}).sort()).toEqual(Object.keys(CompanySummarySchema.shape).sort());
    for (const query of ["status=maybe", "page=0", "per_page=101"]) {
      expect((await call(app, "GET", `/api/v1/admin/mart/applications?${query}`, { token: admin })).status).toBe(400);
    }
  });

  it("decides a submitted application once, recording when and who", async () => {
    const company = await companyWith("seller_domestic", "submitted");
    const application = (await profileOf(company)).data?.application;
    const path = `/api/v1/admin/mart/applications/${application?.id}/decision`;
    const bad = await call(app, "POST", path, { token: admin, body: { status: "maybe" } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "status" });
    clock.advance(120);
    const res = await call(app, "POST", path, {
      token: admin,
      body: { status: "approved", operator_note: "Welcome to the mart." },
    });
    expect(res.status).toBe(200);
    const decided = (await body<{ data: { status: string; decided_at: string; operator_note: string } }>(res)).data;
    expect(decided).toMatchObject({ status: "approved", operator_note: "Welcome to the mart." });
    expect(decided.decided_at).toBe(clock.now().toISOString());
    const [row] = await db.db
      .select()
      .from(martApplications)
      .where(eq(martApplications.id, application?.id ?? 0));
    const [operator] = await db.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.area, "admin"), eq(accounts.email, "admin@demo.test")));
    expect(row?.decidedBy).toBe(operator?.id);
    const again = await call(app, "POST", path, { token: admin, body: { status: "rejected" } });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "NOT_PENDING", message: MART_MESSAGES.notPending });
    const missing = await call(app, "POST", "/api/v1/admin/mart/applications/999999/decision", {
      token: admin,
      body: { status: "approved" },
    });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({ code: "NOT_FOUND", message: MART_MESSAGES.applicationNotFound });
  });

  it("two decisions at the same moment: one wins, the other is 409 NOT_PENDING", async () => {
    const company = await companyWith("buyer", "submitted");
    const id = (await profileOf(company)).data?.application?.id;
    const answers = await Promise.all(
      (["approved", "rejected"] as const).map((status) =>
        call(app, "POST", `/api/v1/admin/mart/applications/${id}/decision`, { token: admin, body: { status } }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it("sets and clears booths and reads any company's whole profile", async () => {
    const seller = await companyWith("seller_domestic", "none");
    const path = `/api/v1/admin/mart/businesses/${seller.id}`;
    const set = await call(app, "PUT", `${path}/booth`, { token: admin, body: { booth_no: "  B-07 " } });
    expect(set.status).toBe(200);
    const profile = CompanyProfileSchema.parse((await body<{ data: unknown }>(set)).data);
    expect(profile.booth_no).toBe("B-07");
    expect(profile.contact_email).toBe("park@test-hospital.example");
    expect((await profileOf(seller)).data?.booth_no).toBe("B-07");
    const cleared = await call(app, "PUT", `${path}/booth`, { token: admin, body: { booth_no: "" } });
    expect((await body<{ data: { booth_no: string | null } }>(cleared)).data.booth_no).toBeNull();
    expect((await call(app, "PUT", `${path}/booth`, { token: admin, body: { booth_no: "x".repeat(21) } })).status).toBe(
      400,
    );
    const read = await call(app, "GET", `${path}?lang=ko`, { token: admin });
    expect(read.status).toBe(200);
    expect(CompanyProfileSchema.parse((await body<{ data: unknown }>(read)).data)).toMatchObject({
      id: seller.id,
      name: "테스트 병원",
      mobile: "01012345678",
      application: null,
    });
    for (const res of [
      await call(app, "GET", "/api/v1/admin/mart/businesses/999999", { token: admin }),
      await call(app, "PUT", "/api/v1/admin/mart/businesses/999999/booth", { token: admin, body: { booth_no: "C" } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: MART_MESSAGES.notFound });
    }
  });
});

describe("the business list and detail", () => {
  const PRIVATE_KEYS = [
    "contact_name",
    "contact_email",
    "mobile",
    "phone",
    "address",
    "address_detail",
    "postal_code",
    "annual_sales_2024",
    "social_ids",
    "application",
  ];

  const list = async (query: string, token?: string) => {
    const res = await call(app, "GET", `/api/v1/mart/businesses${query}`, { token: token ?? admin });
    if (res.status !== 200) throw new Error(`list ${query}: ${res.status} ${await res.text()}`);
    return BusinessListResponseSchema.parse(await body(res));
  };

  it("lists only this year's approved companies, by name, to participants and operators", async () => {
    const buyer1 = await demo(MART_BUYER1_EMAIL);
    const approved = await companyWith("seller_domestic", "approved", {
      name_en: "aaa First Clinic",
      name_ko: "힣 병원",
    });
    const pending = await companyWith("seller_domestic", "submitted", { name_en: "Pending Clinic" });
    const rejected = await companyWith("seller_domestic", "rejected", { name_en: "Rejected Clinic" });
    const unapplied = await companyWith("seller_domestic", "none", { name_en: "Quiet Clinic" });
    const all = await list("?per_page=50", buyer1.token);
    const ids = all.data.map((row) => row.id);
    expect(ids).toContain(approved.id);
    for (const company of [pending, rejected, unapplied]) expect(ids).not.toContain(company.id);
    const names = all.data.map((row) => row.name_en.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.data[0]?.id).toBe(approved.id);
    const [applicationCount] = await db.db
      .select({ n: count() })
      .from(martApplications)
      .where(and(eq(martApplications.eventYear, MART_EVENT_YEAR), eq(martApplications.status, "approved")));
    expect(all.meta.total).toBe(applicationCount?.n);
    // names in the asked language, ordered by it
    const ko = await list("?lang=ko&per_page=50");
    expect(ko.data.find((row) => row.id === approved.id)?.name).toBe("힣 병원");
    expect(ko.data.at(-1)?.id).toBe(approved.id);
    // what companies may see of each other: the summary's fields and nothing private
    const raw = await body<{ data: Record<string, unknown>[] }>(
      await call(app, "GET", "/api/v1/mart/businesses", { token: buyer1.token }),
    );
    for (const row of raw.data) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(CompanySummarySchema.shape).sort());
      for (const key of PRIVATE_KEYS) expect(row).not.toHaveProperty(key);
    }
  });

  it("filters by role, country, sector (primary or sub), category and name, and pages", async () => {
    const sellers = await list("?role=seller&per_page=50");
    expect(sellers.data.every((row) => row.role === "seller")).toBe(true);
    expect(sellers.data.map((row) => row.name_en)).toEqual(
      expect.arrayContaining(["Seoul Hangang Medical Center", "Smile Busan Dental & Wellness (Fukuoka office)"]),
    );
    const buyers = await list("?role=buyer&per_page=50");
    expect(buyers.data.every((row) => row.role === "buyer")).toBe(true);
    expect(buyers.meta.countries).toEqual(expect.arrayContaining(["KZ", "MN"]));
    expect(buyers.meta.countries).toEqual([...buyers.meta.countries].sort());
    // countries follow the role only, not the other filters
    const kz = await list("?role=buyer&country=kz");
    expect(kz.data.map((row) => row.name_en)).toEqual(["Silk Road Health Travel LLP"]);
    expect(kz.meta.countries).toEqual(buyers.meta.countries);
    expect((await list("?role=seller")).meta.countries).toEqual(expect.arrayContaining(["JP", "KR"]));
    expect((await list("?role=seller")).meta.countries).not.toContain("KZ");

    const dental = await list("?sector=dental&per_page=50");
    expect(dental.data.map((row) => row.name_en)).toContain("Smile Busan Dental & Wellness (Fukuoka office)");
    // health_checkup is a sub sector of the Seoul hospital and the Kazakh agency
    const checkups = await list("?sector=health_checkup&per_page=50");
    expect(checkups.data.map((row) => row.name_en)).toEqual(
      expect.arrayContaining(["Seoul Hangang Medical Center", "Silk Road Health Travel LLP"]),
    );
    expect(checkups.data.every((row) => row.primary_sector !== "dental")).toBe(true);
    const facilitators = await list("?category=medical_facilitator");
    expect(facilitators.data.map((row) => row.name_en)).toEqual(["Blue Sky Medical Bridge LLC"]);

    expect((await list("?q=HANGANG")).data.map((row) => row.name_en)).toEqual(["Seoul Hangang Medical Center"]);
    expect((await list("?q=한강")).data.map((row) => row.name_en)).toEqual(["Seoul Hangang Medical Center"]);
    const percent = await companyWith("seller_domestic", "approved", { name_en: "100% Care Clinic" });
    expect((await list("?q=%25")).data.map((row) => row.id)).toEqual([percent.id]);
    expect((await list("?q=_")).data).toEqual([]);
    expect((await list("?q=100%25%20Care")).data.map((row) => row.id)).toEqual([percent.id]);

    const everySeller = await list("?role=seller&per_page=50");
    const first = await list("?role=seller&per_page=2");
    const second = await list("?role=seller&per_page=2&page=2");
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, per_page: 2, total: everySeller.meta.total });
    expect(first.meta.total_pages).toBe(Math.ceil(everySeller.meta.total / 2));
    expect(second.data[0]?.id).toBe(everySeller.data[2]?.id);

    for (const query of ["?role=agent", "?country=KOR", "?sector=bakery", "?category=x", "?per_page=51", "?lang=fr"]) {
      expect((await call(app, "GET", `/api/v1/mart/businesses${query}`, { token: admin })).status, query).toBe(400);
    }
  });

  it("shows an approved company's detail without private fields; another company not approved is 404", async () => {
    const buyer2 = await demo(MART_BUYER2_EMAIL);
    const seller1 = (await list("?q=Hangang")).data[0];
    const res = await call(app, "GET", `/api/v1/mart/businesses/${seller1?.id}?lang=ko`, { token: buyer2.token });
    expect(res.status).toBe(200);
    const raw = await body<{ data: Record<string, unknown> }>(res);
    expect(Object.keys(raw.data).sort()).toEqual(Object.keys(CompanyDetailSchema.shape).sort());
    for (const key of PRIVATE_KEYS) expect(raw.data).not.toHaveProperty(key);
    const detail = BusinessResponseSchema.parse(raw).data;
    expect(detail).toMatchObject({ name: "서울한강메디컬센터", booth_no: "A-01", role: "seller", origin: "domestic" });
    expect(detail.documents).toHaveLength(1);
    // the approved participant may open the listed document
    expect((await call(app, "GET", detail.documents[0]?.url ?? "", { token: buyer2.token })).status).toBe(200);

    const pending = await companyWith("buyer", "submitted");
    const missing = await call(app, "GET", "/api/v1/mart/businesses/999999", { token: buyer2.token });
    const hidden = await call(app, "GET", `/api/v1/mart/businesses/${pending.id}`, { token: buyer2.token });
    expect(hidden.status).toBe(404);
    const notFound = await errorOf(missing);
    expect(await errorOf(hidden)).toEqual(notFound);
    expect(notFound).toEqual({ code: "NOT_FOUND", message: MART_MESSAGES.notFound });
    // its own company and operators see it
    expect((await call(app, "GET", `/api/v1/mart/businesses/${pending.id}`, { token: pending.token })).status).toBe(
      200,
    );
    expect((await call(app, "GET", `/api/v1/mart/businesses/${pending.id}`, { token: admin })).status).toBe(200);
    expect((await call(app, "GET", "/api/v1/mart/businesses/abc", { token: admin })).status).toBe(400);
  });

  it("lets the seeded participants see each other", async () => {
    const seller2 = await demo(MART_SELLER2_EMAIL);
    const me = await profileOf(seller2);
    expect(me.data?.application?.status).toBe("approved");
    expect(me.meta).toEqual({ role: "seller", origin: "overseas" });
    const buyers = await list("?role=buyer&per_page=50", seller2.token);
    expect(buyers.data.map((row) => row.name_en)).toEqual(
      expect.arrayContaining(["Blue Sky Medical Bridge LLC", "Silk Road Health Travel LLP"]),
    );
    const seller1 = await demo(MART_SELLER1_EMAIL);
    expect((await profileOf(seller1)).data?.booth_no).toBe("A-01");
  });
});

describe("the API document", () => {
  it("describes the mart's calls, with the profile's multipart files", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await body<{ paths: Record<string, Record<string, unknown>> }>(res);
    for (const path of [
      "/api/v1/mart/business/me",
      "/api/v1/mart/business/me/application",
      "/api/v1/mart/businesses",
      "/api/v1/mart/businesses/{id}",
      "/api/v1/mart/files/{id}",
      "/api/v1/admin/mart/applications",
      "/api/v1/admin/mart/applications/{id}/decision",
      "/api/v1/admin/mart/businesses/{id}",
      "/api/v1/admin/mart/businesses/{id}/booth",
      "/api/v1/site-pages/{site}/{slug}",
      "/api/v1/admin/site-pages/{site}/{slug}",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const write = JSON.stringify(doc.paths["/api/v1/mart/business/me"]?.put);
    expect(write).toContain("multipart/form-data");
    expect(write).toMatch(/"logo":\{[^}]*"format":"binary"/);
  });
});

describe("one company, two fairs (ADR 0026)", () => {
  const decide = (id: number, status: "approved" | "rejected") =>
    call(app, "POST", `/api/v1/admin/mart/applications/${id}/decision`, { token: admin, body: { status } });
  const mine = async (token: string, fair?: "mice") =>
    MyBusinessResponseSchema.parse(await body(await call(app, "GET", fair ? `${ME}?fair=${fair}` : ME, { token })));

  it("applies, withdraws and is decided on each fair apart, with the same profile", async () => {
    const seller = await companyWith("seller_domestic", "approved", { name_en: "Two Fairs Convention Centre" });
    const applied = await call(app, "POST", `${APPLY}?fair=mice`, {
      token: seller.token,
      body: { agree_business: true, message: "Our halls for congresses" },
    });
    expect(applied.status).toBe(201);
    const application = ApplicationResponseSchema.parse(await body(applied)).data;
    expect(application).toMatchObject({ fair: "mice", event_year: FAIR_YEARS.mice, status: "submitted" });
    // each fair's page shows its own application of the one profile
    expect((await mine(seller.token, "mice")).data?.application).toMatchObject({ fair: "mice", status: "submitted" });
    expect((await mine(seller.token)).data?.application).toMatchObject({ fair: "sitmmt", status: "approved" });
    expect((await mine(seller.token, "mice")).data?.name_en).toBe("Two Fairs Convention Centre");
    // one live application per fair: a second one for the fair is refused, the mart's is untouched
    const again = await call(app, "POST", `${APPLY}?fair=mice`, {
      token: seller.token,
      body: { agree_business: true },
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "ALREADY_APPLIED", message: MART_MESSAGES.alreadyApplied });
    const withdrawn = await call(app, "DELETE", `${APPLY}?fair=mice`, { token: seller.token });
    expect(withdrawn.status).toBe(200);
    expect((await mine(seller.token)).data?.application?.status).toBe("approved");
    const reapplied = await call(app, "POST", `${APPLY}?fair=mice`, {
      token: seller.token,
      body: { agree_business: true },
    });
    expect(reapplied.status).toBe(201);
    const second = ApplicationResponseSchema.parse(await body(reapplied)).data;
    expect(second.id).not.toBe(application.id);
    expect((await decide(second.id, "approved")).status).toBe(200);
    expect((await mine(seller.token, "mice")).data?.application?.status).toBe("approved");
  });

  it("lists each fair's applications and approved companies apart; the public sees the fair's exhibitors only", async () => {
    const fairOnly = await companyWith("seller_domestic", "none", {
      name_en: "Mice Only Venue",
      primary_sector: "convention_center",
    });
    const buyer = await companyWith("buyer", "none", { name_en: "Mice Only Planner" });
    const ids: Record<string, number> = {};
    for (const who of [fairOnly, buyer]) {
      const res = await call(app, "POST", `${APPLY}?fair=mice`, { token: who.token, body: { agree_business: true } });
      ids[who.email] = ApplicationResponseSchema.parse(await body(res)).data.id;
    }
    const pending = AdminApplicationListResponseSchema.parse(
      await body(
        await call(app, "GET", "/api/v1/admin/mart/applications?fair=mice&status=submitted&per_page=100", {
          token: admin,
        }),
      ),
    );
    expect(pending.data.every((row) => row.fair === "mice")).toBe(true);
    expect(pending.data.map((row) => row.company.id)).toEqual(expect.arrayContaining([fairOnly.id, buyer.id]));
    const martPending = AdminApplicationListResponseSchema.parse(
      await body(await call(app, "GET", "/api/v1/admin/mart/applications?per_page=100", { token: admin })),
    );
    expect(martPending.data.some((row) => row.company.id === fairOnly.id)).toBe(false);

    for (const id of Object.values(ids)) expect((await decide(id, "approved")).status).toBe(200);
    const names = async (path: string, token?: string) =>
      BusinessListResponseSchema.parse(await body(await call(app, "GET", path, { token }))).data.map((row) => row.id);
    expect(await names("/api/v1/mart/businesses?fair=mice&role=seller&per_page=50", buyer.token)).toContain(
      fairOnly.id,
    );
    expect(await names("/api/v1/mart/businesses?role=seller&per_page=50", buyer.token)).not.toContain(fairOnly.id);
    // the exhibitors are public: sellers only, filtered by a sector group
    const exhibitors = await names("/api/v1/mice/exhibitors?per_page=50");
    expect(exhibitors).toContain(fairOnly.id);
    expect(exhibitors).not.toContain(buyer.id);
    expect(await names("/api/v1/mice/exhibitors?category=mice&per_page=50")).toContain(fairOnly.id);
    expect(await names("/api/v1/mice/exhibitors?category=medical&per_page=50")).not.toContain(fairOnly.id);
    expect((await call(app, "GET", `/api/v1/mice/exhibitors/${fairOnly.id}`)).status).toBe(200);
    const notExhibitor = await call(app, "GET", `/api/v1/mice/exhibitors/${buyer.id}`);
    expect(notExhibitor.status).toBe(404);
    expect((await errorOf(notExhibitor)).code).toBe("NOT_FOUND");
    // a mart-only company is no exhibitor, and not on the mart's list under the other fair
    const martOnly = await companyWith("seller_domestic", "approved");
    expect((await call(app, "GET", `/api/v1/mice/exhibitors/${martOnly.id}`)).status).toBe(404);
    expect(
      (await call(app, "GET", `/api/v1/mart/businesses/${martOnly.id}?fair=mice`, { token: buyer.token })).status,
    ).toBe(404);
  });

  it("takes a fair's applications through its registration deadline in Korea; the mart has none", async () => {
    const edition = await editionRow(db.db, "mice");
    if (!edition) throw new Error("the seed wrote no MICE edition");
    expect(await editionRow(db.db, "sitmmt")).toBeNull();
    const saved = clock.now();
    const apply = (who: { token: string }, query = "?fair=mice") =>
      call(app, "POST", `${APPLY}${query}`, { token: who.token, body: { agree_business: true } });
    const applications = async (companyId: number) =>
      (
        await db.db
          .select({ fair: martApplications.fair })
          .from(martApplications)
          .where(eq(martApplications.companyId, companyId))
      ).map((row) => row.fair);
    try {
      clock.set(new Date(`${edition.registrationClosesOn}T23:59:59+09:00`));
      const lastMinute = await companyWith("seller_domestic", "none");
      expect((await apply(lastMinute)).status).toBe(201);

      clock.set(new Date(`${addDays(edition.registrationClosesOn, 1)}T00:00:00+09:00`));
      const late = await companyWith("buyer", "none");
      const refused = await apply(late);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({
        code: "REGISTRATION_CLOSED",
        message: MART_MESSAGES.registrationClosed,
      });
      expect(await applications(late.id)).toEqual([]);
      // one who applied in time is told so rather than "closed"
      expect((await errorOf(await apply(lastMinute))).code).toBe("ALREADY_APPLIED");
      // the mart has no edition row, so no deadline of the fair's reaches it
      expect((await apply(late, "")).status).toBe(201);
      expect(await applications(late.id)).toEqual(["sitmmt"]);
    } finally {
      clock.set(saved);
    }
  });

  it("refuses a fair that does not exist, naming the field", async () => {
    const seller = await companyWith("seller_domestic", "none");
    const res = await call(app, "POST", `${APPLY}?fair=expo`, { token: seller.token, body: { agree_business: true } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues?.map((issue) => issue.field)).toContain("fair");
    expect((await call(app, "GET", "/api/v1/mice/exhibitors?category=food")).status).toBe(400);
  });
});
