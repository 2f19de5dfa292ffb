import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { takenOver } from "./page-checks";

// The steps a shopper takes on the built shop, shared by the booking journeys (the demo accounts come from the seed).

export const MEMBER = { email: "member@demo.test", password: "Demo1234" };
export const ADMIN = { email: "admin@demo.test", password: "Demo1234" };

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "$1,234.50" -> 1234.5 (the first dollar amount in the text). */
export const dollars = (text: string) => Number(/\$([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replaceAll(",", "") ?? NaN);

export async function signIn(page: Page, redirect: string) {
  await page.goto(`/account/login?redirect=${encodeURIComponent(redirect)}`);
  await field(page, "E-mail").fill(MEMBER.email);
  await field(page, "Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(redirect)}$`));
}

/** The member's API headers, for reading what the pages do not show (places left, the cart's stored lines). */
export async function memberHeaders(request: APIRequestContext) {
  const res = await request.post("/api/v1/auth/signin", { data: MEMBER, headers: { "X-Auth-Area": "member" } });
  expect(res.ok()).toBe(true);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, "X-Auth-Area": "member" };
}

export type CatalogOption = {
  id: number;
  name: string;
  bookable: boolean;
  remaining: number;
  currency: string;
  price: number;
  pricing: "per_person" | "per_group";
  group_size: number | null;
};

/** The first bookable product of `kind` with an option `wanted` accepts and whose name no other option shares. */
export async function findOption(
  request: APIRequestContext,
  wanted: (option: CatalogOption) => boolean,
  kind = "tour",
): Promise<{ id: number; name: string; option: CatalogOption }> {
  const list = await request.get(`/api/v1/products?kind=${kind}&per_page=48`);
  const { data } = (await list.json()) as { data: { id: number; name: string; bookable: boolean }[] };
  for (const product of data.filter((p) => p.bookable)) {
    const { data: detail } = (await (await request.get(`/api/v1/products/${product.id}`)).json()) as {
      data: { options: CatalogOption[] };
    };
    const unique = (o: CatalogOption) => detail.options.filter((other) => other.name === o.name).length === 1;
    const option = detail.options.find((o) => o.bookable && unique(o) && wanted(o));
    if (option) return { id: product.id, name: product.name, option };
  }
  throw new Error(`no ${kind} in the demo catalogue has the option this journey needs`);
}

/** The option as the catalogue says it now (places left after a booking). */
export async function optionNow(request: APIRequestContext, productId: number, optionId: number) {
  const { data } = (await (await request.get(`/api/v1/products/${productId}`)).json()) as {
    data: { options: CatalogOption[] };
  };
  const option = data.options.find((o) => o.id === optionId);
  if (!option) throw new Error(`option ${optionId} is gone from product ${productId}`);
  return option;
}

/** Opens the departure calendar and takes the first day it offers, paging ahead when a month has none. */
export async function pickFirstOpenDay(page: Page) {
  await page.getByRole("button", { name: /^Departure date/ }).click();
  const calendar = page.getByRole("dialog");
  const open = calendar.locator('button[data-slot="calendar-day"]:not([aria-disabled])');
  for (let month = 0; month < 6 && (await open.count()) === 0; month += 1) {
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  await open.first().click();
  await expect(calendar).toBeHidden();
}

/** The first departure time offered (the product page and the reservation's schedule step). */
export async function pickFirstTime(page: Page) {
  await page
    .getByRole("radiogroup", { name: /Departure time/ })
    .getByRole("radio")
    .first()
    .check();
}

/**
 * On the product page: the option, the first open day, the option's first time, `travelers` and `bags`. The page
 * comes from the server: a box ticked before the browser has taken it over stays unticked, so that is waited for.
 */
export async function chooseTrip(page: Page, optionName: string, travelers: number, bags = 0) {
  await takenOver(page);
  await page.getByRole("checkbox", { name: optionName, exact: true }).check();
  await pickFirstOpenDay(page);
  await pickFirstTime(page);
  await setStepper(page, "Travelers", travelers);
  await setStepper(page, "Luggage", bags);
}

/** Sets a quantity stepper ("Increase Travelers" / "Decrease Travelers") to `value`. */
export async function setStepper(page: Page, name: string, value: number) {
  const input = page.getByRole("spinbutton", { name: new RegExp(`^${name}`) });
  for (let guard = 0; guard < 40; guard += 1) {
    const current = Number(await input.inputValue());
    if (current === value) return;
    await page.getByRole("button", { name: `${current < value ? "Increase" : "Decrease"} ${name}` }).click();
    await expect(input).not.toHaveValue(String(current));
  }
  throw new Error(`the ${name} stepper did not reach ${value}`);
}

/** The representative's details (the reservation's travellers step, a quotation's booking form). */
export async function fillTravelerDetails(page: Page) {
  await field(page, "Representative name").fill("Minji Kim");
  await field(page, "Contact number").fill("01012345678");
  await field(page, "Passport number").fill("M12345678");
  await page.getByRole("combobox", { name: /^Nationality/ }).fill("Korea");
  await page.getByRole("option", { name: /Korea/ }).first().click();
  await field(page, "Departure address").fill("Incheon International Airport T1");
  await field(page, "Destination address").fill("Lotte Hotel Seoul, 30 Eulji-ro");
}

/** Both required terms of a booking. */
export async function agreeToTerms(page: Page) {
  await page.getByLabel("I agree to the cancellation policy (required)").check();
  await page.getByLabel("I agree to the domestic travel special terms (required)").check();
}

/** The travellers step, then the payment step with `method`, up to pressing Reserve. */
export async function travelersAndPayment(page: Page, method: "Credit card" | "Bank transfer") {
  await expect(page.getByRole("heading", { level: 1, name: "Reservation" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/travelers$/);
  await fillTravelerDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation\/payment$/);
  await page.getByRole("radio", { name: method }).check();
  if (method === "Bank transfer") {
    await field(page, "Account holder").fill("Minji Kim");
    await page.getByRole("combobox", { name: /^Bank/ }).click();
    await page.getByRole("option", { name: "KB Kookmin Bank" }).click();
  }
  await agreeToTerms(page);
  await page.getByRole("button", { name: "Reserve" }).click();
}

/** The total in the reservation's "Payment details" panel, in dollars. */
export async function summaryTotal(page: Page): Promise<number> {
  const text = (await page.getByRole("complementary", { name: "Payment details" }).textContent()) ?? "";
  return dollars(text.slice(text.lastIndexOf("Total")));
}

/** On the local card page: the amount it charges, then Pay; ends on the completed page, whose total it returns. */
export async function payOnLocalPage(page: Page): Promise<{ charged: number; paid: number }> {
  await expect(page).toHaveURL(/\/pay\/local\?/);
  const charged = dollars((await page.locator("dd").allTextContents()).find((text) => text.includes("$")) ?? "");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
  await expect(page.getByRole("main")).toContainText("Total paid");
  const text = (await page.getByRole("main").textContent()) ?? "";
  return { charged, paid: dollars(text.slice(text.indexOf("Total paid"))) };
}
