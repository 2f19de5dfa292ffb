import { AuditListResponseSchema } from "@contracts/audit";
import { AdminPostResponseSchema, PostResponseSchema } from "@contracts/boards";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { type CommunityMember, createCommunity } from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// The shop console's staff at the boards' doors (ADR 0034): viewers read the editor's copy, clerks also publish,
// change and delete, both on the shop's boards only; every write lands with its audit entry.

const world = await forTheFile(createCommunity());
let member: CommunityMember;
let clerk: TestAccount;
let viewer: TestAccount;

beforeAll(async () => {
  member = await world.member("boards-console");
  clerk = await accountOf(world, "admin", { role: "clerk", name: "Clara Clerk" });
  viewer = await accountOf(world, "admin", { role: "viewer" });
});

const SHOP_NOTICES = "/api/v1/admin/boards/shop/notice/posts";
const MART_NOTICES = "/api/v1/admin/boards/sitmmt/notice/posts";

const post = (overrides: Record<string, unknown> = {}) => ({
  title_en: "Holiday hours",
  title_ko: "연휴 운영 시간",
  content_en: "Closed on the first of January.",
  content_ko: "1월 1일은 쉽니다.",
  ...overrides,
});

const as = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(world.app, method, path, {
    ...(token === undefined ? {} : { token, area: "admin" as const }),
    ...(payload === undefined ? {} : { body: payload }),
  });

async function trailOf(id: number) {
  const res = await as(viewer.token, "GET", `/api/v1/admin/audit?subject=post&subject_id=${id}`);
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

describe("the console's staff on the boards", () => {
  it("a clerk publishes, changes and deletes a shop notice; each write is in the post's audit trail", async () => {
    const made = await as(clerk.token, "POST", SHOP_NOTICES, post());
    expect(made.status).toBe(201);
    const { id } = PostResponseSchema.parse(await body(made)).data;

    const read = await as(viewer.token, "GET", `${SHOP_NOTICES}/${id}`);
    expect(read.status).toBe(200);
    expect(AdminPostResponseSchema.parse(await body(read)).data).toMatchObject({ title_ko: "연휴 운영 시간" });

    const changed = await as(clerk.token, "PUT", `${SHOP_NOTICES}/${id}`, post({ title_en: "New year hours" }));
    expect(changed.status).toBe(200);
    expect(PostResponseSchema.parse(await body(changed)).data.title).toBe("New year hours");

    expect((await as(clerk.token, "DELETE", `${SHOP_NOTICES}/${id}`)).status).toBe(200);
    expect((await as(clerk.token, "GET", `${SHOP_NOTICES}/${id}`)).status).toBe(404);

    const trail = await trailOf(id);
    expect(trail.map((entry) => entry.action)).toEqual(["published", "edited", "deleted"]);
    expect(trail.every((entry) => entry.actor.id === clerk.id && entry.actor.role === "clerk")).toBe(true);
    expect(trail[0]?.detail).toEqual({
      board: { from: null, to: "shop/notice" },
      title_en: { from: null, to: "Holiday hours" },
    });
    // only what changed
    expect(trail[1]?.detail).toEqual({ title_en: { from: "Holiday hours", to: "New year hours" } });
    expect(trail[2]?.detail).toEqual({ title_en: { from: "New year hours", to: null } });
  });

  it("a viewer reads but may not write; the refused writes leave the post and its trail as they were", async () => {
    const made = await as(world.admin, "POST", SHOP_NOTICES, post({ title_en: "Operator's notice" }));
    const { id } = PostResponseSchema.parse(await body(made)).data;
    expect((await as(viewer.token, "POST", SHOP_NOTICES, post())).status).toBe(403);
    expect((await as(viewer.token, "PUT", `${SHOP_NOTICES}/${id}`, post({ title_en: "Viewer's" }))).status).toBe(403);
    expect((await as(viewer.token, "DELETE", `${SHOP_NOTICES}/${id}`)).status).toBe(403);
    const read = await as(viewer.token, "GET", `${SHOP_NOTICES}/${id}`);
    expect(AdminPostResponseSchema.parse(await body(read)).data.title_en).toBe("Operator's notice");
    // the operator's own publication is in the trail too
    expect((await trailOf(id)).map((entry) => [entry.action, entry.actor.role])).toEqual([["published", "operator"]]);
  });

  it("the console's staff keep to the shop's boards (403 elsewhere); operators keep every site", async () => {
    const mart = await as(world.admin, "POST", MART_NOTICES, post({ title_en: "Mart notice" }));
    expect(mart.status).toBe(201);
    const { id } = PostResponseSchema.parse(await body(mart)).data;
    for (const staff of [clerk, viewer]) {
      expect((await as(staff.token, "GET", `${MART_NOTICES}/${id}`)).status).toBe(403);
      expect((await as(staff.token, "POST", MART_NOTICES, post())).status).toBe(403);
      expect((await as(staff.token, "PUT", `${MART_NOTICES}/${id}`, post())).status).toBe(403);
      expect((await as(staff.token, "DELETE", `${MART_NOTICES}/${id}`)).status).toBe(403);
    }
    expect((await as(world.admin, "DELETE", `${MART_NOTICES}/${id}`)).status).toBe(200);
  });

  it("a member token and no token are refused every operators' board call (401)", async () => {
    for (const token of [member.token, undefined]) {
      const area = token === undefined ? {} : { token };
      expect((await call(world.app, "POST", SHOP_NOTICES, { ...area, body: post() })).status).toBe(401);
      expect((await call(world.app, "GET", `${SHOP_NOTICES}/1`, area)).status).toBe(401);
      expect((await call(world.app, "PUT", `${SHOP_NOTICES}/1`, { ...area, body: post() })).status).toBe(401);
      expect((await call(world.app, "DELETE", `${SHOP_NOTICES}/1`, area)).status).toBe(401);
    }
  });
});
