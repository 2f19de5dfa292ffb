import {
  AdminPostResponseSchema,
  MAX_ATTACHMENT_BYTES,
  type Post,
  type PostListResponse,
  PostListResponseSchema,
  PostResponseSchema,
} from "@contracts/boards";
import { addDays, shopToday } from "@contracts/reservations";
import { count, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { beforeAll, describe, expect, it } from "vitest";
import { attachments, boardPosts } from "../tables";
import { SEED_EVENTS, SEED_NEWS, SEED_NOTICES } from "../seed";
import { ATTACHMENT_MESSAGES } from "../attachments";
import { BOARD_MESSAGES, excerptOf } from "../boards";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  type CommunityMember,
  createCommunity,
  form,
  GIF,
  getOk,
  JPEG,
  PDF,
  PNG,
  TEXT,
  WEBP,
} from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());
let member: CommunityMember;

beforeAll(async () => {
  member = await world.member("reader");
});

const NOTICES = "/api/v1/boards/shop/notice/posts";
const EVENTS = "/api/v1/boards/shop/event/posts";
const ADMIN_NOTICES = "/api/v1/admin/boards/shop/notice/posts";
const ADMIN_NEWS = "/api/v1/admin/boards/shop/news/posts";

const list = async (path: string) => PostListResponseSchema.parse(await getOk<PostListResponse>(world.app, path));
const detail = async (path: string) => PostResponseSchema.parse(await getOk(world.app, path)).data;

/** Seeded posts in list order: pinned first (newest of them first), then the newest. */
function listOrder(posts: typeof SEED_NOTICES) {
  return [...posts]
    .sort((a, b) => Number(b.pinned ?? false) - Number(a.pinned ?? false) || a.ageDays - b.ageDays)
    .map((post) => post.title);
}

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title_en: "Office move",
  title_ko: "사무실 이전",
  content_en: "Our office moves next month.\n\nThe phone number stays the same.",
  content_ko: "다음 달 사무실을 이전합니다.\n\n전화번호는 그대로입니다.",
  ...overrides,
});

const postCount = async () => (await world.db.db.select({ n: count() }).from(boardPosts))[0]?.n ?? 0;

describe("reading a board", () => {
  it("lists the seeded notices pinned first, then newest, with the board's name", async () => {
    const page = await list(`${NOTICES}?per_page=50`);
    expect(page.meta).toMatchObject({ page: 1, per_page: 50, total: SEED_NOTICES.length, total_pages: 1 });
    expect(page.meta.board).toEqual({ site: "shop", type: "notice", name: "Notices" });
    expect(page.data.map((post) => post.title)).toEqual(listOrder(SEED_NOTICES).map(([en]) => en));
    expect(page.data.filter((post) => post.pinned)).toHaveLength(2);
    expect(page.data.slice(0, 2).every((post) => post.pinned)).toBe(true);
    const first = page.data[0];
    expect(first).toMatchObject({ site: "shop", type: "notice", starts_on: null, link_path: null, image: null });
    expect(first?.excerpt.length).toBeLessThanOrEqual(160);
    expect(first?.excerpt).not.toContain("\n");
    expect(page.data.find((post) => post.attachment_count > 0)?.title).toBe(
      "Customer service hours during the holidays",
    );
  });

  it("answers in Korean when asked", async () => {
    const page = await list(`${NOTICES}?lang=ko&per_page=3`);
    expect(page.meta.board.name).toBe("공지사항");
    expect(page.data[0]?.title).toBe(listOrder(SEED_NOTICES)[0]?.[1]);
  });

  it("pages through the list", async () => {
    const perPage = 5;
    const seen: number[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
      const page = await list(`${NOTICES}?per_page=${perPage}&page=${pageNo}`);
      expect(page.meta).toMatchObject({ page: pageNo, total: SEED_NOTICES.length, total_pages: 3 });
      seen.push(...page.data.map((post) => post.id));
    }
    expect(seen).toHaveLength(SEED_NOTICES.length);
    expect(new Set(seen).size).toBe(SEED_NOTICES.length);
    const beyond = await list(`${NOTICES}?per_page=${perPage}&page=9`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(SEED_NOTICES.length);
  });

  it("searches title and content in the asked language, with % and _ taken literally", async () => {
    const typhoon = await list(`${NOTICES}?keyword=typhoon`);
    expect(typhoon.data.map((post) => post.title)).toEqual(["Typhoon season travel advice (July to September)"]);
    // words of the content count too, case-insensitively
    expect((await list(`${NOTICES}?keyword=KF94`)).data).toHaveLength(1);
    expect((await list(`${NOTICES}?keyword=${encodeURIComponent("태풍")}&lang=ko`)).meta.total).toBe(1);
    // the English text is not searched when Korean is asked for, and the other way round
    expect((await list(`${NOTICES}?keyword=typhoon&lang=ko`)).meta.total).toBe(0);
    expect((await list(`${NOTICES}?keyword=${encodeURIComponent("태풍")}`)).meta.total).toBe(0);
    expect((await list(`${EVENTS}?keyword=${encodeURIComponent("10%")}`)).meta.total).toBe(1);
    expect((await list(`${EVENTS}?keyword=${encodeURIComponent("%")}`)).meta.total).toBe(1);
    expect((await list(`${NOTICES}?keyword=_`)).meta.total).toBe(0);
  });

  it("splits events into current and past by their last day in Korea", async () => {
    const current = await list(`${EVENTS}?phase=current&per_page=50`);
    const past = await list(`${EVENTS}?phase=past&per_page=50`);
    const isCurrent = (post: (typeof SEED_EVENTS)[number]) => (post.days?.[1] ?? -1) >= 0;
    expect(current.data.map((post) => post.title)).toEqual(
      SEED_EVENTS.filter(isCurrent)
        .sort((a, b) => a.ageDays - b.ageDays)
        .map((post) => post.title[0]),
    );
    // past events: the most recently ended first
    expect(past.data.map((post) => post.title)).toEqual(
      SEED_EVENTS.filter((post) => !isCurrent(post))
        .sort((a, b) => (b.days?.[1] ?? 0) - (a.days?.[1] ?? 0))
        .map((post) => post.title[0]),
    );
    expect(current.meta.total + past.meta.total).toBe(SEED_EVENTS.length);
    const today = shopToday(world.clock.now());
    for (const event of current.data) {
      expect(event.ends_on! >= today).toBe(true);
      expect(event.link_path).toMatch(/^\/(product\/search\/[a-z]+\/[a-z]+|sitmmt|rok-us|mice)$/);
      expect(event.image).toMatch(/^\/images\/catalog\/[a-z-]+\.svg$/);
    }
    for (const event of past.data) expect(event.ends_on! < today).toBe(true);
    // notices have no days, so they are never events
    expect((await list(`${NOTICES}?phase=current`)).meta.total).toBe(0);
  });

  it("decides current and past on the Korean calendar day, not the server's", async () => {
    const saved = world.clock.now();
    const lastDay = addDays(shopToday(saved), 50);
    const res = await call(world.app, "POST", "/api/v1/admin/boards/shop/event/posts", {
      token: world.admin,
      body: postBody({ title_en: "Boundary event", starts_on: lastDay, ends_on: lastDay, link_path: "/event" }),
    });
    expect(res.status).toBe(201);
    const titles = async (phase: string) =>
      (await list(`${EVENTS}?phase=${phase}&keyword=Boundary`)).data.map((post) => post.title);
    try {
      // 23:59 in Seoul on the last day (14:59 UTC): still running
      world.clock.set(new Date(`${lastDay}T14:59:00Z`));
      expect(await titles("current")).toEqual(["Boundary event"]);
      // 00:30 in Seoul the day after, while UTC still has the last day: over
      world.clock.set(new Date(`${lastDay}T15:30:00Z`));
      expect(await titles("current")).toEqual([]);
      expect(await titles("past")).toEqual(["Boundary event"]);
    } finally {
      world.clock.set(saved);
    }
  });

  it("refuses an unknown board with 404 and bad paths or queries with 400", async () => {
    const faq = await call(world.app, "GET", "/api/v1/boards/shop/faq/posts");
    expect(faq.status).toBe(404);
    expect(await errorOf(faq)).toMatchObject({ code: "NOT_FOUND", message: BOARD_MESSAGES.boardNotFound });
    expect((await call(world.app, "GET", "/api/v1/boards/sitmmt/event/posts")).status).toBe(404);
    const cases: [string, string][] = [
      ["/api/v1/boards/nowhere/notice/posts", "site"],
      ["/api/v1/boards/shop/Notice/posts", "type"],
      [`${NOTICES}?page=0`, "page"],
      [`${NOTICES}?per_page=51`, "per_page"],
      [`${NOTICES}?lang=fr`, "lang"],
      [`${EVENTS}?phase=soon`, "phase"],
      [`${NOTICES}?keyword=${"x".repeat(101)}`, "keyword"],
    ];
    for (const [path, field] of cases) {
      const res = await call(world.app, "GET", path);
      expect(res.status, path).toBe(400);
      expect(await errorOf(res), path).toMatchObject({ code: "VALIDATION_ERROR", field });
    }
  });
});

describe("reading a post", () => {
  it("counts a view per read, also when many read at once", async () => {
    const [first] = (await list(NOTICES)).data;
    if (!first) throw new Error("no notice");
    const before = (await detail(`${NOTICES}/${first.id}`)).view_count;
    const reads = await Promise.all(Array.from({ length: 12 }, () => call(world.app, "GET", `${NOTICES}/${first.id}`)));
    expect(reads.every((res) => res.status === 200)).toBe(true);
    expect((await detail(`${NOTICES}/${first.id}`)).view_count).toBe(before + 13);
    // the list shows the count without adding to it
    const again = (await list(NOTICES)).data.find((post) => post.id === first.id);
    expect(again?.view_count).toBe(before + 13);
  });

  it("links previous (newer) and next (older) in list order, across pinned posts", async () => {
    const ids = (await list(`${NOTICES}?per_page=50`)).data.map((post) => post.id);
    const walked: number[] = [];
    let post: Post | undefined = await detail(`${NOTICES}/${ids[0]}`);
    expect(post.previous).toBeNull();
    while (post) {
      walked.push(post.id);
      if (!post.next) break;
      const next: Post = await detail(`${NOTICES}/${post.next.id}`);
      expect(next.previous?.id).toBe(post.id);
      expect(post.next.title).toBe(next.title);
      post = next;
    }
    expect(walked).toEqual(ids);
  });

  it("gives the whole content, paragraphs and files in the asked language", async () => {
    const page = await list(`${NOTICES}?keyword=holidays`);
    const id = page.data[0]?.id;
    const post = await detail(`${NOTICES}/${id}?lang=ko`);
    expect(post.title).toBe("연휴 기간 고객센터 운영 안내");
    expect(post.content.split("\n\n")).toHaveLength(3);
    const [file] = post.attachments;
    expect(post.attachments).toHaveLength(1);
    expect(file).toMatchObject({ name: "customer-service-hours.pdf", mime: "application/pdf" });
    expect(file?.size).toBeGreaterThan(300);
    expect(file?.url).toBe(`/api/v1/attachments/${file?.id}`);
    expect(post.attachment_count).toBe(1);
  });

  it("serves a post's file to anyone, as a download that is never sniffed", async () => {
    const page = await list(`${NOTICES}?keyword=holidays`);
    const post = await detail(`${NOTICES}/${page.data[0]?.id}`);
    const url = post.attachments[0]?.url ?? "";
    for (const token of [undefined, member.token, world.admin]) {
      const res = await call(world.app, "GET", url, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="customer-service-hours.pdf"; filename*=UTF-8''customer-service-hours.pdf`,
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.byteLength).toBe(post.attachments[0]?.size);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe("application/pdf");
      // a well-formed PDF: the cross-reference table sits where the trailer says
      const text = bytes.toString("latin1");
      const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    }
    expect((await call(world.app, "GET", "/api/v1/attachments/999999")).status).toBe(404);
    expect((await call(world.app, "GET", "/api/v1/attachments/abc")).status).toBe(400);
    expect((await call(world.app, "GET", url, { token: "not-a-token" })).status).toBe(401);
  });

  it("finds a post only on its own board", async () => {
    const notice = (await list(NOTICES)).data[0];
    const other = await call(world.app, "GET", `${EVENTS}/${notice?.id}`);
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toMatchObject({ code: "NOT_FOUND", message: BOARD_MESSAGES.postNotFound });
    expect((await call(world.app, "GET", `${NOTICES}/999999`)).status).toBe(404);
    expect((await call(world.app, "GET", "/api/v1/boards/shop/faq/posts/1")).status).toBe(404);
    expect((await call(world.app, "GET", `${NOTICES}/abc`)).status).toBe(400);
    expect((await call(world.app, "GET", `${NOTICES}/0`)).status).toBe(400);
  });

  it("seeds news and keeps excerpts to about 160 characters", async () => {
    expect((await list("/api/v1/boards/shop/news/posts")).meta.total).toBe(SEED_NEWS.length);
    expect(excerptOf("a  b\n\nc")).toBe("a b c");
    const long = excerptOf(`${"word ".repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
    expect(long).not.toMatch(/ …$/);
  });
});

describe("reading a post (operators)", () => {
  it("refuses guests and members", async () => {
    const [first] = (await list(NOTICES)).data;
    for (const token of [undefined, member.token]) {
      expect((await call(world.app, "GET", `${ADMIN_NOTICES}/${first?.id}`, { token })).status).toBe(401);
    }
  });

  it("answers both languages, the days, links and files as the editor fills them, without counting a view", async () => {
    const id = (await list(`${NOTICES}?keyword=holidays`)).data[0]?.id;
    const before = (await list(`${NOTICES}?keyword=holidays`)).data[0]?.view_count;
    const read = async () =>
      AdminPostResponseSchema.parse(await getOk(world.app, `${ADMIN_NOTICES}/${id}`, world.admin));
    const post = (await read()).data;
    const seeded = SEED_NOTICES.find((notice) => notice.title[0] === post.title_en);
    expect(post).toMatchObject({
      id,
      site: "shop",
      type: "notice",
      title_ko: "연휴 기간 고객센터 운영 안내",
      content_en: seeded?.content[0],
      content_ko: seeded?.content[1],
      pinned: false,
      starts_on: null,
      link_path: null,
      view_count: before,
    });
    expect(post.attachments.map((file) => file.name)).toEqual(["customer-service-hours.pdf"]);
    expect((await read()).data.view_count).toBe(before);
    expect((await list(`${NOTICES}?keyword=holidays`)).data[0]?.view_count).toBe(before);

    const event = (await list(`${EVENTS}?phase=current`)).data[0];
    const dated = AdminPostResponseSchema.parse(
      await getOk(world.app, `/api/v1/admin/boards/shop/event/posts/${event?.id}`, world.admin),
    ).data;
    expect(dated).toMatchObject({ starts_on: event?.starts_on, ends_on: event?.ends_on, link_path: event?.link_path });
    expect(dated.image_path).toBe(event?.image);
  });

  it("finds a post only on its own board", async () => {
    const notice = (await list(NOTICES)).data[0];
    const other = await call(world.app, "GET", `/api/v1/admin/boards/shop/event/posts/${notice?.id}`, {
      token: world.admin,
    });
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toMatchObject({ code: "NOT_FOUND", message: BOARD_MESSAGES.postNotFound });
    expect((await call(world.app, "GET", `${ADMIN_NOTICES}/999999`, { token: world.admin })).status).toBe(404);
    expect((await call(world.app, "GET", `${ADMIN_NOTICES}/abc`, { token: world.admin })).status).toBe(400);
  });
});

describe("writing posts (operators)", () => {
  it("refuses guests and members", async () => {
    for (const token of [undefined, member.token]) {
      expect((await call(world.app, "POST", ADMIN_NOTICES, { token, body: postBody() })).status).toBe(401);
      expect((await call(world.app, "PUT", `${ADMIN_NOTICES}/1`, { token, body: postBody() })).status).toBe(401);
      expect((await call(world.app, "DELETE", `${ADMIN_NOTICES}/1`, { token })).status).toBe(401);
    }
  });

  it("publishes a JSON post as the newest unpinned one", async () => {
    world.clock.advance(60);
    const res = await call(world.app, "POST", `${ADMIN_NOTICES}?lang=ko`, { token: world.admin, body: postBody() });
    expect(res.status).toBe(201);
    const post = PostResponseSchema.parse(await body(res)).data;
    expect(post).toMatchObject({ title: "사무실 이전", pinned: false, view_count: 0, attachments: [] });
    const [, lastPinned, newestSeeded] = listOrder(SEED_NOTICES);
    expect(post.previous?.title).toBe(lastPinned?.[1]);
    expect(post.next?.title).toBe(newestSeeded?.[1]);
    const page = await list(`${NOTICES}?per_page=50`);
    // after the two pinned notices
    expect(page.data[2]?.id).toBe(post.id);
    expect(page.meta.total).toBe(SEED_NOTICES.length + 1);
    // the answer did not count as a view
    expect((await detail(`${NOTICES}/${post.id}`)).view_count).toBe(1);
  });

  it("publishes a multipart post with its files; names may be Korean", async () => {
    const res = await call(world.app, "POST", ADMIN_NEWS, {
      token: world.admin,
      body: form(
        { ...postBody({ title_en: "Brochure" }), pinned: "true", starts_on: "", link_path: "", image_path: "" },
        [
          { data: PDF, name: "안내문 (최종).pdf", type: "application/pdf" },
          { data: PNG, name: "C:\\photos\\map.png", type: "image/png" },
          { data: JPEG, name: "photo.jpg" },
          { data: WEBP, name: "banner.webp" },
        ],
      ),
    });
    expect(res.status).toBe(201);
    const post = PostResponseSchema.parse(await body(res)).data;
    expect(post).toMatchObject({ title: "Brochure", pinned: true, starts_on: null, link_path: null });
    expect(post.attachments.map((file) => [file.name, file.mime])).toEqual([
      ["안내문 (최종).pdf", "application/pdf"],
      ["map.png", "image/png"],
      ["photo.jpg", "image/jpeg"],
      ["banner.webp", "image/webp"],
    ]);
    const download = await call(world.app, "GET", post.attachments[0]?.url ?? "");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="___ (__).pdf"; filename*=UTF-8''%EC%95%88%EB%82%B4%EB%AC%B8%20%28%EC%B5%9C%EC%A2%85%29.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("accepts files under files[] as well", async () => {
    const res = await call(world.app, "POST", ADMIN_NEWS, {
      token: world.admin,
      body: form(
        postBody({ title_en: "Two maps" }),
        [
          { data: PNG, name: "a.png" },
          { data: PNG, name: "b.png" },
        ],
        "files[]",
      ),
    });
    expect(res.status).toBe(201);
    expect(PostResponseSchema.parse(await body(res)).data.attachments).toHaveLength(2);
  });

  it("refuses files that are not PDF, PNG, JPEG or WebP by content, too many or too large: nothing is kept", async () => {
    const before = await postCount();
    const cases: { files: { data: Buffer; name: string }[]; message: string }[] = [
      { files: [{ data: TEXT, name: "fake.png" }], message: ATTACHMENT_MESSAGES.type },
      {
        files: [
          { data: PNG, name: "ok.png" },
          { data: GIF, name: "anim.gif" },
        ],
        message: ATTACHMENT_MESSAGES.type,
      },
      {
        files: Array.from({ length: 6 }, (_, index) => ({ data: PNG, name: `p${index}.png` })),
        message: ATTACHMENT_MESSAGES.tooMany,
      },
      {
        files: [{ data: Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES)]), name: "big.pdf" }],
        message: ATTACHMENT_MESSAGES.tooLarge,
      },
    ];
    for (const { files, message } of cases) {
      const res = await call(world.app, "POST", ADMIN_NEWS, { token: world.admin, body: form(postBody(), files) });
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: "VALIDATION_ERROR",
        field: "files",
        message: `files: ${message}`,
      });
    }
    // a text field where the files go
    const wrong = new FormData();
    for (const [key, value] of Object.entries(postBody())) wrong.append(key, value);
    wrong.append("files", "not a file");
    const res = await call(world.app, "POST", ADMIN_NEWS, { token: world.admin, body: wrong });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "files.0" });
    expect(await postCount()).toBe(before);
  });

  it("answers 413 to a request far over the limits", async () => {
    const before = await postCount();
    const huge = Buffer.concat([PDF, Buffer.alloc(51 * 1024 * 1024)]);
    const res = await call(world.app, "POST", ADMIN_NEWS, {
      token: world.admin,
      body: form(postBody(), [{ data: huge, name: "huge.pdf" }]),
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "files" });
    expect(await postCount()).toBe(before);
  });

  it("validates the post's fields, in JSON and in forms", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [postBody({ title_en: "" }), "title_en"],
      [postBody({ title_ko: undefined }), "title_ko"],
      [postBody({ content_en: "x".repeat(20001) }), "content_en"],
      [postBody({ starts_on: "2026-05-10", ends_on: "2026-05-01" }), "ends_on"],
      [postBody({ starts_on: "10/05/2026" }), "starts_on"],
      [postBody({ link_path: "//evil.example/x" }), "link_path"],
      [postBody({ link_path: "https://evil.example/" }), "link_path"],
      [postBody({ image_path: "/uploads/x.png" }), "image_path"],
      [postBody({ pinned: "yes" }), "pinned"],
    ];
    for (const [payload, field] of cases) {
      const res = await call(world.app, "POST", ADMIN_NOTICES, { token: world.admin, body: payload });
      expect(res.status, field).toBe(400);
      expect(await errorOf(res), field).toMatchObject({ code: "VALIDATION_ERROR", field });
    }
    const viaForm = await call(world.app, "POST", ADMIN_NOTICES, {
      token: world.admin,
      body: form({ ...postBody(), starts_on: "2026-05-10", ends_on: "2026-05-01" }),
    });
    expect(viaForm.status).toBe(400);
    expect(await errorOf(viaForm)).toMatchObject({ field: "ends_on" });
    const empty = await call(world.app, "POST", ADMIN_NOTICES, { token: world.admin });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ field: "title_en" });
    const text = await call(world.app, "POST", ADMIN_NOTICES, {
      token: world.admin,
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const badJson = await world.app.request(ADMIN_NOTICES, {
      method: "POST",
      headers: { authorization: `Bearer ${world.admin}`, "content-type": "application/json" },
      body: "{",
    });
    expect(badJson.status).toBe(400);
    expect(
      (await call(world.app, "POST", "/api/v1/admin/boards/shop/faq/posts", { token: world.admin, body: postBody() }))
        .status,
    ).toBe(404);
  });

  it("changes a post but keeps its files, views and publication time", async () => {
    const [original] = (await list(`/api/v1/boards/shop/news/posts?keyword=Brochure`)).data;
    if (!original) throw new Error("no brochure");
    const res = await call(world.app, "PUT", `${ADMIN_NEWS}/${original.id}`, {
      token: world.admin,
      body: postBody({ title_en: "Brochure (updated)", pinned: false }),
    });
    expect(res.status).toBe(200);
    const post = PostResponseSchema.parse(await body(res)).data;
    expect(post).toMatchObject({
      id: original.id,
      title: "Brochure (updated)",
      pinned: false,
      view_count: original.view_count,
      published_at: original.published_at,
      attachment_count: 4,
    });
    expect(
      (await call(world.app, "PUT", `${ADMIN_NEWS}/999999`, { token: world.admin, body: postBody() })).status,
    ).toBe(404);
    // a news post is not on the notice board
    expect(
      (await call(world.app, "PUT", `${ADMIN_NOTICES}/${original.id}`, { token: world.admin, body: postBody() }))
        .status,
    ).toBe(404);
    const bad = await call(world.app, "PUT", `${ADMIN_NEWS}/${original.id}`, {
      token: world.admin,
      body: postBody({ content_ko: "" }),
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "content_ko" });
  });

  it("deletes a post with its files", async () => {
    const [post] = (await list(`/api/v1/boards/shop/news/posts?keyword=Brochure`)).data;
    if (!post) throw new Error("no brochure");
    const full = await detail(`/api/v1/boards/shop/news/posts/${post.id}`);
    expect((await call(world.app, "DELETE", `${ADMIN_NOTICES}/${post.id}`, { token: world.admin })).status).toBe(404);
    const res = await call(world.app, "DELETE", `${ADMIN_NEWS}/${post.id}`, { token: world.admin });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { id: post.id }, meta: {} });
    expect((await call(world.app, "GET", `/api/v1/boards/shop/news/posts/${post.id}`)).status).toBe(404);
    for (const file of full.attachments) expect((await call(world.app, "GET", file.url)).status).toBe(404);
    const left = await world.db.db.select({ n: count() }).from(attachments).where(eq(attachments.postId, post.id));
    expect(left[0]?.n).toBe(0);
    expect((await call(world.app, "DELETE", `${ADMIN_NEWS}/${post.id}`, { token: world.admin })).status).toBe(404);
  });
});
