import { expect, test } from "@playwright/test";
import { memberHeaders, signIn } from "./shop-steps";

// Issue 18, item 3, against the built product on its own server: a trip that already took place offers its review,
// not a cancellation, and the server refuses a cancel after the departure. The completed trips come from the seed
// (server/domains/reviews/seed.ts: member@demo.test's trips 10 and 25 days ago).

type Trip = {
  id: number;
  status: string;
  departed: boolean;
  can_cancel: boolean;
  can_review: boolean;
  items: { product_id: number }[];
};

test("a past trip offers a review, not a cancellation", async ({ page, request }) => {
  const headers = await memberHeaders(request);
  const list = await request.get("/api/v1/reservations?status=confirmed&per_page=50&lang=en", { headers });
  expect(list.ok()).toBe(true);
  const trips = ((await list.json()) as { data: Trip[] }).data;
  const past = trips.find((trip) => trip.departed);
  if (!past) throw new Error("the seed gives member@demo.test no completed trip");
  expect(past).toMatchObject({ status: "confirmed", can_cancel: false, can_review: true });
  const productId = past.items[0]?.product_id ?? 0;

  await signIn(page, `/purchase/reservation-detail/${past.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reservation details" })).toBeVisible();
  await expect(page.getByText("Your trip is complete.")).toBeVisible();
  await expect(page.getByRole("button", { name: /cancel/i })).toHaveCount(0);
  const review = page.getByRole("link", { name: "Write a review" });
  await expect(review).toHaveAttribute("href", `/product/review/${productId}/${past.id}`);
  await review.click();
  await expect(page).toHaveURL(new RegExp(`/product/review/${productId}/${past.id}$`));

  // the server holds the rule too: no cancel (request) after the departure, in English and in Korean
  const refused = await request.post(`/api/v1/reservations/${past.id}/cancel`, { headers, data: {} });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "DEPARTED" });
  const korean = await request.post(`/api/v1/reservations/${past.id}/cancel?lang=ko`, { headers, data: {} });
  expect(await korean.json()).toMatchObject({ code: "DEPARTED", message: "이미 출발한 여행은 취소할 수 없습니다." });
  const after = await request.get(`/api/v1/reservations/${past.id}`, { headers });
  expect(((await after.json()) as { data: Trip }).data.status).toBe("confirmed");
});
