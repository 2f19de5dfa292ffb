import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { takenOver } from "./page-checks";
import { escape, field } from "./shop-steps";

// The protocol tour's vehicle tracking (issue 25, ADR 0033 and ADR 0031 "Routes and vehicles") against the built
// product and its seeded demo tour: a driver (the browser's geolocation granted and moved by the test) signs in,
// starts the trip and drives; the delegation's coordinator, on the live map, sees the car move and its last update
// change; an operator's share link shows the same map to anyone holding it, and says so once it has expired.

const PASSWORD = "Demo1234";
const ADMIN = "admin@demo.test";
const DRIVER = "driver1@demo.test";
const VIEWER = "delegate@demo.test";
const TOUR = "Official delegation visit to Seoul";
const ADMIN_TOURS = "/api/v1/admin/protocol/tours";
/** The issue: a viewer sees a new position within 2 seconds; the browser gets a little more to paint. */
const SHOWN_WITHIN = 4_000;

/** Up Sejong-daero from City Hall towards Gwanghwamun, a few seconds apart. */
const DRIVE = [
  { latitude: 37.5663, longitude: 126.9779 },
  { latitude: 37.5685, longitude: 126.9776 },
  { latitude: 37.5712, longitude: 126.9773 },
  { latitude: 37.5738, longitude: 126.977 },
];

type Answer<T> = { data: T };
type Tour = {
  id: number;
  name: string;
  window: { state: "before" | "open" | "after" };
  vehicles: { id: number; label: string; driver_account_id: number | null }[];
};

async function apiSignIn(request: APIRequestContext, email: string, area: "admin" | "member") {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email, password: PASSWORD },
    headers: { "X-Auth-Area": area },
  });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return ((await res.json()) as Answer<{ accessToken: string; id: number }>).data;
}

const adminHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Auth-Area": "admin" });

/** The demo tour as the operators read it; its window must be open now (the seed puts today in it). */
async function demoTour(request: APIRequestContext, token: string): Promise<Tour> {
  const list = await request.get(ADMIN_TOURS, { headers: adminHeaders(token) });
  expect(list.ok()).toBe(true);
  const found = ((await list.json()) as Answer<Tour[]>).data.find((tour) => tour.name === TOUR);
  expect(found, "the seeded demo tour").toBeDefined();
  const read = await request.get(`${ADMIN_TOURS}/${found?.id}`, { headers: adminHeaders(token) });
  expect(read.ok()).toBe(true);
  const tour = ((await read.json()) as Answer<Tour>).data;
  expect(tour.window.state, "the demo tour's window covers the seed day").toBe("open");
  return tour;
}

async function signInWith(page: Page, email: string) {
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** At a guarded page: asked to sign in (the member site asks first), on the sign-in page, and back. */
async function signedInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await takenOver(page);
  const prompt = page.getByRole("alertdialog", { name: "Login required" });
  const signInPage = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(prompt.or(signInPage).first()).toBeVisible();
  if (await prompt.isVisible()) await prompt.getByRole("button", { name: "Yes" }).click();
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
}

async function driverPage(browser: Browser) {
  const context = await browser.newContext({
    permissions: ["geolocation"],
    geolocation: DRIVE[0],
  });
  return { context, page: await context.newPage() };
}

/** The vehicle's marker on the map and its card beside it. */
const markerOf = (page: Page, label: string) =>
  page.getByRole("region", { name: /^Live map of / }).getByRole("button", { name: label, exact: true });
const cardOf = (page: Page, label: string) =>
  page.getByRole("list", { name: "Vehicles" }).getByRole("listitem").filter({ hasText: label });

test("a driver starts the trip and drives; the delegation sees the car move; a share link works until it expires", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ADMIN, "admin");
  const tour = await demoTour(request, admin.accessToken);
  const driverAccount = await apiSignIn(request, DRIVER, "admin");
  const vehicle = tour.vehicles.find((candidate) => candidate.driver_account_id === driverAccount.id);
  expect(vehicle, `${DRIVER} drives a vehicle of the demo tour`).toBeDefined();
  const label = vehicle?.label ?? "";

  // the driver: signs in, starts the trip; the phone's first position goes out
  const driver = await driverPage(browser);
  await signedInAt(driver.page, "/protocol/vehicle/drive", DRIVER);
  const panel = driver.page.getByRole("region", { name: new RegExp(`^${escape(label)} · `) });
  await expect(panel).toBeVisible();
  const pause = panel.getByRole("button", { name: "Pause" });
  if (!(await pause.isVisible())) await panel.getByRole("button", { name: /^(Start|Resume)$/ }).click();
  await expect(panel.getByText("Trip: On the way")).toBeVisible();
  await expect(panel.locator("[data-slot=last-sent]")).toHaveText(/\(37\.56630, 126\.97790\)$/);

  // the coordinator: the live map of the tour, the car on it
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signedInAt(viewer, "/protocol/vehicle", VIEWER);
  await expect(viewer.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await expect(cardOf(viewer, label).getByText("On the way")).toBeVisible();
  await expect(markerOf(viewer, label)).toHaveAttribute("data-lat", "37.566300");

  // the car moves: each new position reaches the map within the time, and its last update is new
  for (const place of DRIVE.slice(1)) {
    // the card's time has grown since the last position before the car moves again
    await expect(cardOf(viewer, label).getByText(/^Updated ([2-9]|\d{2,}) s ago$/)).toBeVisible({ timeout: 10_000 });
    await driver.context.setGeolocation(place);
    await expect(markerOf(viewer, label)).toHaveAttribute("data-lat", place.latitude.toFixed(6), {
      timeout: SHOWN_WITHIN,
    });
    await expect(cardOf(viewer, label).getByText(/^Updated [0-2] s ago$/)).toBeVisible();
  }
  const last = DRIVE.at(-1)!;
  await expect(panel.locator("[data-slot=last-sent]")).toHaveText(
    new RegExp(`\\(${last.latitude.toFixed(5)}, ${last.longitude.toFixed(5)}\\)$`),
  );
  await expect(panel.locator("[data-slot=waiting]")).toHaveText("Nothing: every position has been sent");

  // an operator's share link, good for a few seconds: anyone with it sees the map, then that it expired
  const made = await request.post(`${ADMIN_TOURS}/${tour.id}/share-links`, {
    headers: adminHeaders(admin.accessToken),
    data: { label: "Embassy driver desk", expires_at: new Date(Date.now() + 12_000).toISOString() },
  });
  expect(made.status()).toBe(201);
  const link = ((await made.json()) as Answer<{ url: string; expires_at: string }>).data;
  expect(link.url).toMatch(/\/protocol\/vehicle\/share\/[\w-]+$/);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(new URL(link.url, "http://placeholder").pathname);
  await takenOver(guest);
  await expect(guest.getByText(/^This link works until /)).toBeVisible();
  await expect(markerOf(guest, label)).toHaveAttribute("data-lat", last.latitude.toFixed(6));
  // past its time the server ends the stream; a fresh visit is refused
  await expect(guest.getByRole("alert")).toHaveText(/This link has just expired/, { timeout: 30_000 });
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "This link has expired" })).toBeVisible();

  // the driver stops: the delegation sees the trip end
  await panel.getByRole("button", { name: "Stop" }).click();
  await expect(panel.getByText("Trip: Trip ended")).toBeVisible();
  await expect(cardOf(viewer, label).getByText("Trip ended")).toBeVisible({ timeout: SHOWN_WITHIN });

  await guestContext.close();
  await viewerContext.close();
  await driver.context.close();
});
