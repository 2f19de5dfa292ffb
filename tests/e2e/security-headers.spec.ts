import { expect, type Page, type Response, test } from "@playwright/test";
import { SITE_LIST } from "../../contracts/site-map";

/**
 * The pages run under the server's Content-Security-Policy (ADR 0020) without anything being refused: every site's
 * home page and the API reference. A refusal shows as a `securitypolicyviolation` event in the page (recorded from
 * before the first script runs) or as a console error naming the policy.
 */

type Violation = { directive: string; blocked: string; source: string };

async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    return [...events.map((v) => `${v.directive} refused ${v.blocked || "(inline)"} at ${v.source}`), ...console];
  };
}

function expectHeaders(response: Response | null) {
  expect(response, "the page answered").not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

test.describe("the pages run under the Content-Security-Policy", () => {
  for (const site of SITE_LIST) {
    test(`${site.name}: ${site.home} loads with the policy and nothing refused`, async ({ page }) => {
      const violations = await watchPolicy(page);
      const response = await page.goto(site.home);
      expectHeaders(response);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // lazy chunks, fonts, pictures and the idle-time hosts arrive after the first paint
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
    });
  }

  test("the API reference renders the document with the policy and nothing refused", async ({ page }) => {
    const violations = await watchPolicy(page);
    const response = await page.goto("/api/docs");
    expectHeaders(response);
    await expect(page.getByRole("heading", { name: /K-Travel API/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});
