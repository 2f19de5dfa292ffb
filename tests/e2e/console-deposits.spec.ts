import { type APIRequestContext, expect, test } from "@playwright/test";
import { signIn as operatorSignIn } from "./edu-steps";
import { takenOver } from "./page-checks";
import { ADMIN, chooseTrip, findOption, memberHeaders, signIn, travelersAndPayment } from "./shop-steps";

// The shop's console (issue 26): a member books by bank transfer and sees Pending; an operator signs in at
// /admin/signin, finds the reservation by its number at /admin/reservations, records the deposit; the member's
// reservation page then shows Confirmed.

async function reservationNumber(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/v1/reservations/${id}`, { headers: await memberHeaders(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { reservation_number: string } }).data.reservation_number;
}

test("a member books by bank transfer, an operator records the deposit in the console, the member sees Confirmed", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await findOption(request, (option) => option.remaining >= 2, "festival");

  // the member books by bank transfer
  await signIn(page, `/product/detail/${product.id}`);
  await chooseTrip(page, product.option.name, 2);
  await page.getByRole("button", { name: "Reserve now" }).click();
  await travelersAndPayment(page, "Bank transfer");
  await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
  const id = Number(/payment-complete\/(\d+)/.exec(page.url())?.[1]);
  const number = await reservationNumber(request, id);
  await page.goto(`/purchase/reservation-detail/${id}`);
  await expect(page.getByText("Pending", { exact: true }).first()).toBeVisible();

  // an operator, in a browser of their own, through the console's sign-in
  const desk = await browser.newContext({ baseURL, locale: "en-US" });
  const operator = await desk.newPage();
  await operator.goto("/admin/reservations");
  await takenOver(operator);
  await expect(operator).toHaveURL(/\/admin\/signin\?redirect=/);
  await operatorSignIn(operator, ADMIN.email, ADMIN.password);
  await expect(operator).toHaveURL(/\/admin\/reservations$/);
  await expect(operator.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();

  // found by its number, opened, the deposit recorded
  await operator.getByRole("searchbox", { name: "Number, name or e-mail" }).fill(number);
  await operator.getByRole("button", { name: "Search", exact: true }).click();
  await operator.getByRole("link", { name: number, exact: true }).click();
  await expect(operator).toHaveURL(new RegExp(`/admin/reservations/${id}$`));
  await operator.getByRole("button", { name: "Record deposit" }).click();
  const dialog = operator
    .getByRole("alertdialog", { name: "Record the deposit?" })
    .or(operator.getByRole("dialog", { name: "Record the deposit?" }));
  await dialog.getByRole("button", { name: "Record deposit" }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await desk.close();

  // the member sees it confirmed
  await page.reload();
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Your reservation is confirmed.")).toBeVisible();
});
