import { AdminVenueResponseSchema } from "@contracts/pass-venues-admin";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, seededWorld } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { passVenues } from "../venue-table";

/**
 * Two operators writing the same slug at the same moment on PostgreSQL (PGlite runs one statement at a time;
 * venue-admin.test.ts holds the rule there): the slug's unique index lets one in, the other is 409 naming `slug`.
 */
const world = await forTheFile(seededWorld({ domain: "venue-admin-race.test", label: "visitor" }));

const venue = (slug: string, name: string) => ({
  slug,
  name_en: name,
  name_ko: "시험 시설",
  category: "museum",
  district: "jongno",
  benefit: { kind: "free_entry" },
  opening_hours_en: "09:00–18:00",
  opening_hours_ko: "09:00–18:00",
  description_en: "A venue for the tests.",
  description_ko: "시험용 시설입니다.",
  address_en: "1 Test-ro, Jongno-gu, Seoul",
  address_ko: "서울특별시 종로구 시험로 1",
  directions_en: "Anywhere.",
  directions_ko: "어디서나.",
  thumbnail: "/images/catalog/tour-palace.svg",
  lat: 37.57,
  lng: 126.98,
});

const create = (payload: unknown) =>
  call(world.app, "POST", "/api/v1/admin/pass-venues", { token: world.admin, area: "admin", body: payload });

describe("two operators adding venues of one slug at once on PostgreSQL", () => {
  it("adds one: one answer 201, the other 409 naming slug, one row", async () => {
    for (let round = 0; round < 5; round += 1) {
      const slug = `race-venue-${process.pid}-${round}`;
      const answers = await Promise.all([create(venue(slug, "First")), create(venue(slug, "Second"))]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.status === 409);
      expect(await refused?.json()).toMatchObject({ code: "SLUG_TAKEN", field: "slug" });
      const rows = await world.db.db.select().from(passVenues).where(eq(passVenues.slug, slug));
      expect(rows).toHaveLength(1);
    }
  });

  it("renames one of two venues to the other's slug at once: one wins", async () => {
    const ids: number[] = [];
    for (const name of ["One", "Two"]) {
      const res = await create(venue(`rename-${process.pid}-${name.toLowerCase()}`, name));
      ids.push(AdminVenueResponseSchema.parse(await body(res)).data.id);
    }
    const slug = `rename-${process.pid}-same`;
    const answers = await Promise.all(
      ids.map((id) =>
        call(world.app, "PUT", `/api/v1/admin/pass-venues/${id}`, {
          token: world.admin,
          area: "admin",
          body: venue(slug, `Renamed ${id}`),
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await world.db.db.select().from(passVenues).where(eq(passVenues.slug, slug))).toHaveLength(1);
  });
});
