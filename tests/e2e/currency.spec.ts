import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { MEMBER, agreeToTerms, dollars, fillTravelerDetails, pickFirstOpenDay, signIn } from "./shop-steps";

// Issue 18, item 1: the amount charged is the amount on the screen where the customer pressed Reserve. Shopping in
// won and paying in dollars must not go through won on the way (49 x 1465 x 0.0007 = $50.25 for a $49 option), and
// the cart follows the currency chosen in the header.

/** A bookable tour with a bookable option priced in dollars (the round trip shows on those), from the real catalogue. */
async function dollarTour(request: APIRequestContext) {
  const list = await request.get("/api/v1/products?kind=tour&per_page=48");
  const { data } = (await list.json()) as { data: { id: number; name: string; bookable: boolean }[] };
  for (const product of data.filter((p) => p.bookable)) {
    const res = await request.get(`/api/v1/products/${product.id}`);
    const { data: detail } = (await res.json()) as {
      data: {
        min_date: string;
        unavailable_dates: string[];
        options: {
          id: number;
          name: string;
          bookable: boolean;
          remaining: number;
          currency: string;
          option_start_date: string;
          departure_times?: string[];
        }[];
      };
    };
    const unique = (o: { name: string }) => detail.options.filter((other) => other.name === o.name).length === 1;
    const option = detail.options.find((o) => o.bookable && o.remaining >= 5 && o.currency === "USD" && unique(o));
    if (!option) continue;
    // the first day both the product and the option allow, and the option's first time (08:00 to 18:00 before times were per option)
    let firstDay = detail.min_date > option.option_start_date ? detail.min_date : option.option_start_date;
    while (detail.unavailable_dates.includes(firstDay)) {
      firstDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    const time = option.departure_times?.[0] ?? "09:00";
    return { id: product.id, name: product.name, option: option.name, optionId: option.id, firstDay, time };
  }
  throw new Error("no bookable tour priced in dollars in the demo catalogue");
}

/** Adds the option to the member's cart in won, with the trip the product page sends (fields a cart ignores are dropped). */
async function addToCartInWon(request: APIRequestContext, product: Awaited<ReturnType<typeof dollarTour>>) {
  const signIn = await request.post("/api/v1/auth/signin", { data: MEMBER });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const me = ((await (await request.get("/api/v1/auth/isLogin", { headers })).json()) as { data: { id: number } }).data;
  const res = await request.post("/api/v1/cart", {
    headers,
    data: {
      member_id: me.id,
      product_id: product.id,
      options: [{ product_option_id: product.optionId, quantity: 1, currency: "KRW" }],
      departure_date: product.firstDay,
      departure_time: product.time,
      travelers: 2,
      luggage: 0,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function chooseCurrency(page: Page, name: "KRW (₩)" | "USD ($)") {
  await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).click();
  await page.getByRole("option", { name }).click();
}

test("switch currency mid-reservation and pay exactly the total shown", async ({ page, request }) => {
  const product = await dollarTour(request);
  await signIn(page, "/main");
  await chooseCurrency(page, "KRW (₩)");

  // shopped in won: added to the cart (through the API, the product page's own call) while the header said KRW
  await addToCartInWon(request, product);
  await page.reload();

  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/product\/shopping-cart$/);
  const row = page.getByRole("listitem").filter({ hasText: product.name }).first();
  await expect(row).toContainText("₩");
  // the cart follows the header's currency
  await chooseCurrency(page, "USD ($)");
  await expect(row).toContainText("$");
  await expect(row).not.toContainText("₩");
  await chooseCurrency(page, "KRW (₩)");
  await expect(row).toContainText("₩");

  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: /Reserve selected/ }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reservation" })).toBeVisible();
  // the schedule, unless the cart brought it along
  const date = page.getByRole("button", { name: /^Departure date/ });
  if (!/\d/.test((await date.textContent()) ?? "")) await pickFirstOpenDay(page);
  // the option's own time (the cart may have brought it along already)
  const times = page.getByRole("radiogroup", { name: /Departure time/ });
  const own = times.getByRole("radio", { name: product.time, exact: true });
  if ((await own.count()) > 0) await own.check();
  else if ((await times.getByRole("radio", { checked: true }).count()) === 0)
    await times.getByRole("radio").first().check();
  const travelers = page.getByRole("combobox", { name: /Number of travelers/ });
  if ((await travelers.count()) > 0 && !/\d/.test((await travelers.textContent()) ?? "")) {
    await travelers.click();
    await page.getByRole("option", { name: "2", exact: true }).click();
  }
  const summary = page.getByRole("complementary", { name: "Payment details" });
  await expect(summary).toContainText("₩");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/travelers$/);

  // back to dollars in the middle of the reservation
  await chooseCurrency(page, "USD ($)");
  await expect(summary).toContainText("$");
  await fillTravelerDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/payment$/);
  await page.getByRole("radio", { name: "Credit card" }).check();
  await agreeToTerms(page);

  // what the page shows is what the server books and the card page charges (the old page showed a round trip)
  const totalText = (await summary.textContent()) ?? "";
  const shown = dollars(totalText.slice(totalText.lastIndexOf("Total")));
  expect(shown).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Reserve" }).click();
  await expect(page).toHaveURL(/\/pay\/local\?/);
  const charged = dollars((await page.locator("dd").allTextContents()).find((text) => text.includes("$")) ?? "");
  expect(charged).toBe(shown);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
  await expect(page.getByRole("main")).toContainText("Total paid");
  const paidText = (await page.getByRole("main").textContent()) ?? "";
  expect(dollars(paidText.slice(paidText.indexOf("Total paid")))).toBe(shown);
});
