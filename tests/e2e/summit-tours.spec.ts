import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { field, latestMailText, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";
import { agreeToTerms, fillTravelerDetails, setStepper } from "./shop-steps";

// The summit tours (issue 23) against the built product and its own server: a guest with no account chooses a
// course and a departure on the summit host, books it, keeps the number; later, on the main host where the browser
// holds nothing, finds it by number and e-mail and cancels it free of charge. Another guest pays by card through the
// local provider and lands on the completion page with the payment confirmed. Courses come from the seed
// (server/domains/tours/seed.ts).

const summit = (path: string) => `http://summit.localhost:${process.env.E2E_PORT}${path}`;

type Departure = { id: number; date: string; state: string; seats_left: number };

/** An open departure of `slug` at least `days` ahead (a bank transfer needs time for the deposit). */
async function departureOf(request: APIRequestContext, slug: string, days: number): Promise<Departure> {
  const res = await request.get(`/api/v1/tours/courses/${slug}`);
  const { data } = (await res.json()) as { data: { departures: Departure[] } };
  const after = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const found = data.departures.find((departure) => departure.state === "open" && departure.date >= after);
  if (!found) throw new Error(`no open departure of ${slug} after ${after}`);
  return found;
}

/** The form's travellers, luggage, representative and e-mail. */
async function fillParty(page: Page, email: string, luggage: number) {
  await setStepper(page, "Travellers", 2);
  await setStepper(page, "Pieces of luggage", luggage);
  await fillTravelerDetails(page);
  await field(page, "E-mail address").fill(email);
}

test("a guest books a course without an account, finds it by number and e-mail on another host, and cancels it", async ({
  page,
  request,
}) => {
  const departure = await departureOf(request, "busan-temple-by-the-sea", 10);
  await page.goto(summit("/apec2025korea/detail/busan-temple-by-the-sea"));
  await expect(page.getByRole("heading", { level: 1, name: "Temple by the Sea" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Itinerary" })).toBeVisible();
  await expect(page.getByText("Haedong Yonggungsa").first()).toBeVisible();

  await page.goto(summit(`/apec2025korea/reservation?course=busan-temple-by-the-sea&departure=${departure.id}`));
  await takenOver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reserve a summit tour" })).toBeVisible();
  const email = uniqueEmail("summit-guest");
  // 2 travellers bring 5 pieces: one over the 4 free, $10
  await fillParty(page, email, 5);
  await expect(page.getByText("Extra luggage (1 pieces)")).toBeVisible();
  await page.getByRole("radio", { name: "Bank transfer" }).check();
  await field(page, "Account holder").fill("Minji Kim");
  await page.getByRole("combobox", { name: /^Bank/ }).click();
  await page.getByRole("option", { name: "KB Kookmin Bank" }).click();
  await agreeToTerms(page);
  await page.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(/\/apec2025\/reservation\/completed\?number=R\d{6}-[A-Z2-9]{6}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reservation received" })).toBeVisible();
  const number = new URL(page.url()).searchParams.get("number") ?? "";
  await expect(page.getByRole("main")).toContainText(number);
  await expect(page.getByRole("main")).toContainText("Transfer the amount below by the deadline");
  // the confirmation mail carries the number too
  expect(await latestMailText(request, email)).toContain(number);

  // the main host: this browser holds no key there
  await page.goto("/apec2025/myreservation");
  await takenOver(page);
  await field(page, "Reservation number").fill(number);
  await field(page, "E-mail address").fill(email);
  await page.getByRole("button", { name: "Find reservation" }).click();
  await expect(page.getByRole("main")).toContainText("Temple by the Sea");
  await expect(page.getByText("You can cancel free of charge now.")).toBeVisible();

  await page.getByRole("button", { name: "Cancel reservation" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this reservation?" });
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText("The reservation is cancelled.")).toBeVisible();

  // its seats are back on sale
  const after = await departureOf(request, "busan-temple-by-the-sea", 10);
  const again = after.id === departure.id ? after : departure;
  expect(again.seats_left).toBe(departure.seats_left);
});

test("a wrong e-mail finds nothing, and says so", async ({ page }) => {
  await page.goto("/apec2025/myreservation");
  await takenOver(page);
  await field(page, "Reservation number").fill("R251101-SUMMIT");
  await field(page, "E-mail address").fill("someone-else@example.com");
  await page.getByRole("button", { name: "Find reservation" }).click();
  await expect(page.getByText("No reservation matches this number and e-mail address.")).toBeVisible();
});

test("a guest pays by card on the provider's page and comes back to a confirmed payment", async ({ page, request }) => {
  const departure = await departureOf(request, "seoul-dmz-peace", 4);
  await page.goto(summit(`/apec2025korea/reservation?course=seoul-dmz-peace&departure=${departure.id}`));
  await takenOver(page);
  await fillParty(page, uniqueEmail("summit-card"), 0);
  await page.getByRole("radio", { name: "Credit card" }).check();
  await agreeToTerms(page);
  await page.getByRole("button", { name: "Reserve" }).click();

  await expect(page).toHaveURL(/\/pay\/local\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/apec2025\/reservation\/completed/);
  await expect(page.getByRole("heading", { level: 1, name: "Reservation received" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("The operators confirm your reservation within 2 to 3 days.");
  await expect(page.getByRole("main")).toContainText(/R\d{6}-[A-Z2-9]{6}/);
});
