import { type APIRequestContext, type Page, expect, test } from "@playwright/test";

// The booking journeys of issue 6 against the built product, its own server and the local payment page (the
// default provider): browse, cart, reserve in steps, pay, bank transfer with the operator's deposit, cancellation,
// and a guest sent to sign in. The demo catalogue and accounts come from the seed.

const MEMBER = { email: "member@demo.test", password: "Demo1234" };
const ADMIN = { email: "admin@demo.test", password: "Demo1234" };

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

async function signIn(page: Page, redirect: string) {
  await page.goto(`/account/login?redirect=${encodeURIComponent(redirect)}`);
  await field(page, "E-mail").fill(MEMBER.email);
  await field(page, "Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, "\\$&")}$`));
}

/** A bookable product with a bookable option that has places, from the real catalogue. */
async function bookableProduct(request: APIRequestContext, kind = "tour") {
  const list = await request.get(`/api/v1/products?kind=${kind}&per_page=48`);
  const { data } = (await list.json()) as { data: { id: number; name: string; bookable: boolean }[] };
  for (const product of data.filter((p) => p.bookable)) {
    const res = await request.get(`/api/v1/products/${product.id}`);
    const { data: detail } = (await res.json()) as {
      data: { options: { id: number; name: string; bookable: boolean; remaining: number }[] };
    };
    // an option whose name no other option of the product shares, so the page's checkbox is found by its name
    const unique = (o: { name: string }) => detail.options.filter((other) => other.name === o.name).length === 1;
    const option = detail.options.find((o) => o.bookable && o.remaining >= 2 && unique(o));
    if (option) return { id: product.id, name: product.name, option: option.name };
  }
  throw new Error(`no bookable ${kind} in the demo catalogue`);
}

/** Chooses the option, the first day the calendar allows, a time, two travellers: the product page's form. */
async function fillProductForm(page: Page, optionName: string) {
  await page.getByRole("checkbox", { name: optionName, exact: true }).check();
  await pickFirstOpenDay(page);
  await page
    .getByRole("radiogroup", { name: /Departure time/ })
    .getByRole("radio")
    .first()
    .check();
  await page.getByRole("button", { name: "Increase Travelers" }).click();
  await page.getByRole("button", { name: "Increase Travelers" }).click();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the departure calendar and takes the first day it offers, paging ahead when a month has none. */
async function pickFirstOpenDay(page: Page) {
  await page.getByRole("button", { name: /^Departure date/ }).click();
  const calendar = page.getByRole("dialog");
  const open = calendar.locator('button[data-slot="calendar-day"]:not([aria-disabled])');
  for (let month = 0; month < 6 && (await open.count()) === 0; month += 1) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await open.first().click();
  await expect(calendar).toBeHidden();
}

/** The travellers and payment steps of the reservation form. */
async function travelersAndPayment(page: Page, method: "Credit card" | "Bank transfer") {
  await expect(page.getByRole("heading", { level: 1, name: "Reservation" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/travelers$/);
  await field(page, "Representative name").fill("Minji Kim");
  await field(page, "Contact number").fill("01012345678");
  await field(page, "Passport number").fill("M12345678");
  await page.getByRole("combobox", { name: /^Nationality/ }).fill("Korea");
  await page.getByRole("option", { name: /Korea/ }).first().click();
  await field(page, "Departure address").fill("Incheon International Airport T1");
  await field(page, "Destination address").fill("Lotte Hotel Seoul, 30 Eulji-ro");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/payment$/);
  await page.getByRole("radio", { name: method }).check();
  if (method === "Bank transfer") {
    await field(page, "Account holder").fill("Minji Kim");
    await page.getByRole("combobox", { name: /^Bank/ }).click();
    await page.getByRole("option", { name: "KB Kookmin Bank" }).click();
  }
  await page.getByLabel("I agree to the cancellation policy (required)").check();
  await page.getByLabel("I agree to the domestic travel special terms (required)").check();
  await page.getByRole("button", { name: "Reserve" }).click();
}

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
    // prices follow the currency chosen in the header, for the rest of the session
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
    // the cart does not carry a date: choose it on the first step
    await pickFirstOpenDay(page);
    await page
      .getByRole("radiogroup", { name: /Departure time/ })
      .getByRole("radio")
      .first()
      .check();
    await page.getByRole("combobox", { name: /Number of travelers/ }).click();
    await page.getByRole("option", { name: "2", exact: true }).click();
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
