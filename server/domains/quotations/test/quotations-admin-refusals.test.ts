import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { addDays, shopToday } from "@contracts/reservations";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { call } from "../../../platform/test/auth-fixtures";
import { dataOf, failure, quotationBody, type TestProduct } from "../../../platform/test/community-review-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, insertProduct, type Member } from "../../../platform/test/reservation-fixtures";

// The console's quotation editor says each refusal in the page's language by its code, or (for the server's own
// checks beyond the contract) by the one field it names with no `issues`: these answers are what it relies on.

const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let clerk: TestAccount;
let walk: TestProduct;

beforeAll(async () => {
  alice = await shop.member("alice");
  bob = await shop.member("bob");
  clerk = await accountOf(shop, "admin", { role: "clerk" });
  walk = await insertProduct(shop.db.db, shop.clock.now(), { name: "Night Walk", options: [{ price: 5000 }] });
});

const write = (method: string, path: string, payload?: unknown) =>
  call(shop.app, method, `/api/v1/admin/quotations${path}`, { token: clerk.token, body: payload, area: "admin" });
const payload = (overrides: Record<string, unknown> = {}) => quotationBody(shop, alice, [{ product: walk }], overrides);
const today = () => shopToday(shop.clock.now());

describe("the refusals of an operator's quotation, as the console reads them", () => {
  it("its own checks name one field and carry no issues", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ valid_until: addDays(today(), -1) }, "valid_until"],
      [{ valid_until: addDays(today(), 5), departure_date: addDays(today(), 5) }, "departure_date"],
      [{ items: [0, 1].map(() => ({ product_option_id: walk.optionIds[0], quantity: 1, unit_price: 10 })) }, "items"],
    ];
    for (const [overrides, field] of cases) {
      const refused = await failure(await write("POST", "", payload(overrides)), 400);
      expect(refused, field).toMatchObject({ code: "VALIDATION_ERROR", field });
      expect(refused.issues, field).toBeUndefined();
    }
  });

  it("a new version for another member names member_email, with no issues", async () => {
    const issued = await dataOf<{ id: number }>(await write("POST", "", payload()), 201);
    const refused = await failure(await write("PUT", `/${issued.id}`, payload({ member_email: bob.email })), 400);
    expect(refused).toMatchObject({ code: "VALIDATION_ERROR", field: "member_email" });
    expect(refused.issues).toBeUndefined();
  });

  it("the contract's checks carry their issues", async () => {
    const refused = await failure(await write("POST", "", payload({ member_email: "nope" })), 400);
    expect(refused).toMatchObject({ code: "VALIDATION_ERROR", field: "member_email" });
    expect(refused.issues?.map((issue) => issue.field)).toEqual(["member_email"]);
  });

  it("the rest carry a code of their own", async () => {
    const unknown = await failure(await write("POST", "", payload({ member_email: "nobody@example.com" })), 404);
    expect(unknown).toMatchObject({
      code: "QUOTATION_MEMBER_NOT_FOUND",
      field: "member_email",
      message: QUOTATION_MESSAGES.memberNotFound,
    });
    const time = await failure(await write("POST", "", payload({ departure_time: "23:59" })), 400);
    expect(time).toMatchObject({ code: "DEPARTURE_TIME_NOT_OFFERED", field: "departure_time" });

    const issued = await dataOf<{ id: number }>(await write("POST", "", payload()), 201);
    await dataOf(await write("POST", `/${issued.id}/withdraw`));
    const again = await failure(await write("PUT", `/${issued.id}`, payload()), 409);
    expect(again).toMatchObject({ code: "QUOTATION_WITHDRAWN" });
    expect((await failure(await write("POST", "/999999/withdraw"), 404)).code).toBe("QUOTATION_NOT_FOUND");
  });
});
