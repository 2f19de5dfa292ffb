import type { Quotation } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quotations } from "../tables";
import { reservations } from "../../reservations/tables";
import { body } from "../../../platform/test/auth-fixtures";
import {
  acceptBody,
  as,
  dataOf,
  issue,
  quotationBody,
  respond,
} from "../../../platform/test/community-review-fixtures";
import {
  addCartItem,
  createShop,
  insertProduct,
  reservationBody,
  reservationCount,
  soldOf,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// On PostgreSQL (npm run test:postgres) these requests really run at the same time; on PGlite they interleave.
const shop = await forTheFile(createShop());

const newProduct = (capacity = 100) => insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity }] });

async function stored(id: number) {
  const [row] = await shop.db.db.select().from(quotations).where(eq(quotations.id, id));
  return row;
}

describe("quotations under a race", () => {
  it("a double submit (same request_id) gives one reservation and the same answer to both", async () => {
    const member = await shop.member("double");
    const product = await newProduct();
    const quotation = await issue(shop, quotationBody(shop, member, [{ product }]));
    const payload = acceptBody(1, { request_id: "0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f" });
    const answers = await Promise.all(Array.from({ length: 4 }, () => respond(shop, member, quotation.id, payload)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const ids = await Promise.all(
      answers.map(async (res) => (await body<{ data: Quotation }>(res)).data.reservation_id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await reservationCount(shop.db.db, member.id)).toBe(1);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(2);
  });

  it("accepts without a request_id at once: one reservation, the others 409 alreadyAnswered", async () => {
    const member = await shop.member("eager");
    const product = await newProduct();
    const quotation = await issue(shop, quotationBody(shop, member, [{ product }]));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => respond(shop, member, quotation.id, acceptBody(1))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await reservationCount(shop.db.db, member.id)).toBe(1);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(2);
    const row = await stored(quotation.id);
    const [reservation] = await shop.db.db.select().from(reservations).where(eq(reservations.memberId, member.id));
    expect(row?.reservationId).toBe(reservation?.id);
  });

  it("two members' quotations for the last places: one books, the other gets sold out and can still answer", async () => {
    const first = await shop.member("first");
    const second = await shop.member("second");
    const product = await newProduct(3);
    const a = await issue(shop, quotationBody(shop, first, [{ product }]));
    const b = await issue(shop, quotationBody(shop, second, [{ product }]));
    const answers = await Promise.all([
      respond(shop, first, a.id, acceptBody(1)),
      respond(shop, second, b.id, acceptBody(1)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.findIndex((res) => res.status === 409);
    expect(await answers[loser]?.json()).toMatchObject({ message: RESERVATION_MESSAGES.soldOut, field: "items" });
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(2);
    const loserQuotation = await stored(loser === 0 ? a.id : b.id);
    expect(loserQuotation).toMatchObject({ status: "sent", reservationId: null });
    const loserMember = loser === 0 ? first : second;
    const declined = await dataOf<Quotation>(
      await respond(shop, loserMember, loserQuotation?.id ?? 0, { action: "decline", revision: 1 }),
    );
    expect(declined.status).toBe("declined");
  });

  it("the member's own shop order and acceptance at once on the same options both book (no deadlock)", async () => {
    const member = await shop.member("busy");
    const first = await newProduct();
    const second = await newProduct();
    for (let round = 0; round < 3; round += 1) {
      const quotation = await issue(shop, quotationBody(shop, member, [{ product: first }, { product: second }]));
      const cart = [
        await addCartItem(shop.db.db, member.id, first.productId, [{ optionId: first.optionIds[0] ?? 0, quantity: 1 }]),
        await addCartItem(shop.db.db, member.id, second.productId, [
          { optionId: second.optionIds[0] ?? 0, quantity: 1 },
        ]),
      ];
      const [accepted, ordered] = await Promise.all([
        respond(shop, member, quotation.id, acceptBody(1)),
        as(shop, member.token, "POST", "/api/v1/reservations", {
          ...reservationBody(shop.clock.now(), first, { product_id: undefined, options: undefined }),
          cart_item_ids: cart,
        }),
      ]);
      expect([accepted.status, ordered.status]).toEqual([200, 201]);
    }
    expect(await soldOf(shop.db.db, first.optionIds[0] ?? 0)).toBe(9);
    expect(await reservationCount(shop.db.db, member.id)).toBe(6);
  });

  it("an acceptance and a revision at once: either the revision wins (accept 409 revised) or the acceptance (revise 409)", async () => {
    const member = await shop.member("racer");
    const product = await newProduct();
    const quotation = await issue(shop, quotationBody(shop, member, [{ product }]));
    const [accepted, revised] = await Promise.all([
      respond(shop, member, quotation.id, acceptBody(1)),
      as(
        shop,
        shop.admin,
        "PUT",
        `/api/v1/admin/quotations/${quotation.id}`,
        quotationBody(shop, member, [{ product }]),
      ),
    ]);
    const row = await stored(quotation.id);
    if (accepted.status === 200) {
      expect(revised.status).toBe(409);
      expect(row).toMatchObject({ status: "accepted", revision: 1 });
      expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(2);
    } else {
      expect(accepted.status).toBe(409);
      expect(await accepted.json()).toMatchObject({ code: "QUOTATION_REVISED" });
      expect(revised.status).toBe(200);
      expect(row).toMatchObject({ status: "sent", revision: 2, reservationId: null });
      expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(0);
    }
  });
});
