import { type Page, type Response, expect, test } from "@playwright/test";
import { ADMIN, field } from "./edu-steps";
import { watchPolicy } from "./page-checks";

// The installable check-in scanner (issue 23, ADR 0028) against the built product and its own server: an operator
// opens /apec2025/qrcode, its service worker takes the page over, and with the network gone the page opens again
// from what the worker kept. The worker answers no API call and no other page; no other page loads it or links its
// manifest.

const GATE = "/apec2025/qrcode";
const WORKER = /\/apec2025\/gate-sw\.js$/;

/** The scanner's heading (locales/en/tour-gate.json, gate.title). */
const gateHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Ticket gate" });

/** The seeded operator signs in on the operators' sign-in page and comes back to the scanner. */
async function signInToGate(page: Page) {
  await page.goto(`/seouleduadmin/signin?redirect=${encodeURIComponent(GATE)}`);
  await field(page, "E-mail").fill(ADMIN.email);
  await field(page, "Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${GATE}$`));
  await expect(gateHeading(page)).toBeVisible();
}

/** The script of the worker controlling the page, once one does. */
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Whether the scanner's worker is installed and active (the page asking need not be one it controls). */
const workerActive = (page: Page) =>
  page.evaluate(async (scope) => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const gate = registrations.find((registration) => new URL(registration.scope).pathname === scope);
    return gate?.active?.state ?? null;
  }, GATE);

test("the scanner opens with no network once its worker has taken it over", async ({ page, context }) => {
  // the worker's install downloads the scanner's ~90 files beside three page loads: 50 s on a busy two-core machine
  test.setTimeout(120_000);
  const policy = await watchPolicy(page);
  await signInToGate(page);
  // Signing in brought the scanner in-app: a document is matched to a worker by the address it was opened at (the
  // sign-in page), so the worker installs now and answers from the scanner's next load on (ADR 0028).
  await expect.poll(() => workerActive(page), { timeout: 30_000 }).toBe("activated");

  const apiAnswers: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) apiAnswers.push(response);
  });
  const online = await page.goto(GATE);
  // online, the page is the server's, passed on by the worker
  expect(online?.status()).toBe(200);
  expect(online?.fromServiceWorker()).toBe(true);
  await expect(gateHeading(page)).toBeVisible();
  expect(await controller(page)).toMatch(WORKER);
  // the manifest the page links is the scanner's, in its language
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/apec2025/gate.en.webmanifest");
  // the API answers come from the server, never from the worker
  await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((answer) => answer.fromServiceWorker()).map((answer) => answer.url())).toEqual([]);

  // offline: the page, its code and its messages come from the worker's cache and the page draws itself (a
  // request the reload cuts short, of the page before it, is not a failure of the offline page)
  await page.waitForLoadState("networkidle");
  const failedAssets: string[] = [];
  page.on("requestfailed", (request) => {
    const { pathname } = new URL(request.url());
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (!pathname.startsWith("/api/") && pathname !== "/version.json") failedAssets.push(pathname);
  });
  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(gateHeading(page)).toBeVisible();
    expect(await controller(page)).toMatch(WORKER);
    expect(failedAssets).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  expect(await policy()).toEqual([]);
});

test("no other page loads the scanner's worker or links its manifest", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  for (const address of ["/apec2025", "/apec2025/about", "/main"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  }
  expect(asked.filter((pathname) => pathname.startsWith("/apec2025/gate"))).toEqual([]);
});

test("the worker's script is always asked of the server, and the manifest is the scanner's", async ({ request }) => {
  const script = await request.get("/apec2025/gate-sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toBe("no-cache");
  const body = await script.text();
  expect(body).toContain(GATE);
  expect(body).not.toMatch(/["'`]\/api\//);

  const manifest = await request.get("/apec2025/gate.ko.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({
    start_url: GATE,
    scope: GATE,
    display: "standalone",
    short_name: "투어 탑승 확인",
  });
});
