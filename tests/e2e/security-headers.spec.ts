import { expect, test } from "@playwright/test";
import { expectSecurityHeaders, watchPolicy } from "./page-checks";

/**
 * The pages run under the server's Content-Security-Policy (ADR 0020) without anything being refused: the API
 * reference here, every site's home page in site-homes.spec.ts. A refusal shows as a `securitypolicyviolation` event
 * in the page (recorded from before the first script runs) or as a console error naming the policy.
 */

test.describe("the pages run under the Content-Security-Policy", () => {
  test("the API reference renders the document with the policy and nothing refused", async ({ page }) => {
    const violations = await watchPolicy(page);
    const response = await page.goto("/api/docs");
    expectSecurityHeaders(response);
    await expect(page.getByRole("heading", { name: /K-Travel API/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});
