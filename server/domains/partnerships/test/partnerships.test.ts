import { type ApiError } from "@contracts/envelope";
import {
  PARTNERSHIP_MESSAGES,
  PartnershipListResponseSchema,
  PartnershipResponseSchema,
} from "@contracts/partnerships";
import { AUTH_MESSAGES } from "@contracts/auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, errorOf, freshClient, latestMail } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { PARTNERSHIP_SEED_APPLICATIONS } from "../seed";
import { partnershipApplications } from "../tables";
import { applied, application, apply, partnershipWorld } from "./partnership-fixtures";

const world = await forTheFile(partnershipWorld());
const admin = world.admin;

const idOf = async (reference: string) => {
  const [row] = await world.db.db
    .select({ id: partnershipApplications.id })
    .from(partnershipApplications)
    .where(eq(partnershipApplications.reference, reference));
  if (!row) throw new Error(`no application ${reference}`);
  return row.id;
};
const rowOf = async (reference: string) =>
  (await world.db.db.select().from(partnershipApplications).where(eq(partnershipApplications.reference, reference)))[0];

const decide = (id: number | string, payload: unknown, token = admin) =>
  call(world.app, "POST", `/api/v1/admin/partnerships/${id}/decision`, { token, area: "admin", body: payload });
const read = (id: number | string, token = admin) =>
  call(world.app, "GET", `/api/v1/admin/partnerships/${id}`, { token, area: "admin" });
const list = (query = "", token = admin) =>
  call(world.app, "GET", `/api/v1/admin/partnerships${query}`, { token, area: "admin" });

describe("a venue applies (public)", () => {
  it("stores the application as submitted and answers its reference, no account needed", async () => {
    const payload = application({ venue_name_en: "  Seochon Pottery  " });
    const res = await apply(world, payload);
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { reference: string; status: string; venue_name: string; email: string } }>(
      res,
    );
    expect(data.reference).toMatch(/^P\d{6}-[A-Z2-9]{6}$/);
    expect(data).toMatchObject({ status: "submitted", venue_name: "Seochon Pottery", email: payload.email });
    const row = await rowOf(data.reference);
    expect(row).toMatchObject({
      status: "submitted",
      venueNameEn: "Seochon Pottery",
      venueNameKo: "서촌 도예 공방",
      category: "experience",
      district: "jongno",
      benefitKind: "discount",
      benefitPercent: 15,
      lang: "en",
      decidedAt: null,
      decisionNote: null,
    });
    expect(row?.privacyConsentedAt).toBeInstanceOf(Date);
  });

  it("mails an acknowledgement with the reference, in the language asked", async () => {
    const en = await applied(world);
    const mail = await latestMail(world.db.db, en.email);
    expect(mail.subject).toContain(en.reference);
    expect(mail.text).toContain(en.reference);
    expect(mail.text).toContain("Han Ji-won");

    const res = await apply(world, application(), { query: "?lang=ko" });
    expect(res.status).toBe(201);
    const ko = (await body<{ data: { reference: string; email: string } }>(res)).data;
    const koMail = await latestMail(world.db.db, ko.email);
    expect(koMail.subject).toContain("제휴 신청이 접수되었습니다");
    expect(koMail.text).toContain("서촌 도예 공방");
    expect((await rowOf(ko.reference))?.lang).toBe("ko");
  });

  it("keeps optional fields empty as nothing, and free entry without a percent", async () => {
    const receipt = await applied(world, {
      venue_name_ko: "  ",
      website: "",
      benefit: { kind: "free_entry", percent: 30 },
    });
    expect(await rowOf(receipt.reference)).toMatchObject({
      venueNameKo: null,
      website: null,
      benefitKind: "free_entry",
      benefitPercent: null,
    });
    const without = application();
    delete (without as Record<string, unknown>).website;
    delete (without as Record<string, unknown>).venue_name_ko;
    expect((await apply(world, without)).status).toBe(201);
  });

  const bad: [string, Record<string, unknown>, string, string?][] = [
    ["no English name", { venue_name_en: undefined }, "venue_name_en", PARTNERSHIP_MESSAGES.nameRequired],
    ["a blank English name", { venue_name_en: "   " }, "venue_name_en", PARTNERSHIP_MESSAGES.nameRequired],
    ["a too long name", { venue_name_en: "x".repeat(201) }, "venue_name_en"],
    ["a too long Korean name", { venue_name_ko: "가".repeat(201) }, "venue_name_ko"],
    ["a NUL in the name", { venue_name_en: "Tea\u0000House" }, "venue_name_en"],
    ["no category", { category: undefined }, "category", PARTNERSHIP_MESSAGES.categoryRequired],
    ["an unknown category", { category: "casino" }, "category", PARTNERSHIP_MESSAGES.categoryRequired],
    ["no district", { district: undefined }, "district", PARTNERSHIP_MESSAGES.districtRequired],
    ["a district outside the list", { district: "busan" }, "district", PARTNERSHIP_MESSAGES.districtRequired],
    ["no address", { address: "" }, "address", PARTNERSHIP_MESSAGES.addressRequired],
    ["a website of another scheme", { website: "ftp://venue.example" }, "website", PARTNERSHIP_MESSAGES.websiteInvalid],
    ["a website that is no address", { website: "venue dot com" }, "website", PARTNERSHIP_MESSAGES.websiteInvalid],
    ["a website as a number", { website: 42 }, "website", PARTNERSHIP_MESSAGES.websiteInvalid],
    ["no contact", { contact_name: undefined }, "contact_name", PARTNERSHIP_MESSAGES.contactRequired],
    ["no e-mail", { email: undefined }, "email"],
    ["a bad e-mail", { email: "not-an-address" }, "email", AUTH_MESSAGES.emailFormat],
    ["no phone", { phone: "" }, "phone"],
    ["a phone with letters", { phone: "02-CALL-NOW" }, "phone", AUTH_MESSAGES.phoneFormat],
    ["no benefit", { benefit: undefined }, "benefit", PARTNERSHIP_MESSAGES.benefitRequired],
    ["an unknown benefit", { benefit: { kind: "gift" } }, "benefit.kind", PARTNERSHIP_MESSAGES.benefitRequired],
    [
      "a discount without percent",
      { benefit: { kind: "discount" } },
      "benefit.percent",
      PARTNERSHIP_MESSAGES.percentInvalid,
    ],
    [
      "a discount of 0",
      { benefit: { kind: "discount", percent: 0 } },
      "benefit.percent",
      PARTNERSHIP_MESSAGES.percentInvalid,
    ],
    [
      "a discount of 100",
      { benefit: { kind: "discount", percent: 100 } },
      "benefit.percent",
      PARTNERSHIP_MESSAGES.percentInvalid,
    ],
    [
      "a fractional discount",
      { benefit: { kind: "discount", percent: 12.5 } },
      "benefit.percent",
      PARTNERSHIP_MESSAGES.percentInvalid,
    ],
    [
      "a discount as text",
      { benefit: { kind: "discount", percent: "20" } },
      "benefit.percent",
      PARTNERSHIP_MESSAGES.percentInvalid,
    ],
    ["no message", { message: " " }, "message", PARTNERSHIP_MESSAGES.messageRequired],
    ["a too long message", { message: "x".repeat(3001) }, "message"],
    ["no consent", { privacy_consent: undefined }, "privacy_consent", PARTNERSHIP_MESSAGES.consentRequired],
    ["a refused consent", { privacy_consent: false }, "privacy_consent", PARTNERSHIP_MESSAGES.consentRequired],
    ["a consent as text", { privacy_consent: "yes" }, "privacy_consent", PARTNERSHIP_MESSAGES.consentRequired],
  ];

  it.each(bad)("answers 400 naming the field for %s, and stores nothing", async (_, overrides, field, message) => {
    const payload = application(overrides);
    const res = await apply(world, payload);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
    const stored = await world.db.db
      .select()
      .from(partnershipApplications)
      .where(eq(partnershipApplications.email, String(payload.email)));
    expect(stored).toHaveLength(0);
  });

  it("refuses a body that is not JSON, none, or an unknown language with a 4xx, never a 500", async () => {
    const none = await call(world.app, "POST", "/api/v1/partnerships", { client: freshClient() });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    const broken = await call(world.app, "POST", "/api/v1/partnerships", {
      client: freshClient(),
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(broken.status).toBeLessThan(500);
    const text = await world.app.request("/api/v1/partnerships", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(text.status).toBe(400);
    const lang = await apply(world, application(), { query: "?lang=fr" });
    expect(lang.status).toBe(400);
    expect((await errorOf(lang)).field).toBe("lang");
  });

  it("limits applications from one address to 5 an hour (429 with Retry-After); others still apply", async () => {
    const client = freshClient();
    for (let n = 0; n < 5; n += 1) expect((await apply(world, application(), { client })).status).toBe(201);
    const refused = await apply(world, application(), { client });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("PARTNERSHIP_APPLICATIONS_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await apply(world, application())).status).toBe(201);
    world.clock.advance(60 * 60 + 1);
    expect((await apply(world, application(), { client })).status).toBe(201);
  });

  it("limits applications for one e-mail to 5 a day, from any address", async () => {
    const email = `same-${process.pid}@venue.test`;
    for (let n = 0; n < 5; n += 1) expect((await apply(world, application({ email }))).status).toBe(201);
    const refused = await apply(world, application({ email }));
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(PARTNERSHIP_MESSAGES.tooMany);
  });

  it("a refused application costs nothing of the limit", async () => {
    const client = freshClient();
    for (let n = 0; n < 6; n += 1)
      expect((await apply(world, application({ phone: "x" }), { client })).status).toBe(400);
    expect((await apply(world, application(), { client })).status).toBe(201);
  });
});

describe("no application is shown to the public", () => {
  it("has no public list or detail", async () => {
    const receipt = await applied(world);
    const id = await idOf(receipt.reference);
    for (const path of [
      "/api/v1/partnerships",
      `/api/v1/partnerships/${id}`,
      `/api/v1/partnerships/${receipt.reference}`,
    ]) {
      const res = await call(world.app, "GET", path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain(receipt.email);
    }
  });

  it("keeps guests and members out of every review door (401) and scan-only staff too (403)", async () => {
    const id = await idOf((await applied(world)).reference);
    const member = await world.member();
    const guests = [
      call(world.app, "GET", "/api/v1/admin/partnerships", { area: "admin" }),
      call(world.app, "GET", `/api/v1/admin/partnerships/${id}`, { area: "admin" }),
      call(world.app, "POST", `/api/v1/admin/partnerships/${id}/decision`, {
        area: "admin",
        body: { decision: "approved", note: "Welcome" },
      }),
    ];
    for (const res of await Promise.all(guests)) expect(res.status).toBe(401);
    const asMember = [
      call(world.app, "GET", "/api/v1/admin/partnerships", { token: member.token }),
      call(world.app, "GET", `/api/v1/admin/partnerships/${id}`, { token: member.token }),
      call(world.app, "POST", `/api/v1/admin/partnerships/${id}/decision`, {
        token: member.token,
        body: { decision: "approved", note: "Welcome" },
      }),
    ];
    for (const res of await Promise.all(asMember)) expect(res.status).toBe(401);
    expect((await list("", world.staff)).status).toBe(403);
    expect((await read(id, world.staff)).status).toBe(403);
    expect((await decide(id, { decision: "approved", note: "Welcome" }, world.staff)).status).toBe(403);
    const [row] = await world.db.db.select().from(partnershipApplications).where(eq(partnershipApplications.id, id));
    expect(row?.status).toBe("submitted");
  });
});

describe("operators review applications", () => {
  it("lists the seeded applications and new ones, newest first, with the paging", async () => {
    const newest = await applied(world, { venue_name_en: "Newest Venue" });
    const res = await list("?per_page=50");
    expect(res.status).toBe(200);
    const { data, meta } = PartnershipListResponseSchema.parse(await body(res));
    expect(data[0]?.reference).toBe(newest.reference);
    const times = data.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const seeded of PARTNERSHIP_SEED_APPLICATIONS)
      expect(data.some((row) => row.reference === seeded.reference)).toBe(true);
    expect(meta).toMatchObject({ page: 1, per_page: 50 });
    expect(meta.total).toBe(data.length);
  });

  it("filters by status and pages", async () => {
    const declined = PartnershipListResponseSchema.parse(await body(await list("?status=declined"))).data;
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((row) => row.status === "declined")).toBe(true);
    expect(declined[0]?.decided_by?.name).toBeTruthy();
    const submitted = PartnershipListResponseSchema.parse(await body(await list("?status=submitted"))).data;
    expect(submitted.every((row) => row.status === "submitted")).toBe(true);
    const page1 = PartnershipListResponseSchema.parse(await body(await list("?per_page=2&page=1")));
    const page2 = PartnershipListResponseSchema.parse(await body(await list("?per_page=2&page=2")));
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.total_pages).toBe(Math.ceil(page1.meta.total / 2));
    expect(page2.data[0]?.id).not.toBe(page1.data[0]?.id);
  });

  it.each([
    ["?status=open", "status"],
    ["?page=0", "page"],
    ["?per_page=51", "per_page"],
    ["?page=abc", "page"],
  ])("answers 400 naming the field for the list query %s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });

  it("opens one application with everything the venue sent", async () => {
    const receipt = await applied(world, { benefit: { kind: "discount", percent: 30 } });
    const id = await idOf(receipt.reference);
    const res = await read(id);
    expect(res.status).toBe(200);
    const { data } = PartnershipResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      id,
      reference: receipt.reference,
      status: "submitted",
      venue_name_en: "Seochon Pottery",
      benefit: { kind: "discount", percent: 30 },
      website: "https://seochon-pottery.example",
      decided_by: null,
    });
  });

  it("answers 404 for an unknown application and 400 for an id that is none", async () => {
    expect((await read(2_000_000_000)).status).toBe(404);
    expect((await errorOf(await read(2_000_000_000))).message).toBe(PARTNERSHIP_MESSAGES.notFound);
    const bad = await read("abc");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("id");
    expect((await read(3_000_000_000)).status).toBe(400);
    expect((await decide(2_000_000_000, { decision: "approved", note: "Welcome" })).status).toBe(404);
  });

  it("approves once with a note, mails the venue, and a second decision is 409", async () => {
    const receipt = await applied(world);
    const id = await idOf(receipt.reference);
    const res = await decide(id, { decision: "approved", note: "  Welcome aboard: we will call you.  " });
    expect(res.status).toBe(200);
    const { data } = PartnershipResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ status: "approved", decision_note: "Welcome aboard: we will call you." });
    expect(data.decided_at).not.toBeNull();
    expect(data.decided_by?.id).toBeGreaterThan(0);
    const mail = await latestMail(world.db.db, receipt.email);
    expect(mail.subject).toContain("approved");
    expect(mail.text).toContain("Welcome aboard: we will call you.");

    for (const decision of ["approved", "declined"]) {
      const again = await decide(id, { decision, note: "Changed my mind" });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe("ALREADY_DECIDED");
    }
    expect((await rowOf(receipt.reference))?.decisionNote).toBe("Welcome aboard: we will call you.");
  });

  it("declines with a note, in the venue's language", async () => {
    const res = await apply(world, application(), { query: "?lang=ko" });
    const receipt = (await body<{ data: { reference: string; email: string } }>(res)).data;
    const id = await idOf(receipt.reference);
    const declined = await decide(id, { decision: "declined", note: "이번에는 함께하기 어렵습니다." });
    expect(declined.status).toBe(200);
    expect(PartnershipResponseSchema.parse(await body(declined)).data.status).toBe("declined");
    const mail = await latestMail(world.db.db, receipt.email);
    expect(mail.subject).toContain("불승인");
    expect(mail.text).toContain("이번에는 함께하기 어렵습니다.");
  });

  it("approval adds no venue by itself", async () => {
    const receipt = await applied(world, { venue_name_en: "Not Yet A Venue" });
    const id = await idOf(receipt.reference);
    expect((await decide(id, { decision: "approved", note: "Welcome" })).status).toBe(200);
    const venues = await call(world.app, "GET", "/api/v1/passes/venues");
    expect(await venues.text()).not.toContain("Not Yet A Venue");
  });

  it.each([
    ["no decision", { note: "Welcome" }, "decision", PARTNERSHIP_MESSAGES.decisionRequired],
    ["an unknown decision", { decision: "maybe", note: "Welcome" }, "decision", PARTNERSHIP_MESSAGES.decisionRequired],
    [
      "back to submitted",
      { decision: "submitted", note: "Welcome" },
      "decision",
      PARTNERSHIP_MESSAGES.decisionRequired,
    ],
    ["no note", { decision: "approved" }, "note", PARTNERSHIP_MESSAGES.noteRequired],
    ["a blank note", { decision: "approved", note: "   " }, "note", PARTNERSHIP_MESSAGES.noteRequired],
    ["a too long note", { decision: "declined", note: "x".repeat(2001) }, "note", undefined],
  ])("answers 400 naming the field for %s and leaves it submitted", async (_, payload, field, message) => {
    const receipt = await applied(world);
    const res = await decide(await idOf(receipt.reference), payload);
    expect(res.status).toBe(400);
    const error: ApiError = await errorOf(res);
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
    expect((await rowOf(receipt.reference))?.status).toBe("submitted");
  });
});
