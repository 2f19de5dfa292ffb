import { AdminPostResponseSchema, PostListResponseSchema, PostResponseSchema } from "@contracts/boards";
import { AdminSitePageResponseSchema, SitePageResponseSchema } from "@contracts/mart";
import { shopToday } from "@contracts/shop-calendar";
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eduProgrammes } from "../../applications/tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { EDU_FAQ, EDU_PAGE_SLUGS, EDU_PAGES } from "../seed-seouledutravel";
import { pageDay } from "../seed-site-content";
import { call, signIn } from "../../../platform/test/auth-fixtures";
import { HANGUL, LANGS, getOk, seededSite } from "./site-content-fixture";

const { db, app, report } = await seededSite();
let admin: string;
let traveller: string;

beforeAll(async () => {
  admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
  traveller = (await signIn(app, "edu.kim@demo.test", DEMO_PASSWORD, { area: "travel" })).token;
});

const SITE = "seouledutravel";

const get = (url: string, token?: string) => getOk(app, url, token);

/** The sections each page has, in order (the screens' sections they were first written from). */
const HEADINGS: Record<(typeof EDU_PAGE_SLUGS)[number], Record<(typeof LANGS)[number], string[]>> = {
  introduction: {
    en: ["Why the programme exists", "What a trip looks like", "What the programme supports", "After the trip"],
    ko: ["프로그램의 목적", "여행 일정", "지원 내용", "여행을 마친 뒤"],
  },
  guide: {
    en: ["Who can apply", "What to prepare", "How to apply", "After you submit", "Once you are approved"],
    ko: ["신청 자격", "준비할 것", "신청 방법", "제출한 뒤에는", "승인된 뒤에는"],
  },
};

describe("the education programme's site after seeding", () => {
  it("seeds its pages, boards and questions", () => {
    expect(report.applied).toEqual(expect.arrayContaining(["edu-site-v1", "edu-qna-v1", "inquiry-types-edu-v1"]));
  });

  it("serves the introduction and the guide in both languages, as headed sections of plain text", async () => {
    for (const slug of EDU_PAGE_SLUGS) {
      for (const [index, lang] of LANGS.entries()) {
        const page = SitePageResponseSchema.parse(await get(`/api/v1/site-pages/${SITE}/${slug}?lang=${lang}`)).data;
        const seeded = EDU_PAGES.find((candidate) => candidate.slug === slug);
        expect(page).toMatchObject({ site: SITE, slug, title: seeded?.title[index], summary: seeded?.summary[index] });
        const headings = page.body.split("\n").filter((line) => line.startsWith("## "));
        expect(headings).toEqual(HEADINGS[slug][lang].map((heading) => `## ${heading}`));
        // every section has its text under its heading
        expect(page.body.split("\n\n").every((section) => section.split("\n").length >= 2)).toBe(true);
        expect(HANGUL.test(page.body), `${slug} ${lang}`).toBe(lang === "ko");
        expect(page.body).not.toMatch(/<[a-z]/i);
      }
    }
    const guide = SitePageResponseSchema.parse(await get(`/api/v1/site-pages/${SITE}/guide`)).data;
    expect(guide.title).toBe("Application guide");
    expect(guide.body).toContain("14 or older on the first day of the trip");
    expect(guide.body).toContain("1. Sign in or create an account.");
    const intro = SitePageResponseSchema.parse(await get(`/api/v1/site-pages/${SITE}/introduction?lang=ko`)).data;
    expect(intro.title).toBe("프로그램 소개");
    expect(intro.summary).toContain("서울 교육여행 프로그램");
  });

  it("lets operators read a page in both languages, and nobody else", async () => {
    const url = `/api/v1/admin/site-pages/${SITE}/guide`;
    const page = AdminSitePageResponseSchema.parse(await get(url, admin)).data;
    expect(page).toMatchObject({ site: SITE, slug: "guide", title_en: "Application guide", title_ko: "신청 안내" });
    expect(page.body_ko).toContain("## 신청 자격");
    for (const token of [undefined, traveller]) expect((await call(app, "GET", url, { token })).status).toBe(401);
  });

  it("serves its FAQ in both languages", async () => {
    for (const lang of LANGS) {
      const page = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts?lang=${lang}&per_page=50`));
      expect(page.meta.total).toBe(EDU_FAQ.length);
      expect(page.data.length).toBeGreaterThanOrEqual(6);
      expect(page.data.length).toBeLessThanOrEqual(8);
      expect(
        page.data.every((post) => HANGUL.test(post.title)),
        lang,
      ).toBe(lang === "ko");
      expect(page.meta.board.name).toBe(lang === "ko" ? "자주 묻는 질문" : "FAQ");
    }
    const page = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts?per_page=50`));
    const titles = page.data.map((post) => post.title);
    for (const title of [
      "Who can apply?",
      "How long must my passport be valid?",
      "What is the report after the trip?",
    ]) {
      expect(titles).toContain(title);
    }
    const passport = page.data.find((post) => post.title === "How long must my passport be valid?");
    const post = PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts/${passport?.id}`)).data;
    expect(post.content).toContain("after the trip's return date");
    expect(post.content).not.toMatch(/<[a-z]/i);
  });

  it("serves notices whose days are the seeded programmes' own", async () => {
    const rows = await db.db.select().from(eduProgrammes).orderBy(asc(eduProgrammes.opensAt));
    const now = new Date();
    const today = shopToday(now);
    const open = rows.find((row) => row.opensAt <= now && now < row.closesAt);
    const back = rows.find((row) => row.tripEnd < today && row.reportDue >= today);
    if (!open || !back) throw new Error("the seeded programmes are missing");
    for (const lang of LANGS) {
      const page = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/notice/posts?lang=${lang}`));
      expect(page.meta.total).toBe(3);
      expect(page.data[0]?.pinned).toBe(true);
      const read = async (index: number) =>
        PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/notice/posts/${page.data[index]?.id}?lang=${lang}`))
          .data.content;
      const windowText = await read(0);
      expect(windowText).toContain(pageDay(shopToday(open.opensAt), lang));
      expect(windowText).toContain(pageDay(shopToday(open.closesAt), lang));
      expect(windowText).toContain(pageDay(open.tripStart, lang));
      expect(windowText).toContain(String(open.capacity));
      const all = (await Promise.all([0, 1, 2].map(read))).join("\n");
      expect(all).toContain(pageDay(open.detailsDeadline, lang));
      expect(all).toContain(pageDay(back.reportDue, lang));
    }
  });

  it("lets operators read a post in both languages without counting a view", async () => {
    const [first] = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts`)).data;
    const url = `/api/v1/admin/boards/${SITE}/faq/posts/${first?.id}`;
    const post = AdminPostResponseSchema.parse(await get(url, admin)).data;
    expect(post).toMatchObject({ id: first?.id, site: SITE, type: "faq", title_en: first?.title, view_count: 0 });
    expect(post.title_ko).toMatch(HANGUL);
    expect(AdminPostResponseSchema.parse(await get(url, admin)).data.view_count).toBe(0);
    for (const token of [undefined, traveller]) expect((await call(app, "GET", url, { token })).status).toBe(401);
  });

  it("lists its public pages, the FAQ and the Q&A among them, in its sitemap", async () => {
    const res = await app.request("https://edu.example/sitemap-seouledutravel.xml");
    expect(res.status).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ["introduction", "application/guide", "faq/list", "qna/list"]) {
      expect(locs).toContain(`https://edu.example/seouledutravel/${page}?lang=en`);
      expect(locs).toContain(`https://edu.example/seouledutravel/${page}?lang=ko`);
    }
  });
});
