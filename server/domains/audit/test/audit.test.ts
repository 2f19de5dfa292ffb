import { AuditListResponseSchema } from "@contracts/audit";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, consoleStaff } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { accounts } from "../../auth/tables";
import { reservationHistory, reservations } from "../../reservations/tables";
import { asActor, auditTrail, recordAudit } from "../audit";
import { operatorAudit } from "../tables";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
const db = shop.db.db;
let member: Member;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  member = await shop.member("audit");
  product = await insertProduct(db, shop.clock.now(), { options: [{ capacity: 50, price: 100 }] });
});

const historyOf = (id: number) =>
  db
    .select()
    .from(reservationHistory)
    .where(eq(reservationHistory.reservationId, id))
    .orderBy(asc(reservationHistory.id));

describe("a reservation's history of states", () => {
  it("notes the reservation made and each change of status, with the operator who made it", async () => {
    const order = await book(shop, member, reservationBody(shop.clock.now(), product));
    const made = await historyOf(order.id);
    expect(made.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([[null, order.status, null]]);

    // a change that is not a status (a note) writes nothing
    await db.update(reservations).set({ cancelNote: "x" }).where(eq(reservations.id, order.id));
    expect(await historyOf(order.id)).toHaveLength(1);

    await asActor(db, { accountId: clerk.id, role: "clerk" }, (tx) =>
      tx.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, order.id)),
    );
    const after = await historyOf(order.id);
    expect(after.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([
      [null, order.status, null],
      [order.status, "cancelled", clerk.id],
    ]);
  });

  it("names nobody once the operator's transaction is over", async () => {
    const order = await book(shop, member, reservationBody(shop.clock.now(), product));
    await asActor(db, { accountId: clerk.id, role: "clerk" }, () => Promise.resolve(undefined));
    await db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, order.id));
    expect((await historyOf(order.id)).at(-1)?.actorId).toBeNull();
  });

  it("writes neither the change nor its entry when the transaction fails", async () => {
    const order = await book(shop, member, reservationBody(shop.clock.now(), product));
    await expect(
      asActor(db, { accountId: clerk.id, role: "clerk" }, async (tx) => {
        await tx.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, order.id));
        await recordAudit(
          tx,
          { accountId: clerk.id, role: "clerk" },
          {
            subject: "reservation",
            subjectId: order.id,
            action: "cancelled",
          },
        );
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await auditTrail(db, "reservation", String(order.id))).toEqual([]);
  });
});

describe("GET /api/v1/admin/audit", () => {
  it("answers a record's entries oldest first, with the operator's name and role kept as they were", async () => {
    const actor = { accountId: clerk.id, role: "clerk" as const };
    await asActor(db, actor, (tx) =>
      recordAudit(tx, actor, { subject: "product", subjectId: 9001, action: "created", detail: { name: "A" } }),
    );
    await asActor(db, actor, (tx) =>
      recordAudit(tx, actor, {
        subject: "product",
        subjectId: 9001,
        action: "edited",
        detail: { name: { from: "A", to: "B" } },
      }),
    );
    await db.update(accounts).set({ name: "Clara Renamed" }).where(eq(accounts.id, clerk.id));
    const res = await call(shop.app, "GET", "/api/v1/admin/audit?subject=product&subject_id=9001", {
      token: viewer.token,
      area: "admin",
    });
    expect(res.status).toBe(200);
    const entries = AuditListResponseSchema.parse(await body(res)).data;
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role])).toEqual([
      ["created", "Clara Clerk", "clerk"],
      ["edited", "Clara Clerk", "clerk"],
    ]);
    expect(entries[1]?.detail).toEqual({ name: { from: "A", to: "B" } });
    const rows = await db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subject, "product"), eq(operatorAudit.subjectId, "9001")));
    expect(rows).toHaveLength(2);
  });

  it("names the field of a bad query, and refuses members, guests and other staff", async () => {
    const bad = await call(shop.app, "GET", "/api/v1/admin/audit?subject=planet&subject_id=1", {
      token: viewer.token,
      area: "admin",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await body(bad))).toContain("subject");
    const path = "/api/v1/admin/audit?subject=product&subject_id=1";
    expect((await call(shop.app, "GET", path)).status).toBe(401);
    expect((await call(shop.app, "GET", path, { token: member.token })).status).toBe(401);
    const gate = await accountOf(shop, "admin", { role: "gate" });
    expect((await call(shop.app, "GET", path, { token: gate.token, area: "admin" })).status).toBe(403);
    expect((await call(shop.app, "GET", path, { token: shop.admin, area: "admin" })).status).toBe(200);
  });
});

describe("the shop console's roles", () => {
  it("keep a clerk and a viewer out of every other operators' door", async () => {
    for (const token of [clerk.token, viewer.token]) {
      const res = await call(shop.app, "GET", "/api/v1/admin/edu/applications", { token, area: "admin" });
      expect(res.status).toBe(403);
    }
  });
});
