import {
  AdminVenueListResponseSchema,
  AdminVenueResponseSchema,
  VENUE_ADMIN_MESSAGES,
} from "@contracts/pass-venues-admin";
import { VenueListResponseSchema } from "@contracts/passes";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL, SEED_PARTNER_STAFF_EMAIL } from "../../../platform/db/seed-data";
import { body, call, errorOf, seededWorld, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { passScans } from "../tables";
import { passVenues } from "../venue-table";

const world = await forTheFile(
  (async () => {
    const base = await seededWorld({ domain: "venue-admin.test", label: "visitor" });
    const gate = (await signIn(base.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
    const partner = (await signIn(base.app, SEED_PARTNER_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
    return { ...base, gate, partner };
  })(),
);
const admin = world.admin;
const PATH = "/api/v1/admin/pass-venues";

let made = 0;
/** A valid venue, each with its own slug. */
function venue(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    slug: `seochon-pottery-${process.pid}-${made}`,
    name_en: "Seochon Pottery",
    name_ko: "서촌 도예 공방",
    category: "experience",
    district: "jongno",
    benefit: { kind: "discount", percent: 15 },
    repeat_visits: false,
    reservation_required: true,
    opening_hours_en: "10:00–18:00, closed Mondays",
    opening_hours_ko: "10:00–18:00, 월요일 휴무",
    description_en: "A pottery class of one hour.",
    description_ko: "한 시간짜리 도예 수업입니다.",
    address_en: "12 Jahamun-ro, Jongno-gu, Seoul",
    address_ko: "서울특별시 종로구 자하문로 12",
    directions_en: "Gyeongbokgung station, exit 3, five minutes on foot.",
    directions_ko: "경복궁역 3번 출구에서 걸어서 5분.",
    phone: "0212345678",
    thumbnail: "/images/catalog/tour-palace.svg",
    lat: 37.58,
    lng: 126.97,
    ...overrides,
  };
}

const create = (payload: unknown, token: string | undefined = admin) =>
  call(world.app, "POST", PATH, { token, area: "admin", body: payload });
const edit = (id: number | string, payload: unknown, token: string | undefined = admin) =>
  call(world.app, "PUT", `${PATH}/${id}`, { token, area: "admin", body: payload });
const read = (id: number | string, token: string | undefined = admin) =>
  call(world.app, "GET", `${PATH}/${id}`, { token, area: "admin" });
const list = (query = "", token: string | undefined = admin) =>
  call(world.app, "GET", `${PATH}${query}`, { token, area: "admin" });
const flip = (id: number, verb: "publish" | "unpublish", token: string | undefined = admin) =>
  call(world.app, "POST", `${PATH}/${id}/${verb}`, { token, area: "admin" });

async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(venue(overrides));
  if (res.status !== 201) throw new Error(`venue refused: ${res.status} ${await res.text()}`);
  return AdminVenueResponseSchema.parse(await body(res)).data;
}

const publicSlugs = async () => {
  const res = await call(world.app, "GET", "/api/v1/passes/venues");
  expect(res.status).toBe(200);
  return VenueListResponseSchema.parse(await body(res)).data.map((v) => v.slug);
};

describe("operators add a venue", () => {
  it("stores every field, both languages, unpublished unless asked, and answers it (201)", async () => {
    const payload = venue({ name_en: "  Seochon Pottery  " });
    const res = await create(payload);
    expect(res.status).toBe(201);
    const { data } = AdminVenueResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      ...payload,
      name_en: "Seochon Pottery",
      published: false,
      sort_order: 0,
    });
    const [row] = await world.db.db.select().from(passVenues).where(eq(passVenues.id, data.id));
    expect(row).toMatchObject({ nameKo: "서촌 도예 공방", published: false, reservationRequired: true });
    expect(await publicSlugs()).not.toContain(payload.slug);
  });

  it("keeps free entry without a percent, and fills the defaults", async () => {
    const payload = venue({ benefit: { kind: "free_entry", percent: 40 }, phone: undefined, published: true });
    delete (payload as Record<string, unknown>).repeat_visits;
    delete (payload as Record<string, unknown>).reservation_required;
    const res = await create(payload);
    expect(res.status).toBe(201);
    const { data } = AdminVenueResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      benefit: { kind: "free_entry" },
      phone: "",
      repeat_visits: false,
      reservation_required: false,
      published: true,
    });
    expect(data.benefit).not.toHaveProperty("percent");
    expect(await publicSlugs()).toContain(data.slug);
  });

  it("refuses a slug another venue has: 409 naming slug; nothing stored", async () => {
    const first = await created();
    const before = await world.db.db.select().from(passVenues);
    const res = await create(venue({ slug: first.slug, name_en: "Another" }));
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error).toMatchObject({ code: "SLUG_TAKEN", field: "slug", message: VENUE_ADMIN_MESSAGES.slugTaken });
    expect(await world.db.db.select().from(passVenues)).toHaveLength(before.length);
    const seeded = before.find((row) => row.slug !== first.slug);
    expect((await create(venue({ slug: seeded?.slug }))).status).toBe(409);
  });

  const bad: [string, Record<string, unknown>, string, string?][] = [
    ["no slug", { slug: undefined }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["a slug with capitals", { slug: "Seochon-Pottery" }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["a slug with spaces", { slug: "seochon pottery" }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["a slug with a double hyphen", { slug: "seochon--pottery" }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["a slug ending in a hyphen", { slug: "seochon-" }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["a too long slug", { slug: "a".repeat(81) }, "slug", VENUE_ADMIN_MESSAGES.slug],
    ["no English name", { name_en: undefined }, "name_en", VENUE_ADMIN_MESSAGES.nameEnRequired],
    ["a blank English name", { name_en: "   " }, "name_en", VENUE_ADMIN_MESSAGES.nameEnRequired],
    ["no Korean name", { name_ko: "" }, "name_ko", VENUE_ADMIN_MESSAGES.nameKoRequired],
    ["a too long name", { name_en: "x".repeat(201) }, "name_en"],
    ["a NUL in the name", { name_ko: "도예\u0000공방" }, "name_ko"],
    ["a name as a number", { name_en: 42 }, "name_en"],
    ["no category", { category: undefined }, "category", VENUE_ADMIN_MESSAGES.categoryRequired],
    ["an unknown category", { category: "casino" }, "category", VENUE_ADMIN_MESSAGES.categoryRequired],
    ["no district", { district: undefined }, "district", VENUE_ADMIN_MESSAGES.districtRequired],
    ["a district outside the list", { district: "haeundae" }, "district", VENUE_ADMIN_MESSAGES.districtRequired],
    ["no benefit", { benefit: undefined }, "benefit"],
    ["an unknown benefit", { benefit: { kind: "gift" } }, "benefit.kind"],
    ["a discount without percent", { benefit: { kind: "discount" } }, "benefit.percent"],
    ["a discount of 0", { benefit: { kind: "discount", percent: 0 } }, "benefit.percent"],
    ["a discount of 100", { benefit: { kind: "discount", percent: 100 } }, "benefit.percent"],
    ["a fractional discount", { benefit: { kind: "discount", percent: 12.5 } }, "benefit.percent"],
    ["repeat visits as text", { repeat_visits: "yes" }, "repeat_visits", VENUE_ADMIN_MESSAGES.yesOrNo],
    ["reservation as a number", { reservation_required: 1 }, "reservation_required", VENUE_ADMIN_MESSAGES.yesOrNo],
    ["no English hours", { opening_hours_en: " " }, "opening_hours_en", VENUE_ADMIN_MESSAGES.hoursEnRequired],
    ["no Korean hours", { opening_hours_ko: undefined }, "opening_hours_ko", VENUE_ADMIN_MESSAGES.hoursKoRequired],
    ["too long hours", { opening_hours_en: "x".repeat(201) }, "opening_hours_en"],
    ["no English description", { description_en: "" }, "description_en", VENUE_ADMIN_MESSAGES.descriptionEnRequired],
    ["no Korean description", { description_ko: "" }, "description_ko", VENUE_ADMIN_MESSAGES.descriptionKoRequired],
    ["a too long description", { description_ko: "가".repeat(5001) }, "description_ko"],
    ["no English address", { address_en: "" }, "address_en", VENUE_ADMIN_MESSAGES.addressEnRequired],
    ["no Korean address", { address_ko: "" }, "address_ko", VENUE_ADMIN_MESSAGES.addressKoRequired],
    ["no English directions", { directions_en: "" }, "directions_en", VENUE_ADMIN_MESSAGES.directionsEnRequired],
    ["no Korean directions", { directions_ko: "" }, "directions_ko", VENUE_ADMIN_MESSAGES.directionsKoRequired],
    ["a phone with letters", { phone: "02-CALL-NOW" }, "phone", VENUE_ADMIN_MESSAGES.phone],
    ["no thumbnail", { thumbnail: undefined }, "thumbnail", VENUE_ADMIN_MESSAGES.thumbnail],
    ["a thumbnail on another site", { thumbnail: "https://cdn.example/a.jpg" }, "thumbnail"],
    ["a thumbnail climbing out", { thumbnail: "/images/../secret.txt" }, "thumbnail", VENUE_ADMIN_MESSAGES.thumbnail],
    ["a thumbnail with a space", { thumbnail: "/images/a b.svg" }, "thumbnail", VENUE_ADMIN_MESSAGES.thumbnail],
    ["a script as thumbnail", { thumbnail: "javascript:alert(1)" }, "thumbnail", VENUE_ADMIN_MESSAGES.thumbnail],
    ["no latitude", { lat: undefined }, "lat", VENUE_ADMIN_MESSAGES.lat],
    ["a latitude south of Jeju", { lat: 32.9 }, "lat", VENUE_ADMIN_MESSAGES.lat],
    ["a latitude north of the DMZ", { lat: 39.03 }, "lat", VENUE_ADMIN_MESSAGES.lat],
    ["a latitude as text", { lat: "37.5" }, "lat", VENUE_ADMIN_MESSAGES.lat],
    ["a longitude in China", { lng: 116.4 }, "lng", VENUE_ADMIN_MESSAGES.lng],
    ["a longitude east of Dokdo", { lng: 133 }, "lng", VENUE_ADMIN_MESSAGES.lng],
    ["a sort order below 0", { sort_order: -1 }, "sort_order", VENUE_ADMIN_MESSAGES.sortOrder],
    ["a fractional sort order", { sort_order: 1.5 }, "sort_order", VENUE_ADMIN_MESSAGES.sortOrder],
    ["published as text", { published: "true" }, "published", VENUE_ADMIN_MESSAGES.yesOrNo],
  ];

  it.each(bad)("answers 400 naming the field for %s, and stores nothing", async (_, overrides, field, message) => {
    const payload = venue(overrides);
    const res = await create(payload);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
    if (typeof payload.slug === "string") {
      const stored = await world.db.db.select().from(passVenues).where(eq(passVenues.slug, payload.slug));
      expect(stored).toHaveLength(0);
    }
  });

  it("refuses a body that is not JSON or none with a 4xx, never a 500", async () => {
    const none = await call(world.app, "POST", PATH, { token: admin, area: "admin" });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    const broken = await world.app.request(PATH, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}`, "x-auth-area": "admin" },
      body: "{not json",
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect((await create([venue()])).status).toBe(400);
  });
});

describe("operators edit a venue", () => {
  it("rewrites it whole and answers it; the public page shows the new words once published", async () => {
    const first = await created({ published: true });
    const res = await edit(first.id, venue({ slug: first.slug, name_en: "Seochon Clay", published: true, lat: 37.6 }));
    expect(res.status).toBe(200);
    const { data } = AdminVenueResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ id: first.id, slug: first.slug, name_en: "Seochon Clay", lat: 37.6 });
    const page = await call(world.app, "GET", `/api/v1/passes/venues/${first.id}`);
    expect((await body<{ data: { name: string } }>(page)).data.name).toBe("Seochon Clay");
  });

  it("may change the slug, but not to another venue's (409 naming slug, nothing changed)", async () => {
    const one = await created();
    const two = await created();
    const renamed = await edit(one.id, venue({ slug: `${one.slug}-new` }));
    expect(renamed.status).toBe(200);
    const res = await edit(two.id, venue({ slug: `${one.slug}-new`, name_en: "Clash" }));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: "SLUG_TAKEN", field: "slug" });
    const again = AdminVenueResponseSchema.parse(await body(await read(two.id))).data;
    expect(again).toMatchObject({ slug: two.slug, name_en: two.name_en });
  });

  it("checks every field as adding does", async () => {
    const one = await created();
    const res = await edit(one.id, venue({ slug: one.slug, lat: 45 }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("lat");
  });

  it("answers 404 for a venue that does not exist, 400 for an id that is none", async () => {
    expect((await edit(999_999, venue())).status).toBe(404);
    expect((await read(999_999)).status).toBe(404);
    const word = await read("abc");
    expect(word.status).toBe(400);
    expect((await errorOf(word)).field).toBe("id");
    expect((await read("99999999999")).status).toBe(400);
  });
});

describe("publish and unpublish", () => {
  it("shows a venue on the public list when published and hides it again; nothing else changes", async () => {
    const one = await created();
    expect(await publicSlugs()).not.toContain(one.slug);
    const shown = await flip(one.id, "publish");
    expect(shown.status).toBe(200);
    expect(AdminVenueResponseSchema.parse(await body(shown)).data).toMatchObject({
      published: true,
      name_en: one.name_en,
    });
    expect(await publicSlugs()).toContain(one.slug);
    expect((await flip(one.id, "publish")).status).toBe(200);
    const hidden = await flip(one.id, "unpublish");
    expect(AdminVenueResponseSchema.parse(await body(hidden)).data.published).toBe(false);
    expect(await publicSlugs()).not.toContain(one.slug);
    expect((await call(world.app, "GET", `/api/v1/passes/venues/${one.id}`)).status).toBe(404);
    expect((await read(one.id)).status).toBe(200);
  });

  it("keeps the venue's scans when it is unpublished", async () => {
    const one = await created({ published: true });
    await world.db.db.insert(passScans).values({
      venueId: one.id,
      device: "test-device",
      nonce: `venue-admin-${process.pid}-${one.id}`,
      result: "invalid",
      reason: "unknown",
      answer: { result: "invalid" } as never,
      scannedAt: new Date(),
    });
    expect((await flip(one.id, "unpublish")).status).toBe(200);
    const scans = await world.db.db.select().from(passScans).where(eq(passScans.venueId, one.id));
    expect(scans).toHaveLength(1);
    expect((await flip(one.id, "publish")).status).toBe(200);
  });

  it("answers 404 for a venue that does not exist", async () => {
    expect((await flip(999_999, "publish")).status).toBe(404);
    expect((await flip(999_999, "unpublish")).status).toBe(404);
  });
});

describe("the operators' list", () => {
  it("lists every venue, published or not, a page at a time, with the paging", async () => {
    const hidden = await created();
    const res = await list("?per_page=50");
    expect(res.status).toBe(200);
    const page = AdminVenueListResponseSchema.parse(await body(res));
    expect(page.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(page.meta.total).toBeGreaterThan(1);
    expect(page.data.some((v) => v.published)).toBe(true);
    const all = [];
    for (let n = 1; n <= page.meta.total_pages; n += 1)
      all.push(...AdminVenueListResponseSchema.parse(await body(await list(`?per_page=50&page=${n}`))).data);
    expect(all.map((v) => v.id)).toContain(hidden.id);
    expect(all).toHaveLength(page.meta.total);
  });

  it("filters by published, unpublished and category", async () => {
    const hidden = await created({ category: "gallery" });
    const shown = AdminVenueListResponseSchema.parse(await body(await list("?published=true&per_page=50"))).data;
    expect(shown.every((v) => v.published)).toBe(true);
    const unpublished = AdminVenueListResponseSchema.parse(await body(await list("?published=false&per_page=50")));
    expect(unpublished.data.every((v) => !v.published)).toBe(true);
    expect(unpublished.data.map((v) => v.id)).toContain(hidden.id);
    const galleries = AdminVenueListResponseSchema.parse(
      await body(await list("?published=false&category=gallery&per_page=50")),
    ).data;
    expect(galleries.map((v) => v.id)).toContain(hidden.id);
    expect(galleries.every((v) => v.category === "gallery" && !v.published)).toBe(true);
  });

  it.each([
    ["?published=yes", "published"],
    ["?category=casino", "category"],
    ["?page=0", "page"],
    ["?per_page=51", "per_page"],
    ["?lang=fr", "lang"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });
});

describe("who may", () => {
  const id = async () => (await created()).id;
  const doors: [string, (token: string | undefined) => Promise<Response>][] = [
    ["list", (token) => list("", token)],
    ["read", async (token) => read(await id(), token)],
    ["add", (token) => create(venue(), token)],
    ["edit", async (token) => edit(await id(), venue(), token)],
    ["publish", async (token) => flip(await id(), "publish", token)],
    ["unpublish", async (token) => flip(await id(), "unpublish", token)],
  ];

  it.each(doors)("%s: 401 signed out, 403 for partner and gate staff, 401 for a member", async (_, open) => {
    expect((await open("")).status).toBe(401);
    expect((await open(world.partner)).status).toBe(403);
    expect((await open(world.gate)).status).toBe(403);
    const member = await world.member();
    const res = await call(world.app, "GET", PATH, { token: member.token, area: "member" });
    expect(res.status).toBe(401);
  });

  it("changes nothing for a refused caller", async () => {
    const one = await created();
    expect((await flip(one.id, "publish", world.partner)).status).toBe(403);
    expect((await edit(one.id, venue({ slug: one.slug, name_en: "Hijack" }), world.gate)).status).toBe(403);
    const again = AdminVenueResponseSchema.parse(await body(await read(one.id))).data;
    expect(again).toMatchObject({ published: false, name_en: one.name_en });
  });
});
