import { ROK_US_BOARD_TYPES } from "@contracts/board-types";
import { PostListResponseSchema, PostResponseSchema } from "@contracts/boards";
import { SitePageResponseSchema } from "@contracts/mart";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sitePages } from "../tables";
import { seed } from "../../../platform/db/seed";
import { ROK_US_FAQ, ROK_US_PAGE_SLUGS, rokUsBoards, rokUsNotices } from "../seed-rok-us";
import { call } from "../../../platform/test/auth-fixtures";
import { HANGUL, LANGS, getOk, seededSite, siteContentCounts } from "./site-content-fixture";

const site = await seededSite();
const { db, app, report } = site;

const get = (path: string) => getOk(app, path);

const rokUsCounts = () => siteContentCounts(site, "rok-us");

describe("the ROK–US tour site after seeding", () => {
  it("seeds its pages and boards as one step", () => {
    expect(report.applied).toContain("rok-us-pages-v1");
  });

  it("serves the tour information and facilities pages in English and Korean", async () => {
    for (const slug of ROK_US_PAGE_SLUGS) {
      const [en, ko] = await Promise.all(
        LANGS.map(
          async (lang) =>
            SitePageResponseSchema.parse(await get(`/api/v1/site-pages/rok-us/${slug}?lang=${lang}`)).data,
        ),
      );
      expect(en).toMatchObject({ site: "rok-us", slug });
      expect(en?.title, slug).not.toMatch(HANGUL);
      expect(en?.body, slug).not.toMatch(HANGUL);
      expect(ko?.title, slug).toMatch(HANGUL);
      expect(ko?.body, slug).toMatch(HANGUL);
      for (const page of [en, ko]) {
        expect(page?.summary.length, slug).toBeGreaterThan(40);
        expect(page?.body, slug).toMatch(/^## /m);
        expect(page?.body, slug).toMatch(/^- /m);
        expect(page?.body, slug).not.toMatch(/<[a-z]/i);
      }
    }
    const info = SitePageResponseSchema.parse(await get("/api/v1/site-pages/rok-us/tour-info")).data.body;
    for (const place of ["Seoul", "Seoraksan", "Jeonju", "Busan course 1", "Busan course 2", "Jeju course 3"]) {
      expect(info).toContain(place);
    }
    for (const heading of ["Where and when to meet", "What to bring", "Accessibility", "Meals", "Contacts"]) {
      expect(info).toContain(`## ${heading}`);
    }
    const facilities = SitePageResponseSchema.parse(
      await get("/api/v1/site-pages/rok-us/tour-facilities?lang=ko"),
    ).data;
    expect(facilities.title).toBe("투어 시설 안내");
    expect(facilities.body).toContain("## 의료 지원");
  });

  it("serves its notices, pinned first, with the board's name, and a notice with its file", async () => {
    for (const lang of LANGS) {
      const page = PostListResponseSchema.parse(await get(`/api/v1/boards/rok-us/notice/posts?lang=${lang}`));
      expect(page.meta).toMatchObject({
        total: rokUsNotices("2026-11-29").length,
        board: { site: "rok-us", type: "notice" },
      });
      expect(page.data.length).toBeGreaterThanOrEqual(4);
      expect(page.data[0]?.pinned).toBe(true);
      expect(page.data.every((post) => post.site === "rok-us" && post.type === "notice")).toBe(true);
      expect(
        page.data.every((post) => HANGUL.test(post.title)),
        lang,
      ).toBe(lang === "ko");
      expect(page.meta.board.name).toBe(lang === "ko" ? "공지사항" : "Notices");
    }
    const list = PostListResponseSchema.parse(await get("/api/v1/boards/rok-us/notice/posts"));
    const jeju = list.data.find((post) => post.title === "Jeju courses: arriving at the airport meeting point");
    expect(jeju?.attachment_count).toBe(1);
    const post = PostResponseSchema.parse(await get(`/api/v1/boards/rok-us/notice/posts/${jeju?.id}`)).data;
    expect(post.content).toContain("gate 5");
    expect(post.attachments[0]).toMatchObject({ name: "jeju-airport-meeting-point.pdf", mime: "application/pdf" });
    const file = await call(app, "GET", post.attachments[0]?.url ?? "");
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(post.attachments[0]?.size);
  });

  it("serves its FAQ in both languages, with why a survey needs a personal link", async () => {
    for (const lang of LANGS) {
      const page = PostListResponseSchema.parse(await get(`/api/v1/boards/rok-us/faq/posts?lang=${lang}&per_page=50`));
      expect(page.data.length).toBeGreaterThanOrEqual(6);
      expect(page.meta.total).toBe(ROK_US_FAQ.length);
      expect(
        page.data.every((post) => HANGUL.test(post.title)),
        lang,
      ).toBe(lang === "ko");
    }
    const page = PostListResponseSchema.parse(await get("/api/v1/boards/rok-us/faq/posts?per_page=50"));
    const question = page.data.find((post) => post.title === "Why do I need a personal link to answer a survey?");
    expect(question).toBeDefined();
    const [en, ko] = await Promise.all(
      LANGS.map(
        async (lang) =>
          PostResponseSchema.parse(await get(`/api/v1/boards/rok-us/faq/posts/${question?.id}?lang=${lang}`)).data,
      ),
    );
    expect(en?.content).toContain("personal survey link");
    expect(en?.content).toContain("ask for it again");
    expect(ko?.title).toBe("설문에 응답하려면 왜 개인 링크가 필요한가요?");
  });

  it("has only the site's own boards", async () => {
    expect(rokUsBoards("2026-11-29").map((board) => board.type)).toEqual([...ROK_US_BOARD_TYPES]);
    for (const type of ["press", "event", "news"]) {
      expect((await call(app, "GET", `/api/v1/boards/rok-us/${type}/posts`)).status, type).toBe(404);
    }
    expect((await call(app, "GET", "/api/v1/site-pages/rok-us/overview")).status).toBe(404);
  });

  it("adds nothing when seeding again, and keeps what operators changed", async () => {
    const before = await rokUsCounts();
    expect(before).toEqual({ pages: 2, posts: rokUsNotices("2026-11-29").length + ROK_US_FAQ.length });
    await db.db.update(sitePages).set({ titleEn: "Edited" }).where(eq(sitePages.slug, "tour-info"));
    const again = await seed(db.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain("rok-us-pages-v1");
    expect(await rokUsCounts()).toEqual(before);
    const info = SitePageResponseSchema.parse(await get("/api/v1/site-pages/rok-us/tour-info")).data;
    expect(info.title).toBe("Edited");
  });
});
