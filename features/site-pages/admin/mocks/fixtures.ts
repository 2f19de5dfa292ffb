import type { AdminSitePage } from "@contracts/mart";

export const STORY_ADMIN_TOKEN = "story-site-pages-admin-token";
export const STORY_SITE = "seouledutravel";
export const STORY_PAGES = ["introduction", "guide"] as const;

/** The education site's introduction, written in both languages; its guide is not written yet. */
export const pagesFixture: readonly AdminSitePage[] = [
  {
    site: STORY_SITE,
    slug: "introduction",
    title_en: "About the programme",
    title_ko: "프로그램 소개",
    summary_en: "Two weeks of school life and culture in Seoul.",
    summary_ko: "서울에서 보내는 2주간의 학교생활과 문화 체험.",
    body_en:
      "Students from partner schools spend two weeks in Seoul.\n\n## What you do\n- Classes with Korean students\n- Visits to palaces and museums",
    body_ko:
      "협력 학교 학생들이 서울에서 2주를 보냅니다.\n\n## 하는 일\n- 한국 학생들과 함께하는 수업\n- 궁궐과 박물관 방문",
    updated_at: "2026-05-02T03:00:00.000Z",
  },
];
