import { type APIRequestContext, expect, test } from "@playwright/test";
import { SITE_LIST, type SiteInfo } from "../../contracts/site-map";
import { expectNoA11yViolations } from "./a11y";
import {
  expectCarriedRulesSuffice,
  expectSecurityHeaders,
  foreignTo,
  homeHeading,
  namedInPage,
  recordScripts,
  scriptsBeforeTakeOver,
  siteMessages,
  sourcesOf,
  takenOver,
  watchHydration,
  watchPolicy,
} from "./page-checks";

// Every site's home page, opened once with script and once without: what the server sends (ADR 0024), the browser's
// take-over, the Content-Security-Policy (ADR 0020), accessibility, and the site's own chunks (ADR 0023). One
// visit checks all of these, so eleven sites cost eleven page loads, not three times as many.

/**
 * The home page's main heading: the site's own words, or, where the home page heads with data (the MICE fair's
 * edition), what the server answers for it.
 */
async function headingOf(request: APIRequestContext, site: SiteInfo, lang: "en" | "ko"): Promise<string> {
  if (site.name !== "mice") return homeHeading(site, lang);
  const res = await request.get(`/api/v1/mice/edition?lang=${lang}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { name: string } }).data.name;
}

test.describe("every site's home page", () => {
  for (const site of SITE_LIST) {
    test(`${site.name}: ${site.home} comes from the server, is taken over without starting again, runs under the policy and downloads only its own site's code`, async ({
      page,
      request,
    }) => {
      const violations = await watchPolicy(page);
      const trouble = watchHydration(page);
      const scripts = recordScripts(page);
      const response = await page.goto(site.home);
      expect(response?.status()).toBe(200);
      expectSecurityHeaders(response);
      const heading = page.getByRole("heading", { level: 1, name: await headingOf(request, site, "en") });
      await expect(heading).toBeVisible();

      // every script the take-over needed is named by the HTML: its one script, and the list of the page's code
      // that script asks for after the first paint, from what the server's render of the page loaded (ADR 0024).
      // Without the list each chunk is found only when the one before it has run, one round trip after another.
      const beforeTakeOver = await scriptsBeforeTakeOver(page);
      const named = await namedInPage(page);
      expect(beforeTakeOver.length).toBeGreaterThan(3);
      expect(beforeTakeOver.filter((file) => !named.includes(file))).toEqual([]);
      await expect(page).toHaveTitle(siteMessages("en", site).meta.title);
      await expectNoA11yViolations(page);

      // taken over: React has attached itself to the server's markup, with nothing to redo; then everything lazy
      // (the toast and dialog hosts, fonts, pictures) has arrived, and nothing was refused on the way
      await takenOver(page);
      await page.waitForLoadState("networkidle");
      await expect(heading).toBeVisible();
      expect(trouble).toEqual([]);
      expect(await violations()).toEqual([]);

      const sources = [...new Set(scripts.flatMap(sourcesOf))];
      expect(
        sources.some((source) => source.startsWith(`sites/${site.name}/`)),
        `no chunk of sites/${site.name}/ was requested: the recording missed the site's own code`,
      ).toBe(true);
      const foreign = foreignTo(site);
      const leaked = sources.filter(
        (source) =>
          foreign.code.some((prefix) => source.startsWith(prefix)) ||
          foreign.messages.some((pattern) => pattern.test(source)),
      );
      expect(leaked, `${site.home} downloaded code of other sites`).toEqual([]);
    });

    test(`${site.name}: ${site.home} shows its heading without script, in the visitor's language, styled by the rules in its HTML`, async ({
      browser,
      request,
    }) => {
      for (const [locale, lang] of [
        ["en-US", "en"],
        ["ko-KR", "ko"],
      ] as const) {
        const context = await browser.newContext({ javaScriptEnabled: false, locale });
        const page = await context.newPage();
        const response = await page.goto(site.home);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: await headingOf(request, site, lang) })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        // the page is styled by the rules in its HTML alone: the whole sheet comes with its script
        if (lang === "en") await expectCarriedRulesSuffice(page);
        await context.close();
      }
    });
  }
});
