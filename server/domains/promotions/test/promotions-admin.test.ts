import { AuditListResponseSchema } from "@contracts/audit";
import { PROMOTIONS_ADMIN_MESSAGES, PromotionListResponseSchema, PromotionResponseSchema } from "@contracts/promotions";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, consoleStaff, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { type CommunityMember, createCommunity } from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const world = await forTheFile(createCommunity());
const { clerk, viewer } = await consoleStaff(world);
let gate: TestAccount;
let member: CommunityMember;

beforeAll(async () => {
  gate = await accountOf(world, "admin", { role: "gate" });
  member = await world.member("promo-admin");
});

const PATH = "/api/v1/admin/promotions";
const as = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(world.app, method, path, { token, area: token ? "admin" : undefined, body: payload });

async function auditOf(code: string) {
  const res = await as(viewer.token, "GET", `/api/v1/admin/audit?subject=promotion&subject_id=${code}`);
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

describe("the console's promotion links", () => {
  it("lets every console role read the links with their visits and when each was made", async () => {
    for (const token of [viewer.token, clerk.token, world.admin]) {
      const res = await as(token, "GET", PATH);
      expect(res.status).toBe(200);
      const links = PromotionListResponseSchema.parse(await body(res)).data;
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((link) => typeof link.visits === "number" && link.created_at.length > 0)).toBe(true);
    }
    expect((await as(gate.token, "GET", PATH)).status).toBe(403);
    expect((await call(world.app, "GET", PATH, { token: member.token })).status).toBe(401);
    expect((await call(world.app, "GET", PATH)).status).toBe(401);
  });

  it("creates a new code (409 when taken), edits, disables and enables it, each in the audit trail", async () => {
    const created = await as(clerk.token, "POST", PATH, { code: "AUTUMN26", target_path: "/main" });
    expect(created.status).toBe(201);
    expect(PromotionResponseSchema.parse(await body(created)).data).toMatchObject({
      code: "AUTUMN26",
      target_path: "/main",
      active: true,
      visits: 0,
    });
    const taken = await as(clerk.token, "POST", PATH, { code: "AUTUMN26", target_path: "/event" });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ field: "code", message: PROMOTIONS_ADMIN_MESSAGES.duplicate });

    await world.app.request("/redirect?code=AUTUMN26");
    const edited = await as(clerk.token, "PUT", `${PATH}/AUTUMN26`, { target_path: "/event", active: true });
    expect(edited.status).toBe(200);
    const disabled = await as(clerk.token, "PUT", `${PATH}/AUTUMN26`, { target_path: "/event", active: false });
    expect(PromotionResponseSchema.parse(await body(disabled)).data).toMatchObject({ active: false, visits: 1 });
    expect((await world.app.request("/redirect?code=AUTUMN26")).headers.get("location")).toBe("/main");
    // the same values again change nothing and write nothing
    expect((await as(clerk.token, "PUT", `${PATH}/AUTUMN26`, { target_path: "/event", active: false })).status).toBe(
      200,
    );
    await as(world.admin, "PUT", `${PATH}/AUTUMN26`, { target_path: "/event", active: true });

    const entries = await auditOf("AUTUMN26");
    expect(entries.map((e) => [e.action, e.actor.role])).toEqual([
      ["created", "clerk"],
      ["edited", "clerk"],
      ["disabled", "clerk"],
      ["enabled", "operator"],
    ]);
    expect(entries[1]?.detail).toEqual({ target_path: { from: "/main", to: "/event" } });
    expect(entries[2]?.detail).toEqual({ active: { from: true, to: false } });
  });

  it("writes a code made through PUT as created", async () => {
    expect((await as(clerk.token, "PUT", `${PATH}/PUTNEW`, { target_path: "/main" })).status).toBe(201);
    expect((await auditOf("PUTNEW")).map((e) => e.action)).toEqual(["created"]);
  });

  it("refuses viewers' and other staff's writes (403), members' and guests' (401), and names bad fields", async () => {
    const payload = { code: "NOPE26", target_path: "/main" };
    for (const [method, path] of [
      ["POST", PATH],
      ["PUT", `${PATH}/NOPE26`],
    ] as const) {
      expect((await as(viewer.token, method, path, payload)).status).toBe(403);
      expect((await as(gate.token, method, path, payload)).status).toBe(403);
      expect((await call(world.app, method, path, { token: member.token, body: payload })).status).toBe(401);
      expect((await call(world.app, method, path, { body: payload })).status).toBe(401);
    }
    expect(await auditOf("NOPE26")).toEqual([]);
    for (const [bad, field] of [
      [{ code: "x", target_path: "/main" }, "code"],
      [{ code: "has space", target_path: "/main" }, "code"],
      [{ code: "GOOD26", target_path: "//evil.example" }, "target_path"],
      [{ target_path: "/main" }, "code"],
    ] as const) {
      const res = await as(clerk.token, "POST", PATH, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
  });
});
