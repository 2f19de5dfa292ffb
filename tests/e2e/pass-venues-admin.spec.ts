import { expect, test } from "@playwright/test";
import { operatorAt } from "./edu-steps";
import { takenOver } from "./page-checks";

// The visitor pass's operators' venue pages (issue 24, ADR 0030, "Operators' venue pages") against the built product
// and its own server: an operator signs in, adds a venue (unpublished: the public list does not show it), publishes
// it, and the venue appears on the public list of partner venues.

test("an operator adds a venue, publishes it, and it appears on the public list", async ({ page }) => {
  const stamp = Date.now();
  const venue = `Bukchon Tea House ${stamp}`;

  await operatorAt(page, "/seoulitepass/admin/venues");
  await expect(page.getByRole("heading", { level: 1, name: "Partner venues" })).toBeVisible();
  await page.getByRole("link", { name: "Add a venue" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/admin\/venues\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New partner venue" })).toBeVisible();

  const box = (name: RegExp) => page.getByRole("textbox", { name });
  await box(/^Name \(English\)/).fill(venue);
  await box(/^Name \(Korean\)/).fill("북촌 찻집");
  await box(/^Address on the site/).fill(`bukchon-tea-house-${stamp}`);
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: "Experience" }).click();
  await page.getByRole("combobox", { name: /^District/ }).click();
  await page.getByRole("option", { name: "Jongno-gu" }).click();
  await page.getByRole("radio", { name: "A discount" }).click();
  await box(/^Discount \(%\)/).fill("10");
  await box(/^Opening hours \(English\)/).fill("10:00–20:00");
  await box(/^Opening hours \(Korean\)/).fill("10:00–20:00");
  await box(/^Description \(English\)/).fill("A tea ceremony in a hanok.");
  await box(/^Description \(Korean\)/).fill("한옥에서 즐기는 다도 체험.");
  await box(/^Picture/).fill("/images/catalog/tour-palace.svg");
  await box(/^Address \(English\)/).fill("3 Bukchon-ro, Jongno-gu, Seoul");
  await box(/^Address \(Korean\)/).fill("서울특별시 종로구 북촌로 3");
  await box(/^How to get there \(English\)/).fill("Anguk station, exit 2.");
  await box(/^How to get there \(Korean\)/).fill("안국역 2번 출구.");
  await box(/^Latitude/).fill("37.5826");
  await box(/^Longitude/).fill("126.9836");
  await page.getByRole("button", { name: "Add the venue" }).click();

  await expect(page).toHaveURL(/\/seoulitepass\/admin\/venues\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit partner venue" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/The venue was added/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));

  // unpublished: the public list does not show it yet
  const publicList = await page.request.get("/api/v1/passes/venues");
  expect(JSON.stringify(await publicList.json())).not.toContain(venue);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("The venue is published: it is on the public list.");
  await expect(page.getByRole("link", { name: "View the public page" })).toHaveAttribute(
    "href",
    `/seoulitepass/affiliate/detail/${id}`,
  );

  // among the published ones in the operators' list
  await page.getByRole("link", { name: "All venues" }).click();
  await page.getByRole("tab", { name: "Published", exact: true }).click();
  await expect(page).toHaveURL(/\?published=true$/);
  await expect(page.getByRole("table").getByRole("link", { name: venue })).toBeVisible();

  await page.goto("/seoulitepass/affiliate");
  await takenOver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Partner venues" })).toBeVisible();
  // its card (the map's pin links to it too)
  const card = page.locator('a[data-slot="card-link"]', { hasText: venue });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("href", `/seoulitepass/affiliate/detail/${id}`);
});
