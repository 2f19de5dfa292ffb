import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { calendarDay, createdAt, id, instant, ownedBy, storedFile, timestamps } from "../../platform/db/columns";
import { inquiries } from "../inquiries/tables";

/** A site's list of posts. The same service serves every microsite: a board belongs to a site and has a type. */
export const boards = pgTable(
  "boards",
  {
    id: id(),
    /** The site's name from contracts/site-map.ts (shop, sitmmt, rok-us, ...). */
    site: text("site").notNull(),
    type: text("type").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("boards_type_check", sql`${t.type} ~ '^[a-z][a-z0-9-]{0,31}$'`),
    uniqueIndex("boards_site_type_uq").on(t.site, t.type),
  ],
);

export const boardPosts = pgTable(
  "board_posts",
  {
    id: id(),
    boardId: ownedBy("board_id", () => boards.id),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    /** Plain text; blank lines separate paragraphs (no HTML is stored or rendered). */
    contentEn: text("content_en").notNull(),
    contentKo: text("content_ko").notNull(),
    /** Shown first in lists, newest pinned first. */
    pinned: boolean("pinned").notNull().default(false),
    /** Events: the days the event runs (current while `ends_on` is today or later in Korea). */
    startsOn: calendarDay("starts_on"),
    endsOn: calendarDay("ends_on"),
    /** Events: where "see the products" leads (a same-site path such as /product/search/festival/all or /sitmmt). */
    linkPath: text("link_path"),
    /** A picture under /images (static), for event cards. */
    imagePath: text("image_path"),
    viewCount: integer("view_count").notNull().default(0),
    authorId: integer("author_id").references(() => accounts.id, { onDelete: "set null" }),
    publishedAt: instant("published_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    check(
      "board_posts_event_days_check",
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
    check("board_posts_link_check", sql`${t.linkPath} is null or ${t.linkPath} ~ '^/[^/]'`),
    index("board_posts_board_idx").on(t.boardId, t.pinned, t.publishedAt),
  ],
);

/** A file attached to a board post or an inquiry (type and size checked by content on upload). */
export const attachments = pgTable(
  "attachments",
  {
    id: id(),
    postId: integer("post_id").references(() => boardPosts.id, { onDelete: "cascade" }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [
    check("attachments_owner_check", sql`(${t.postId} is null) <> (${t.inquiryId} is null)`),
    index("attachments_post_idx").on(t.postId),
    index("attachments_inquiry_idx").on(t.inquiryId),
  ],
);
