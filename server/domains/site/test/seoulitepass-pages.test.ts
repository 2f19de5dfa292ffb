import { PostListResponseSchema, PostResponseSchema } from "@contracts/boards";
import { SitePageResponseSchema } from "@contracts/mart";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sitePages } from "../tables";
import { seed } from "../../../platform/db/seed";
import { PASS_FAQ, PASS_PAGE_SLUGS, PASS_POSTS, passBoards, passNotices } from "../seed-seoulitepass";
import { pageDay } from "../seed-site-content";
import { call } from "../../../platform/test/auth-fixtures";
import { HANGUL, LANGS, getOk, seededSite, siteContentCounts } from "./site-content-fixture";

const site = await seededSite();
const { db, app, report } = site;
const SITE = "seoulitepass";

const get = (path: string) => getOk(app, path);

const page = async (slug: string, lang: (typeof LANGS)[number]) =>
  SitePageResponseSchema.parse(await get(`/api/v1/site-pages/${SITE}/${slug}?lang=${lang}`)).data;
const posts = async (type: string, lang: (typeof LANGS)[number]) =>
  PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/${type}/posts?lang=${lang}&per_page=50`));

const passCounts = () => siteContentCounts(site, SITE);

describe("the visitor pass site after seeding", () => {
  it("seeds its pages and boards as one step, and its inquiry types", () => {
    expect(report.applied).toEqual(expect.arrayContaining(["seoulitepass-pages-v1", "inquiry-types-pass-v1"]));
  });

  it("serves the airport page and how the pass works in both languages, as headed plain text", async () => {
    for (const slug of PASS_PAGE_SLUGS) {
      const [en, ko] = await Promise.all(LANGS.map((lang) => page(slug, lang)));
      expect(en).toMatchObject({ site: SITE, slug });
      expect(en?.body, slug).not.toMatch(HANGUL);
      expect(ko?.title, slug).toMatch(HANGUL);
      expect(ko?.body, slug).toMatch(HANGUL);
      for (const text of [en, ko]) {
        expect(text?.summary.length, slug).toBeGreaterThan(40);
        expect(text?.body, slug).toMatch(/^## /m);
        expect(text?.body, slug).toMatch(/^- /m);
        expect(text?.body, slug).not.toMatch(/<[a-z]/i);
      }
    }
    const airport = (await page("airport", "en")).body;
    for (const place of ["Terminal 1", "Terminal 2", "Gimpo"]) expect(airport).toContain(place);
    for (const heading of ["Our desks", "Into the city by train: AREX", "Airport limousine buses", "Taxis"]) {
      expect(airport).toContain(`## ${heading}`);
    }
    expect(airport).toMatch(/Express train: .*about [\d,]+ won/);
    const guide = await page("how-it-works", "en");
    // ADR 0030's rules, as a visitor reads them
    expect(guide.body).toContain("first scan at a partner venue, not when you buy it");
    expect(guide.body).toContain("first scanned at 23:50 on 1 May is valid until 23:59 on 2 May");
    expect(guide.body).toContain("until the end of the 7th day after purchase");
    expect(guide.body).toContain("Each venue lets a pass in once");
    expect((await page("how-it-works", "ko")).body).toContain("## 1인 1패스");
  });

  it("serves its notices pinned first, one dated from the seeding day", async () => {
    const notices = passNotices(shopToday(new Date()));
    for (const lang of LANGS) {
      const list = await posts("notice", lang);
      expect(list.meta).toMatchObject({ total: notices.length, board: { site: SITE, type: "notice" } });
      expect(list.data.slice(0, 2).every((post) => post.pinned)).toBe(true);
      expect(list.data.every((post) => HANGUL.test(post.title))).toBe(lang === "ko");
      expect(list.meta.board.name).toBe(lang === "ko" ? "공지사항" : "Notices");
    }
    const list = await posts("notice", "en");
    const gimpo = list.data.find((post) => post.title === "Gimpo Airport desk closed for one day");
    const closed = pageDay(addDays(shopToday(new Date()), 10), "en");
    const notice = PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/notice/posts/${gimpo?.id}`)).data;
    expect(notice.content).toContain(`closed on ${closed} while`);
    expect(notice.content).not.toContain("{day}");
  });

  it("serves the things-to-do stories and the FAQ, each in both languages", async () => {
    for (const [type, seeded, name] of [
      ["post", PASS_POSTS, ["Things to do", "즐길 거리"]],
      ["faq", PASS_FAQ, ["FAQ", "자주 묻는 질문"]],
    ] as const) {
      for (const [index, lang] of LANGS.entries()) {
        const list = await posts(type, lang);
        expect(list.meta.total, type).toBe(seeded.length);
        expect(list.meta.board.name, type).toBe(name[index]);
        expect(
          list.data.every((post) => HANGUL.test(post.title)),
          `${type} ${lang}`,
        ).toBe(lang === "ko");
      }
    }
    const faq = await posts("faq", "en");
    const refund = faq.data.find((post) => post.title === "Can I get a refund?");
    const [en, ko] = await Promise.all(
      LANGS.map(
        async (lang) =>
          PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts/${refund?.id}?lang=${lang}`)).data,
      ),
    );
    expect(en?.content).toContain("never been scanned");
    expect(ko?.title).toBe("환불받을 수 있나요?");
    const stories = await posts("post", "en");
    expect(stories.data.map((post) => post.title)).toContain("A palace day with the pass");
  });

  it("has the site's boards in its order, and no others", async () => {
    expect(passBoards("2026-11-29").map((board) => board.type)).toEqual(["notice", "post", "faq"]);
    for (const type of ["news", "event", "press"]) {
      expect((await call(app, "GET", `/api/v1/boards/${SITE}/${type}/posts`)).status, type).toBe(404);
    }
    expect((await call(app, "GET", `/api/v1/site-pages/${SITE}/overview`)).status).toBe(404);
  });

  it("adds nothing when seeding again, and keeps what operators changed", async () => {
    const before = await passCounts();
    expect(before).toEqual({ pages: 2, posts: passNotices("2026-11-29").length + PASS_POSTS.length + PASS_FAQ.length });
    await db.db
      .update(sitePages)
      .set({ titleEn: "Edited" })
      .where(and(eq(sitePages.site, SITE), eq(sitePages.slug, "airport")));
    const again = await seed(db.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain("seoulitepass-pages-v1");
    expect(await passCounts()).toEqual(before);
    expect((await page("airport", "en")).title).toBe("Edited");
  });
});
