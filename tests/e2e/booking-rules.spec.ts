import { type Page, expect, test } from "@playwright/test";
import {
  chooseTrip,
  dollars,
  findOption,
  memberHeaders,
  optionNow,
  payOnLocalPage,
  signIn,
  summaryTotal,
  travelersAndPayment,
} from "./shop-steps";

// Issue 18, items 2 and 6, against the built product on its own server: the travellers set the price and the places
// as the option's model says (per person, or per group of up to N), and the cart keeps the trip chosen on the product
// page (date, time, travellers, luggage) through to the amount charged.

/** The product page's total panel: its lines and its total in dollars. */
async function productTotal(page: Page): Promise<{ lines: string; total: number }> {
  const panel = page.getByRole("region", { name: "Total" });
  const lines = (await panel.getByRole("list", { name: "Options" }).textContent()) ?? "";
  const text = (await panel.textContent()) ?? "";
  return { lines, total: dollars(text.slice(text.lastIndexOf("Total"))) };
}

test("book 2 then 5 travellers: a per-person option's price and places follow the travellers", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await findOption(
    request,
    (o) => o.pricing === "per_person" && o.currency === "USD" && o.remaining >= 7,
  );
  const { option } = product;
  await signIn(page, `/product/detail/${product.id}`);

  for (const travelers of [2, 5]) {
    const before = await optionNow(request, product.id, option.id);
    await page.goto(`/product/detail/${product.id}`);
    await chooseTrip(page, option.name, travelers);
    const shown = await productTotal(page);
    expect(shown.lines).toContain(`× ${travelers} travelers`);
    expect(shown.total).toBeCloseTo(option.price * travelers, 2);

    await page.getByRole("button", { name: "Reserve now" }).click();
    await expect(page).toHaveURL(/\/purchase\/reservation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reservation" })).toBeVisible();
    expect(await summaryTotal(page)).toBeCloseTo(shown.total, 2);
    await travelersAndPayment(page, "Credit card");
    const { charged, paid } = await payOnLocalPage(page);
    expect(charged).toBeCloseTo(shown.total, 2);
    expect(paid).toBeCloseTo(shown.total, 2);

    // one place per traveller
    expect((await optionNow(request, product.id, option.id)).remaining).toBe(before.remaining - travelers);
  }
});

test("book 2 then 5 travellers: a per-group option costs one group and takes one place", async ({ page, request }) => {
  test.setTimeout(90_000);
  // the demo's private group is priced in won: the page shows it in the header's dollars, converted once
  const product = await findOption(
    request,
    (o) => o.pricing === "per_group" && (o.group_size ?? 0) >= 5 && o.remaining >= 2,
  );
  const { option } = product;
  await signIn(page, `/product/detail/${product.id}`);

  const totals: number[] = [];
  for (const travelers of [2, 5]) {
    const before = await optionNow(request, product.id, option.id);
    await page.goto(`/product/detail/${product.id}`);
    await chooseTrip(page, option.name, travelers);
    const shown = await productTotal(page);
    expect(shown.lines).toContain(`× 1 group of up to ${option.group_size}`);
    totals.push(shown.total);

    await page.getByRole("button", { name: "Reserve now" }).click();
    await expect(page).toHaveURL(/\/purchase\/reservation$/);
    await travelersAndPayment(page, "Credit card");
    const { charged, paid } = await payOnLocalPage(page);
    expect(charged).toBeCloseTo(shown.total, 2);
    expect(paid).toBeCloseTo(shown.total, 2);
    expect((await optionNow(request, product.id, option.id)).remaining).toBe(before.remaining - 1);
  }
  // one group's price for 2 and for 5
  expect(totals[1]).toBe(totals[0]);
  expect(totals[0]).toBeGreaterThan(0);
});

test("the cart keeps a trip's choices through to payment, and a second add says what it did", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await findOption(
    request,
    (o) => o.pricing === "per_person" && o.currency === "USD" && o.remaining >= 3,
  );
  const { option } = product;
  await signIn(page, `/product/detail/${product.id}`);
  // an empty cart, so the journey's line is the only one
  const headers = await memberHeaders(request);
  const cart = (await (await request.get("/api/v1/cart", { headers })).json()) as { data: { id: number }[] };
  for (const item of cart.data) {
    expect((await request.delete(`/api/v1/cart/${item.id}`, { headers })).ok()).toBe(true);
  }

  // 2 travellers with 5 bags: one bag over the 4 free ones
  await chooseTrip(page, option.name, 2, 5);
  const shown = await productTotal(page);
  expect(shown.total).toBeCloseTo(option.price * 2 + 10, 2);
  const day = await page.getByRole("button", { name: /^Departure date/ }).textContent();
  const time = await page
    .getByRole("radiogroup", { name: /Departure time/ })
    .getByRole("radio", { checked: true })
    .getAttribute("value");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  // the same trip again: the page says the cart line was replaced, not silently doubled
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(/This trip was already in your cart/)).toBeVisible();

  await page.goto("/product/shopping-cart");
  const row = page.getByRole("listitem").filter({ hasText: product.name }).first();
  await expect(row).toContainText(`at ${time} · 2 travelers · 5 bags`);
  await expect(page.getByRole("listitem").filter({ hasText: product.name })).toHaveCount(1);
  expect(dollars((await row.textContent()) ?? "")).toBeCloseTo(shown.total, 2);

  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: /Reserve selected/ }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation$/);
  // the schedule comes along: date, time and travellers are already chosen
  await expect(page.getByRole("button", { name: /^Departure date/ })).toHaveText(day ?? "");
  await expect(
    page.getByRole("radiogroup", { name: /Departure time/ }).getByRole("radio", { name: time ?? "", exact: true }),
  ).toBeChecked();
  expect(await summaryTotal(page)).toBeCloseTo(shown.total, 2);
  await travelersAndPayment(page, "Credit card");
  const { charged, paid } = await payOnLocalPage(page);
  expect(charged).toBeCloseTo(shown.total, 2);
  expect(paid).toBeCloseTo(shown.total, 2);
});
