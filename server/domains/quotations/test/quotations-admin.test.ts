import { AuditListResponseSchema } from "@contracts/audit";
import {
  type AdminQuotation,
  AdminQuotationListResponseSchema,
  AdminQuotationResponseSchema,
  type Quotation,
} from "@contracts/quotations";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleStaff } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { as, dataOf, failure, quotationBody, type TestProduct } from "../../../platform/test/community-review-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, insertProduct, type Member } from "../../../platform/test/reservation-fixtures";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
let alice: Member;
let walk: TestProduct;

beforeAll(async () => {
  alice = await shop.member("alice");
  walk = await insertProduct(shop.db.db, shop.clock.now(), { name: "Night Walk", options: [{ price: 5000 }] });
});

const staff = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, `/api/v1/admin/quotations${path}`, {
    token,
    body: payload,
    area: token === alice.token || token === undefined ? undefined : "admin",
  });
const payload = (overrides: Record<string, unknown> = {}, unit_price = 45.5) =>
  quotationBody(shop, alice, [{ product: walk, unit_price }], overrides);
const issueAs = async (token: string, overrides: Record<string, unknown> = {}) =>
  AdminQuotationResponseSchema.parse({
    data: await dataOf(await staff(token, "POST", "", payload(overrides)), 201),
    meta: {},
  }).data;
const auditOf = async (id: number) =>
  AuditListResponseSchema.parse(
    await body(
      await call(shop.app, "GET", `/api/v1/admin/audit?subject=quotation&subject_id=${id}`, {
        token: viewer.token,
        area: "admin",
      }),
    ),
  ).data;

describe("the shop console's quotations", () => {
  it("a clerk issues one (prices included: an offer, not money); the audit entry says who and what", async () => {
    const issued = await issueAs(clerk.token);
    expect(issued).toMatchObject({
      status: "sent",
      revision: 1,
      member_email: alice.email,
    });
    expect(issued.member_name).not.toBe("");
    expect(issued.total).toBeGreaterThan(0);
    const entries = await auditOf(issued.id);
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role])).toEqual([["issued", "Clara Clerk", "clerk"]]);
    expect(entries[0]?.detail).toMatchObject({
      number: issued.quotation_number,
      member_email: alice.email,
      revision: 1,
      items: [{ product_option_id: walk.optionIds[0], quantity: 2, unit_price: 45.5 }],
    });
  });

  it("every console role reads the list and a quotation's detail; members and guests are 401; 404 for none", async () => {
    const issued = await issueAs(shop.admin);
    for (const token of [viewer.token, clerk.token, shop.admin]) {
      const list = AdminQuotationListResponseSchema.parse(await body(await staff(token, "GET", "?per_page=50")));
      expect(list.data.find((q) => q.id === issued.id)?.member_email).toBe(alice.email);
      const detail = await dataOf<AdminQuotation>(await staff(token, "GET", `/${issued.id}`));
      expect(detail).toMatchObject({ id: issued.id, member_email: alice.email });
    }
    expect((await staff(alice.token, "GET", "")).status).toBe(401);
    expect((await staff(undefined, "GET", `/${issued.id}`)).status).toBe(401);
    expect((await staff(alice.token, "GET", `/${issued.id}`)).status).toBe(401);
    expect((await staff(viewer.token, "GET", "/999999")).status).toBe(404);
  });

  it("a viewer may not issue, revise or withdraw (403); members and guests are 401", async () => {
    const issued = await issueAs(clerk.token);
    expect((await staff(viewer.token, "POST", "", payload())).status).toBe(403);
    expect((await staff(viewer.token, "PUT", `/${issued.id}`, payload())).status).toBe(403);
    expect((await staff(viewer.token, "POST", `/${issued.id}/withdraw`)).status).toBe(403);
    for (const token of [alice.token, undefined]) {
      expect((await staff(token, "POST", "", payload())).status).toBe(401);
      expect((await staff(token, "PUT", `/${issued.id}`, payload())).status).toBe(401);
      expect((await staff(token, "POST", `/${issued.id}/withdraw`)).status).toBe(401);
    }
    expect((await auditOf(issued.id)).map((e) => e.action)).toEqual(["issued"]);
  });

  it("names a bad field (400)", async () => {
    const bad = await failure(await staff(clerk.token, "POST", "", payload({ member_email: "nope" })), 400);
    expect(bad.field).toBe("member_email");
  });

  it("a clerk revises: the member sees the newest; the replaced version is kept in the audit entry", async () => {
    const issued = await issueAs(clerk.token);
    const res = await staff(clerk.token, "PUT", `/${issued.id}`, payload({ title: "Seoul by night, revised" }, 40));
    const revised = await dataOf<AdminQuotation>(res);
    expect(revised).toMatchObject({ revision: 2, status: "sent", title: "Seoul by night, revised" });
    const seen = await dataOf<Quotation>(await as(shop, alice.token, "GET", `/api/v1/quotations/${issued.id}`));
    expect(seen).toMatchObject({ revision: 2, title: "Seoul by night, revised" });
    expect(seen.items[0]?.unit_price).toBe(40);

    const entries = await auditOf(issued.id);
    expect(entries.map((e) => e.action)).toEqual(["issued", "revised"]);
    expect(entries[1]?.detail).toMatchObject({
      revision: { from: 1, to: 2 },
      title: { from: "Seoul by night for two", to: "Seoul by night, revised" },
      items: {
        from: [{ product_option_id: walk.optionIds[0], quantity: 2, unit_price: 45.5 }],
        to: [{ product_option_id: walk.optionIds[0], quantity: 2, unit_price: 40 }],
      },
    });
    expect(entries[1]?.detail).not.toHaveProperty("currency");
  });

  it("a clerk withdraws; then revising or withdrawing again is 409", async () => {
    const issued = await issueAs(clerk.token);
    const withdrawn = await dataOf<AdminQuotation>(await staff(clerk.token, "POST", `/${issued.id}/withdraw`));
    expect(withdrawn.status).toBe("withdrawn");
    expect((await staff(clerk.token, "POST", `/${issued.id}/withdraw`)).status).toBe(409);
    expect((await staff(clerk.token, "PUT", `/${issued.id}`, payload())).status).toBe(409);
    expect((await staff(clerk.token, "POST", "/999999/withdraw")).status).toBe(404);
    const entries = await auditOf(issued.id);
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["issued", expect.any(Object)],
      ["withdrawn", { status: { from: "sent", to: "withdrawn" } }],
    ]);
  });
});
