import type { ApiError } from "@contracts/envelope";
import { type Menu, type MenuResponse, MenuSchema, type MenusResponse, MenusResponseSchema } from "@contracts/settings";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { menus } from "../tables";
import { forTheFile, json, seededTestApp } from "../../../platform/test/helpers";

const { db: ctx, app } = await forTheFile(seededTestApp());

const titles = (items: Menu[]) => items.map((m) => m.title);

describe("GET /api/v1/settings/menus", () => {
  it("answers English menus by default, in the envelope, with children", async () => {
    const res = await app.request("/api/v1/settings/menus");
    expect(res.status).toBe(200);
    const body = MenusResponseSchema.parse(await json<MenusResponse>(res));
    expect(body.meta).toEqual({ lang: "en", count: 6 });
    expect(titles(body.data)).toEqual(["Home", "Festivals", "Tours", "Activities", "Community", "My page"]);
    const community = body.data.find((m) => m.title === "Community");
    expect(community?.children.map((c) => [c.title, c.path])).toEqual([
      ["Notices", "/board/notice"],
      ["Events", "/board/event"],
      ["Contact us", "/board/contact-us"],
    ]);
    for (const child of community?.children ?? []) expect(child.children).toEqual([]);
    expect(body.data.find((m) => m.title === "Festivals")?.path).toBe("/product/search/festival/all");
  });

  it("answers Korean menus for lang=ko", async () => {
    const body = await json<MenusResponse>(await app.request("/api/v1/settings/menus?lang=ko"));
    expect(body.meta).toEqual({ lang: "ko", count: 6 });
    expect(titles(body.data)).toEqual(["홈", "축제", "투어", "체험", "커뮤니티", "마이페이지"]);
    expect(titles(body.data.find((m) => m.title === "커뮤니티")?.children ?? [])).toEqual([
      "공지사항",
      "이벤트",
      "문의하기",
    ]);
  });

  it("sorts by sort_order and leaves hidden menus (and their children) out", async () => {
    const [tours] = await ctx.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.lang, "en"), eq(menus.title, "Tours"), isNull(menus.parentId)));
    const [myPage] = await ctx.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.lang, "en"), eq(menus.title, "My page")));
    await ctx.db.update(menus).set({ sortOrder: 1 }).where(eq(menus.id, tours!.id));
    await ctx.db.update(menus).set({ visible: false }).where(eq(menus.id, myPage!.id));
    try {
      const body = await json<MenusResponse>(await app.request("/api/v1/settings/menus?lang=en"));
      expect(titles(body.data)).toEqual(["Tours", "Home", "Festivals", "Activities", "Community"]);
      expect(body.meta.count).toBe(5);
      const res = await app.request(`/api/v1/settings/menus/${myPage!.id}`);
      expect(res.status).toBe(404);
    } finally {
      await ctx.db.update(menus).set({ sortOrder: 30 }).where(eq(menus.id, tours!.id));
      await ctx.db.update(menus).set({ visible: true }).where(eq(menus.id, myPage!.id));
    }
  });

  it("rejects an unknown language naming the field", async () => {
    const res = await app.request("/api/v1/settings/menus?lang=fr");
    expect(res.status).toBe(400);
    const body = await json<ApiError>(res);
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", field: "lang" });
    expect(body.message).toMatch(/^lang: /);
  });
});

describe("GET /api/v1/settings/menus/{id}", () => {
  it("answers one menu with its children", async () => {
    const list = await json<MenusResponse>(await app.request("/api/v1/settings/menus?lang=ko"));
    const community = list.data.find((m) => m.title === "커뮤니티")!;
    const res = await app.request(`/api/v1/settings/menus/${community.id}`);
    expect(res.status).toBe(200);
    const body = await json<MenuResponse>(res);
    expect(body.meta).toEqual({});
    expect(MenuSchema.parse(body.data)).toEqual(community);
  });

  it("answers a child menu too", async () => {
    const list = await json<MenusResponse>(await app.request("/api/v1/settings/menus"));
    const events = list.data.flatMap((m) => m.children).find((m) => m.title === "Events")!;
    const body = await json<MenuResponse>(await app.request(`/api/v1/settings/menus/${events.id}`));
    expect(body.data).toEqual({ ...events, children: [] });
  });

  it("answers 404 NOT_FOUND for a missing menu", async () => {
    const res = await app.request("/api/v1/settings/menus/999999");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "Menu not found", code: "NOT_FOUND" });
  });

  it("answers 400 naming id for a non-numeric id", async () => {
    const res = await app.request("/api/v1/settings/menus/abc");
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "id" });
  });
});
