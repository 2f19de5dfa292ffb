import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import type { SiteName } from "@contracts/site-map";
import {
  SEED_ADMIN_EMAIL,
  type SeedBoard,
  type SeedPost,
  type SeedSitePage,
  seedAccountId,
  seedBoards,
  seedSitePages,
} from "../boards/seed-posts";
import type { SeedStep, SeedTx } from "../../platform/db/seed-step";

/**
 * The microsites' demo content goes in one way (the ROK–US tour, the education programme, the MICE fair): the pages
 * their organisers edit and their boards, written by the demo operator at the moment the step runs. A page or board
 * an operator made already is left as it is.
 */

/** A page's text, one line per argument: `## ` starts a subheading, `- ` a list item, "" ends a paragraph. */
export const lines = (...text: string[]) => text.join("\n");

/** A day as a page says it: "14 October 2026", "2026년 10월 14일". */
export function pageDay(day: string, lang: "en" | "ko"): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ko-KR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The boards' names, the same on every microsite, so a visitor meets one word for one kind of board. */
const BOARD_NAMES = {
  notice: ["Notices", "공지사항"],
  news: ["News", "뉴스"],
  [FAQ_BOARD_TYPE]: ["FAQ", "자주 묻는 질문"],
} as const satisfies Record<string, SeedBoard["name"]>;

export type SiteBoardType = keyof typeof BOARD_NAMES;

/** A board of one of the shared kinds, with its name in both languages. */
export const siteBoard = (type: SiteBoardType, posts: readonly SeedPost[]): SeedBoard => ({
  type,
  name: BOARD_NAMES[type],
  posts,
});

/** What a site's step writes: its pages, and its boards in the order the site lists them. */
export type SiteContent = { pages: readonly SeedSitePage[]; boards: readonly SeedBoard[] };

/** A site's pages and boards, edited by the demo operator at `now`. */
export async function seedSiteContent(tx: SeedTx, site: SiteName, content: SiteContent, now: Date): Promise<void> {
  const adminId = await seedAccountId(tx, "admin", SEED_ADMIN_EMAIL);
  await seedSitePages(tx, site, content.pages, adminId, now);
  await seedBoards(tx, site, content.boards, adminId, now);
}

/**
 * The step that writes a site's content once per database. The content is made for the moment the step runs (posts
 * are dated back from that day) and may read what earlier steps seeded.
 */
export function siteContentStep(
  name: string,
  site: SiteName,
  content: (now: Date, tx: SeedTx) => SiteContent | Promise<SiteContent>,
): SeedStep {
  return {
    name,
    run: async (tx) => {
      const now = new Date();
      await seedSiteContent(tx, site, await content(now, tx), now);
    },
  };
}
