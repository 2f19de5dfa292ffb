import { AuditListResponseSchema } from "@contracts/audit";
import { AdminInquiryListResponseSchema, type Inquiry, InquiryResponseSchema } from "@contracts/inquiries";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { type CommunityMember, createCommunity, form, getOk, PNG } from "../../../platform/test/community-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// The shop console's staff at the questions' door (ADR 0034): viewers read, clerks also answer, both the shop's
// questions only; every answer lands with its audit entry.

const world = await forTheFile(createCommunity());
let alice: CommunityMember;
let clerk: TestAccount;
let viewer: TestAccount;

beforeAll(async () => {
  alice = await world.member("console-alice");
  clerk = await accountOf(world, "admin", { role: "clerk", name: "Clara Clerk" });
  viewer = await accountOf(world, "admin", { role: "viewer" });
});

async function ask(site: "shop" | "seoulitepass", subject: string, withFile = false): Promise<Inquiry> {
  const type = site === "shop" ? "reservation" : "pass";
  const fields = { type, subject, content: "When does it open?" };
  const res = await call(world.app, "POST", `/api/v1/inquiries?site=${site}`, {
    token: alice.token,
    body: withFile ? form(fields, [{ data: PNG, name: "ticket.png" }]) : fields,
  });
  if (res.status !== 201) throw new Error(`inquiry not created: ${res.status} ${await res.text()}`);
  return InquiryResponseSchema.parse(await body(res)).data;
}

const as = (token: string, method: string, path: string, payload?: unknown) =>
  call(world.app, method, path, { token, area: "admin", ...(payload === undefined ? {} : { body: payload }) });

describe("the console's staff and the shop's questions", () => {
  it("a viewer and a clerk read the shop's questions; without a site they get the shop's; another site is 403", async () => {
    const shopQuestion = await ask("shop", "Console shop question");
    const passQuestion = await ask("seoulitepass", "Console pass question");
    for (const staff of [viewer, clerk]) {
      const list = await as(staff.token, "GET", "/api/v1/admin/inquiries?per_page=50");
      expect(list.status).toBe(200);
      const rows = AdminInquiryListResponseSchema.parse(await body(list)).data;
      expect(rows.map((row) => row.id)).toContain(shopQuestion.id);
      expect(rows.every((row) => row.site === "shop")).toBe(true);
      expect((await as(staff.token, "GET", "/api/v1/admin/inquiries?site=shop")).status).toBe(200);
      expect((await as(staff.token, "GET", "/api/v1/admin/inquiries?site=seoulitepass")).status).toBe(403);
      expect((await as(staff.token, "GET", `/api/v1/admin/inquiries/${shopQuestion.id}`)).status).toBe(200);
      expect((await as(staff.token, "GET", `/api/v1/admin/inquiries/${passQuestion.id}`)).status).toBe(403);
      expect((await as(staff.token, "GET", "/api/v1/admin/inquiries/999999")).status).toBe(404);
    }
    // operators keep every site
    const all = await as(world.admin, "GET", "/api/v1/admin/inquiries?per_page=50");
    const sites = AdminInquiryListResponseSchema.parse(await body(all)).data.map((row) => row.site);
    expect(sites).toEqual(expect.arrayContaining(["shop", "seoulitepass"]));
  });

  it("a viewer may not answer; a clerk answers the shop's, not another site's; the answer is in the audit trail", async () => {
    const inquiry = await ask("shop", "Answer me, clerk");
    const path = `/api/v1/admin/inquiries/${inquiry.id}/reply`;
    expect((await as(viewer.token, "POST", path, { reply: "Viewer answer" })).status).toBe(403);
    const passQuestion = await ask("seoulitepass", "Not the shop's");
    const other = await as(clerk.token, "POST", `/api/v1/admin/inquiries/${passQuestion.id}/reply`, { reply: "No" });
    expect(other.status).toBe(403);

    const res = await as(clerk.token, "POST", path, { reply: "It opens at nine." });
    expect(res.status).toBe(200);
    const seen = InquiryResponseSchema.parse(await getOk(world.app, `/api/v1/inquiries/${inquiry.id}`, alice.token));
    expect(seen.data).toMatchObject({ status: "replied", reply: "It opens at nine." });

    const trail = await as(viewer.token, "GET", `/api/v1/admin/audit?subject=inquiry&subject_id=${inquiry.id}`);
    expect(trail.status).toBe(200);
    expect(AuditListResponseSchema.parse(await body(trail)).data).toEqual([
      expect.objectContaining({
        actor: { id: clerk.id, name: "Clara Clerk", role: "clerk" },
        action: "answered",
        detail: { reply: { from: null, to: "It opens at nine." } },
      }),
    ]);
    // the refused answers left no entry
    const none = await as(world.admin, "GET", `/api/v1/admin/audit?subject=inquiry&subject_id=${passQuestion.id}`);
    expect(AuditListResponseSchema.parse(await body(none)).data).toEqual([]);
  });

  it("a member token and no token are refused everything (401)", async () => {
    const inquiry = await ask("shop", "Members keep out");
    for (const token of [alice.token, undefined]) {
      const options = token === undefined ? {} : { token };
      expect((await call(world.app, "GET", "/api/v1/admin/inquiries", options)).status).toBe(401);
      expect((await call(world.app, "GET", `/api/v1/admin/inquiries/${inquiry.id}`, options)).status).toBe(401);
      const reply = await call(world.app, "POST", `/api/v1/admin/inquiries/${inquiry.id}/reply`, {
        ...options,
        body: { reply: "Hi" },
      });
      expect(reply.status).toBe(401);
    }
  });
});

describe("the questions' files and the console's staff", () => {
  it("a clerk or a viewer downloads a shop question's file; another site's is not found for them", async () => {
    const shopFile = (await ask("shop", "With my ticket", true)).attachments[0]?.url ?? "";
    const passFile = (await ask("seoulitepass", "With my pass", true)).attachments[0]?.url ?? "";
    for (const staff of [clerk, viewer]) {
      const res = await call(world.app, "GET", shopFile, { token: staff.token });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await call(world.app, "GET", passFile, { token: staff.token })).status).toBe(404);
    }
    expect((await call(world.app, "GET", passFile, { token: world.admin })).status).toBe(200);
  });
});
