import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data, headersOf } from "./api-steps";
import { ADMIN, DEMO_PASSWORD, latestMailText, operatorAt, signUp, uniqueEmail } from "./edu-steps";

// Returning a bank deposit's refund (ADR 0030, "Returning bank deposits") against the built product and its own
// server: a new member buys a visitor pass by bank transfer, an operator records the deposit, the member refunds the
// unused pass, and the refund is owed by the operators; an operator opens /seoulitepass/admin/refunds, finds it owed
// with the account to send it to, marks it returned with a note, and finds it among the returned ones. The member
// signs up in the journey and the pass type is read from the API, so it holds on any database.

type PassProduct = { options: { id: number; on_sale: boolean; valid_from: string | null; currency: string }[] };

test("a pass paid by bank transfer is refunded, and an operator returns the deposit", async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("deposit-refund");
  const holder = `REFUND ${Date.now()}`;
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/seoulitepass/register", name: "Noa Berger" });
  const member = await headersOf(request, email, DEMO_PASSWORD, "member");
  const admin = await headersOf(request, ADMIN.email, ADMIN.password, "admin");

  // the member buys one pass by bank transfer, from the account of `holder` at Woori Bank
  const products = await data<PassProduct[]>(await request.get("/api/v1/passes/products"));
  const option = products.flatMap((product) => product.options).find((o) => o.on_sale && o.valid_from === null);
  expect(option, "a pass type on sale").toBeDefined();
  const order = await data<{ id: number; reservation_number: string; status: string }>(
    await request.post("/api/v1/passes/reservations", {
      headers: member,
      data: {
        option_id: option?.id,
        holders: ["Noa Berger"],
        currency: "KRW",
        contact: "41791234567",
        nationality: "CH",
        payment_method: "bank_transfer",
        bank: "woori",
        account_holder: holder,
        agree_cancellation_policy: true,
        agree_domestic_terms: true,
      },
    }),
  );
  // the operators record the deposit: the order is confirmed and its pass issued
  await data(await request.post(`/api/v1/admin/reservations/${order.id}/deposit`, { headers: admin }));
  const mine = await data<{ id: number; reservation_number: string }[]>(
    await request.get("/api/v1/passes/mine", { headers: member }),
  );
  const pass = mine.find((p) => p.reservation_number === order.reservation_number);
  expect(pass, "the pass of the order").toBeDefined();

  // the member refunds the unused pass: a bank deposit's refund, owed by the operators
  const refund = await data<{ returned_at: string | null }>(
    await request.post(`/api/v1/passes/${pass?.id}/refund`, { headers: member }),
  );
  expect(refund.returned_at).toBeNull();

  await operatorAt(page, "/seoulitepass/admin/refunds");
  await expect(page.getByRole("heading", { level: 1, name: "Refunds to return" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Owed" })).toHaveAttribute("aria-selected", "true");
  const row = page.getByRole("row").filter({ hasText: order.reservation_number });
  await expect(row).toBeVisible();
  await expect(row.getByText(`Visitor pass #${pass?.id}`)).toBeVisible();
  await expect(row.getByText("Noa Berger")).toBeVisible();
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText("Woori Bank")).toBeVisible();
  await expect(row.getByText(`Account holder: ${holder}`)).toBeVisible();
  await expectNoA11yViolations(page);

  await row.getByRole("button", { name: /^Mark as returned/ }).click();
  const dialog = page.getByRole("dialog", { name: "Mark this refund as returned?" });
  await expect(dialog.getByText(new RegExp(`${holder} at Woori Bank`))).toBeVisible();
  await dialog.getByRole("textbox", { name: /^Note/ }).fill("Woori transfer 7731");
  await dialog.getByRole("button", { name: "Mark as returned" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: order.reservation_number })).toBeHidden();

  await page.getByRole("tab", { name: "Returned" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/admin\/refunds\?state=returned$/);
  const returned = page.getByRole("row").filter({ hasText: order.reservation_number });
  await expect(returned.getByText(/^Returned .* by /)).toBeVisible();
  await expect(returned.getByText("Woori transfer 7731")).toBeVisible();
  await expect(returned.getByRole("button", { name: /^Mark as returned/ })).toHaveCount(0);

  // the member is told by mail
  const mail = await latestMailText(request, email);
  expect(mail).toContain(order.reservation_number);
  expect(mail).toContain("Woori transfer 7731");
});
