import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { ADMIN, MEMBER, chooseTrip, escape, field, findOption, signIn, travelersAndPayment } from "./shop-steps";
import { takenOver } from "./page-checks";

// The booking journeys of issue 6 against the built product, its own server and the local payment page (the
// default provider): browse, cart, reserve in steps, pay, bank transfer with the operator's deposit, cancellation,
// and a guest sent to sign in. The demo catalogue and accounts come from the seed.

/** A bookable product with an option that has places for two, from the real catalogue. */
async function bookableProduct(request: APIRequestContext, kind = "tour") {
  const product = await findOption(request, (option) => option.remaining >= 2, kind);
  return { id: product.id, name: product.name, option: product.option.name };
}

/** Chooses the option, the first day the calendar allows, a time, two travellers: the product page's form. */
const fillProductForm = (page: Page, optionName: string) => chooseTrip(page, optionName, 2);

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", {
    data: ADMIN,
    headers: { "X-Auth-Area": "admin" },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

test.describe("the shop", () => {
  test("a guest browses, is asked to sign in on add to cart, and comes back to the product", async ({
    page,
    request,
  }) => {
    const product = await bookableProduct(request);
    await page.goto("/main");
    await expect(page.getByRole("heading", { level: 1, name: "Discover Korea" })).toBeVisible();
    const tours = page.getByRole("region", { name: "Featured tours" });
    await expect(tours.getByRole("link").first()).toBeVisible();
    await expect(tours).toContainText("$");
    // prices follow the currency chosen in the header, for the rest of the session (chosen once the page is the
    // browser's: a press in the moment the take-over starts can still be lost, ADR 0024)
    await takenOver(page);
    await page.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "KRW (₩)" }).click();
    await expect(tours).toContainText("₩");
    await page.goto(`/product/detail/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await fillProductForm(page, product.option);
    await page.getByRole("button", { name: "Add to cart" }).click();
    const prompt = page.getByRole("alertdialog", { name: "Login required" });
    await prompt.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/account\/login\?redirect=/);
    await field(page, "E-mail").fill(MEMBER.email);
    await field(page, "Password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/detail/${product.id}$`));
  });

  test("browse, add to cart, reserve from the cart in steps, pay on the local card page and see Confirmed", async ({
    page,
    request,
  }) => {
    const product = await bookableProduct(request);
    await signIn(page, "/main");
    await page.getByLabel("Search products").fill(product.name.split(" ")[0]!);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/search\/all\/all\?keyword=/);
    await page
      .getByRole("link", { name: new RegExp(escape(product.name)) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await fillProductForm(page, product.option);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();

    await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/product\/shopping-cart$/);
    const row = page.getByRole("listitem").filter({ hasText: product.name }).first();
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: /Reserve selected/ }).click();
    await expect(page).toHaveURL(/\/purchase\/reservation$/);
    // the cart kept the trip chosen on the product page: the schedule step is filled in
    await expect(page.getByRole("combobox", { name: /Number of travelers/ })).toHaveText("2");
    await travelersAndPayment(page, "Credit card");

    await expect(page).toHaveURL(/\/pay\/local\?/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
    await expect(page.getByRole("heading", { name: "Thank you for your reservation" })).toBeVisible();
    await page.getByRole("link", { name: "View reservation details" }).click();
    await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(
        "Paid and booked: your places are held for this departure. Our team checks the trip details within 2–3 days; you need do nothing more.",
      ),
    ).toBeVisible();
  });

  test("reserve by bank transfer, see Pending with the deadline, the operator records the deposit, see Confirmed", async ({
    page,
    request,
  }) => {
    const product = await bookableProduct(request, "festival");
    await signIn(page, `/product/detail/${product.id}`);
    await fillProductForm(page, product.option);
    await page.getByRole("button", { name: "Reserve now" }).click();
    await travelersAndPayment(page, "Bank transfer");

    await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
    const id = Number(/payment-complete\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByText("Please deposit by the deadline")).toBeVisible();
    await expect(page.getByText("Deposit by", { exact: true })).toBeVisible();
    // the deadline says in which time zone it is, and the amount is shown in the account's currency too
    await expect(page.getByText(/ KST$/)).toBeVisible();
    await expect(page.getByText("Amount in won")).toBeVisible();
    await expect(page.getByText(/^₩[\d,]+$/)).toBeVisible();
    await page.goto(`/purchase/reservation-detail/${id}`);
    await expect(page.getByText("Pending", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Waiting for your deposit")).toBeVisible();

    const token = await adminToken(request);
    const deposit = await request.post(`/api/v1/admin/reservations/${id}/deposit`, {
      headers: { Authorization: `Bearer ${token}`, "X-Auth-Area": "admin" },
    });
    expect(deposit.status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Your reservation is confirmed.")).toBeVisible();
  });

  test("request a cancellation of a paid reservation: Cancel requested, and no second cancel", async ({
    page,
    request,
  }) => {
    const product = await bookableProduct(request);
    await signIn(page, `/product/detail/${product.id}`);
    await fillProductForm(page, product.option);
    await page.getByRole("button", { name: "Reserve now" }).click();
    await travelersAndPayment(page, "Credit card");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
    await page.getByRole("link", { name: "View reservation details" }).click();

    await page.getByRole("button", { name: "Request cancellation" }).click();
    const ask = page.getByRole("alertdialog", { name: "Request cancellation?" });
    await ask.getByRole("button", { name: "Request cancellation" }).click();
    await expect(page.getByText("Cancel requested", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Request cancellation" })).toHaveCount(0);

    await page.goto("/account/my-reservation?status=cancel_requested");
    await expect(page.getByRole("heading", { level: 1, name: "My reservations" })).toBeVisible();
    await expect(page.getByText(product.name).first()).toBeVisible();
  });

  test("a guest at my reservations is asked to sign in first", async ({ page }) => {
    await page.goto("/account/my-reservation");
    await expect(page.getByRole("alertdialog", { name: "Login required" })).toBeVisible();
  });

  test("the spec's failure target shows the payment failure screen with the provider's code", async ({ page }) => {
    await page.goto("/fail?code=PAY_PROCESS_CANCELED&message=Cancelled%20by%20the%20payer");
    await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(page.getByText("PAY_PROCESS_CANCELED")).toBeVisible();
    await page.goto("/tossFail");
    await expect(page.getByText("Unknown", { exact: true })).toBeVisible();
    await expect(page.getByText("알 수 없는 오류가 발생했습니다.")).toBeVisible();
  });
});
