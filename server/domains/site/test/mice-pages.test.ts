import { FAQ_BOARD_TYPE, MICE_BOARD_TYPES } from "@contracts/board-types";
import { PostListResponseSchema, PostResponseSchema } from "@contracts/boards";
import { MICE_EDITION } from "@contracts/editions";
import { SitePageResponseSchema } from "@contracts/mart";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sitePages } from "../tables";
import { seed } from "../../../platform/db/seed";
import { MICE_BOARDS, MICE_FAQ, MICE_NEWS, MICE_NOTICES, MICE_PAGE_SLUGS, MICE_PAGES } from "../seed-mice";
import { call } from "../../../platform/test/auth-fixtures";
import { HANGUL, LANGS, getOk, seededSite, siteContentCounts } from "./site-content-fixture";

const site = await seededSite();
const { db, app, report } = site;
const SITE = "mice";

const get = (path: string) => getOk(app, path);

const page = async (slug: string, lang: (typeof LANGS)[number] = "en") =>
  SitePageResponseSchema.parse(await get(`/api/v1/site-pages/${SITE}/${slug}?lang=${lang}`)).data;

const miceCounts = () => siteContentCounts(site, SITE);

/** The sections each page has, in order, in both languages. */
const HEADINGS: Record<(typeof MICE_PAGE_SLUGS)[number], Record<(typeof LANGS)[number], string[]>> = {
  "introduction-exhibition": {
    en: ["Halls and zones", "Who exhibits", "Who visits", "How to exhibit", "Booths", "Contact"],
    ko: ["전시홀과 구역", "참가 기업", "참관 대상", "참가 방법", "부스", "문의"],
  },
  "introduction-fair": {
    en: ["Organisers", "History", "Programme", "Who takes part", "Contact"],
    ko: ["주최와 주관", "걸어온 길", "프로그램", "참가 대상", "문의"],
  },
  "application-guide": {
    en: [
      "1. Register an account by your role",
      "2. Fill in the company profile",
      "3. Apply for this year's fair",
      "4. Review by the secretariat",
      "5. Approval",
      "6. Booth assignment for sellers",
      "7. Business meetings",
      "Questions",
    ],
    ko: [
      "1. 유형을 골라 회원 가입",
      "2. 기업 정보 입력",
      "3. 올해 박람회 참가 신청",
      "4. 사무국 심사",
      "5. 승인",
      "6. 셀러 부스 배정",
      "7. 비즈니스 상담",
      "문의",
    ],
  },
  "visitor-guide": {
    en: [
      "How to register",
      "Your entry badge",
      "Opening hours",
      "What to bring",
      "Getting there",
      "Coming back in",
      "Services at the venue",
      "Contact",
    ],
    ko: ["등록 방법", "출입증", "관람 시간", "준비물", "오시는 길", "재입장", "편의 시설", "문의"],
  },
};

describe("the MICE fair's site after seeding", () => {
  it("seeds its pages and boards as one step", () => {
    expect(report.applied).toContain("mice-site-v1");
  });

  it("serves its four pages in English and Korean, as headed sections of plain text", async () => {
    for (const slug of MICE_PAGE_SLUGS) {
      for (const [index, lang] of LANGS.entries()) {
        const served = await page(slug, lang);
        const seeded = MICE_PAGES.find((candidate) => candidate.slug === slug);
        expect(served).toMatchObject({
          site: SITE,
          slug,
          title: seeded?.title[index],
          summary: seeded?.summary[index],
        });
        expect(served.summary.length, slug).toBeGreaterThan(40);
        const headings = served.body.split("\n").filter((line) => line.startsWith("## "));
        expect(headings, `${slug} ${lang}`).toEqual(HEADINGS[slug][lang].map((heading) => `## ${heading}`));
        expect(served.body, slug).toMatch(/^- /m);
        expect(served.body, slug).not.toMatch(/<[a-z]/i);
        expect(HANGUL.test(served.title), `${slug} ${lang}`).toBe(lang === "ko");
        expect(HANGUL.test(served.body), `${slug} ${lang}`).toBe(lang === "ko");
      }
    }
  });

  it("says what the brief asks of each page", async () => {
    const exhibition = (await page("introduction-exhibition")).body;
    for (const zone of [
      "regional convention bureaus",
      "venues and hotels",
      "PCOs and DMCs",
      "event services and technology",
    ]) {
      expect(exhibition).toContain(zone);
    }
    const fair = await page("introduction-fair");
    for (const part of ["Exhibition:", "Business meetings:", "Conference:"]) expect(fair.body).toContain(part);
    const guide = (await page("application-guide")).body;
    for (const step of ["buyer, domestic seller or overseas seller", "submitted, approved or rejected", "booth"]) {
      expect(guide).toContain(step);
    }
    const visitors = await page("visitor-guide");
    expect(visitors.body).toContain("QR code");
    expect(visitors.body).toContain("My page");
    // the opening hours are the edition's own
    expect(visitors.body).toContain(`${MICE_EDITION.opens} to ${MICE_EDITION.closes}`);
    expect((await page("visitor-guide", "ko")).body).toContain(`${MICE_EDITION.opens}~${MICE_EDITION.closes}`);
  });

  it("serves its notices, news and FAQ in both languages under the boards' names", async () => {
    const expected = new Map<string, { total: number; name: readonly [string, string] }>([
      ["notice", { total: MICE_NOTICES.length, name: ["Notices", "공지사항"] }],
      ["news", { total: MICE_NEWS.length, name: ["News", "뉴스"] }],
      [FAQ_BOARD_TYPE, { total: MICE_FAQ.length, name: ["FAQ", "자주 묻는 질문"] }],
    ]);
    expect([MICE_NOTICES.length, MICE_NEWS.length, MICE_FAQ.length]).toEqual([5, 6, 8]);
    for (const type of [...MICE_BOARD_TYPES, FAQ_BOARD_TYPE]) {
      for (const [index, lang] of LANGS.entries()) {
        const list = PostListResponseSchema.parse(
          await get(`/api/v1/boards/${SITE}/${type}/posts?lang=${lang}&per_page=50`),
        );
        expect(list.meta.total, `${type} ${lang}`).toBe(expected.get(type)?.total);
        expect(list.meta.board).toMatchObject({ site: SITE, type, name: expected.get(type)?.name[index] });
        expect(list.data.every((post) => post.site === SITE && post.type === type)).toBe(true);
        expect(
          list.data.every((post) => HANGUL.test(post.title) === (lang === "ko")),
          `${type} ${lang}`,
        ).toBe(true);
      }
    }
  });

  it("lists the pinned notices first, and a notice with its file", async () => {
    const list = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/notice/posts`));
    expect(list.data.slice(0, 2).every((post) => post.pinned)).toBe(true);
    expect(list.data[0]?.title).toBe("Visitor registration is open");
    const travel = list.data.find((post) => post.title === "Getting to Songdo Convensia on fair days");
    expect(travel?.attachment_count).toBe(1);
    const post = PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/notice/posts/${travel?.id}`)).data;
    expect(post.attachments[0]).toMatchObject({ name: "songdo-convensia-getting-there.pdf", mime: "application/pdf" });
    const file = await call(app, "GET", post.attachments[0]?.url ?? "");
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(post.attachments[0]?.size);
  });

  it("answers the questions visitors, buyers and sellers ask, with a body to each news post", async () => {
    const faq = PostListResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts?per_page=50`)).data;
    const titles = faq.map((post) => post.title);
    for (const topic of [
      /register/,
      /badge/,
      /business meetings/,
      /exhibit/,
      /cost/,
      /held/,
      /languages/,
      /certificate/,
    ]) {
      expect(
        titles.some((title) => topic.test(title)),
        String(topic),
      ).toBe(true);
    }
    const certificate = faq.find((post) => post.title === "Can I get a certificate of attendance?");
    const [en, ko] = await Promise.all(
      LANGS.map(
        async (lang) =>
          PostResponseSchema.parse(await get(`/api/v1/boards/${SITE}/faq/posts/${certificate?.id}?lang=${lang}`)).data,
      ),
    );
    expect(en?.content).toContain("badge was scanned at the entrance");
    expect(ko?.title).toBe("참관 확인서를 받을 수 있나요?");
    for (const post of MICE_NEWS) {
      for (const text of post.content) expect(text.split("\n\n").length, post.title[0]).toBeGreaterThanOrEqual(2);
    }
  });

  it("has only its own boards and pages", async () => {
    expect(MICE_BOARDS.map((board) => board.type)).toEqual([...MICE_BOARD_TYPES, FAQ_BOARD_TYPE]);
    for (const type of ["press", "event", "media"]) {
      expect((await call(app, "GET", `/api/v1/boards/${SITE}/${type}/posts`)).status, type).toBe(404);
    }
    expect((await call(app, "GET", `/api/v1/site-pages/${SITE}/tour-info`)).status).toBe(404);
  });

  it("adds nothing when seeding again, and keeps what operators changed", async () => {
    const before = await miceCounts();
    expect(before).toEqual({
      pages: MICE_PAGE_SLUGS.length,
      posts: MICE_NOTICES.length + MICE_NEWS.length + MICE_FAQ.length,
    });
    await db.db.update(sitePages).set({ titleEn: "Edited" }).where(eq(sitePages.slug, "visitor-guide"));
    const again = await seed(db.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain("mice-site-v1");
    expect(await miceCounts()).toEqual(before);
    expect((await page("visitor-guide")).title).toBe("Edited");
  });
});
