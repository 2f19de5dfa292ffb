import { type APIRequestContext, expect, test } from "@playwright/test";
import { MEMBER, agreeToTerms, field, fillTravelerDetails, signIn } from "./shop-steps";

// The review and quotation journeys of issue 7 against the built product, its own server and the local payment
// page: a member reviews a completed trip and finds it on the product's review page with the new average, marks
// another member's review helpful, and accepts the seeded quotation and pays it. The trips, reviews and the open
// quotation come from the seed (server/domains/reviews/seed.ts).

async function memberToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", { data: MEMBER, headers: { "X-Auth-Area": "member" } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

type Booking = { reservation_id: number; product_id: number; product_name: string; review_id: number | null };
type Summary = { average: number; count: number; distribution: number[] };

/** The member's completed trip still waiting for a review (the seed leaves one). */
async function tripToReview(request: APIRequestContext): Promise<Booking> {
  const res = await request.get("/api/v1/reviews/bookings?lang=en", {
    headers: { Authorization: `Bearer ${await memberToken(request)}`, "X-Auth-Area": "member" },
  });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: Booking[] };
  const waiting = data.find((booking) => booking.review_id === null);
  if (!waiting) throw new Error("the seed gives member@demo.test no completed trip without a review");
  return waiting;
}

async function ratingSummary(request: APIRequestContext, productId: number): Promise<Summary> {
  const res = await request.get(`/api/v1/products/${productId}/reviews/summary`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Summary }).data;
}

/** The average after one more rating, as the server rounds it: one decimal. */
function averageWith(summary: Summary, rating: number): string {
  const sum = summary.distribution.reduce((total, count, index) => total + count * (index + 1), 0);
  return (Math.round(((sum + rating) / (summary.count + 1)) * 10) / 10).toFixed(1);
}

test.describe("reviews and quotations", () => {
  test("write a review of a completed trip and see it on the product's reviews and page with the new average", async ({
    page,
    request,
  }) => {
    const trip = await tripToReview(request);
    const before = await ratingSummary(request, trip.product_id);
    await signIn(page, "/user/review");
    await expect(page.getByRole("heading", { level: 1, name: "My reviews" })).toBeVisible();
    await page
      .getByRole("region", { name: "Waiting for your review" })
      .getByRole("link", { name: `Write a review: ${trip.product_name}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/review/${trip.product_id}/${trip.reservation_id}$`));
    await expect(page.getByRole("heading", { level: 2, name: trip.product_name })).toBeVisible();

    // the spec's messages first (point 5), then the review itself
    await page.getByRole("button", { name: "Post review" }).click();
    await expect(page.getByText("Please enter a review title.")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters.")).toBeVisible();
    await page.getByRole("radio", { name: "4 stars" }).click();
    await field(page, "Title").fill("Lanterns, palaces and a patient guide");
    await field(page, "Review").fill("We saw the palace lit up at night; the guide waited for every photo.");
    await page.getByRole("button", { name: "Post review" }).click();

    await expect(page).toHaveURL(new RegExp(`/product/${trip.product_id}/review$`));
    const mine = page.getByRole("article").filter({ hasText: "Lanterns, palaces and a patient guide" });
    await expect(mine).toBeVisible();
    await expect(mine.getByText("Your review")).toBeVisible();
    const rating = page.getByRole("region", { name: "Rating" });
    await expect(rating).toContainText(`Average rating ${averageWith(before, 4)}`);
    await expect(rating).toContainText(`${before.count + 1} reviews`);

    // the product page's rating summary follows, with the way back to the reviews
    await page.goto(`/product/detail/${trip.product_id}`);
    const summary = page.locator('[data-slot="product-rating-summary"]');
    await expect(summary).toContainText(averageWith(before, 4));
    await expect(summary).toContainText(`${before.count + 1} reviews`);
    await summary.getByRole("link", { name: "Read the reviews" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${trip.product_id}/review$`));
  });

  test("mark another member's review helpful, and it stays marked", async ({ page, request }) => {
    const productId = await reviewedProduct(request);
    await signIn(page, `/product/${productId}/review`);
    const candidate = page
      .getByRole("article")
      .filter({ hasNot: page.getByText("Your review") })
      .filter({ has: page.locator('button[aria-pressed="false"]') })
      .first();
    // found again by its title: once pressed, it no longer matches the filter above
    const title = (await candidate.getByRole("heading").textContent()) ?? "";
    const review = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const button = review.getByRole("button", { name: /^Helpful \d+$/ });
    const count = Number((await button.textContent())?.match(/\d+/)?.[0]);
    await button.click();
    await expect(review.getByRole("button", { name: `Helpful ${count + 1}` })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(review.getByRole("button", { name: `Helpful ${count + 1}` })).toHaveAttribute("aria-pressed", "true");
  });

  test("accept the quotation, pay it on the local card page and see Confirmed", async ({ page }) => {
    await signIn(page, "/quotation");
    await expect(page.getByRole("heading", { level: 1, name: "My quotations" })).toBeVisible();
    const open = page.getByRole("article").filter({ hasText: "Awaiting your answer" }).first();
    await open.getByRole("link", { name: /View and answer/ }).click();
    await expect(page).toHaveURL(/\/quotation\/\d+$/);
    await expect(page.getByRole("region", { name: "The offer" })).toContainText("$");

    await page.getByRole("button", { name: "Accept and book" }).click();
    const form = page.getByRole("form", { name: "Book this quotation" });
    await fillTravelerDetails(page);
    await page.getByRole("radio", { name: "Credit card" }).check();
    await agreeToTerms(page);
    await form.getByRole("button", { name: "Accept and book" }).click();

    await expect(page).toHaveURL(/\/pay\/local\?/);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
    await expect(page.getByRole("heading", { name: "Thank you for your reservation" })).toBeVisible();
    await page.getByRole("link", { name: "View reservation details" }).click();
    await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();

    await page.goto("/quotation");
    await expect(page.getByRole("article").filter({ hasText: "Accepted" }).first()).toBeVisible();
  });
});

/** A product other members have reviewed (the seed gives several). */
async function reviewedProduct(request: APIRequestContext): Promise<number> {
  const list = await request.get("/api/v1/products?per_page=48");
  const { data } = (await list.json()) as { data: { id: number }[] };
  for (const product of data) {
    if ((await ratingSummary(request, product.id)).count > 1) return product.id;
  }
  throw new Error("no reviewed product in the demo catalogue");
}
