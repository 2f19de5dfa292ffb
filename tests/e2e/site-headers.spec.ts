import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { SITE_LIST } from "../../contracts/site-map";
import { TYPEFACE_SEEN_KEY } from "../../sites/first-paint";

// Issue 18, item 13: every site's real header, as a guest and signed in, fits on one line from a 320px phone to a
// 1280px laptop: the bar stays one 64px line, nothing sticks out of it, and no label wraps or is cut short (the
// shop's currency select included, whose value is truncated when its box is too narrow).

const PASSWORD = "Demo1234";
const WIDTHS = [320, 390, 768, 1024, 1152, 1280] as const;

type Area = "member" | "admin" | "travel" | "accreditation";
/** The session key of each sign-in area (lib/session/session-store.ts SESSION_KEYS). */
const SESSION_KEY: Record<Area, string> = {
  member: "MEMBER_TOKEN",
  admin: "ADMIN_TOKEN",
  travel: "TRAVEL_TOKEN",
  accreditation: "BIZ_TOKEN",
};

/** The demo account each site's header is signed in with (sites/<site>/site.config.ts `account`). */
const SIGNED_IN: Partial<Record<string, { area: Area; email: string }>> = {
  shop: { area: "member", email: "member@demo.test" },
  sitmmt: { area: "accreditation", email: "buyer1@demo.test" },
  seoulitepass: { area: "member", email: "member@demo.test" },
  seouledutravel: { area: "travel", email: "travel@demo.test" },
  seouleduadmin: { area: "admin", email: "admin@demo.test" },
  console: { area: "admin", email: "admin@demo.test" },
  mice: { area: "accreditation", email: "visitor@demo.test" },
};

async function tokenOf(request: APIRequestContext, area: Area, email: string): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email, password: PASSWORD },
    headers: { "X-Auth-Area": area },
  });
  expect(res.ok(), `sign-in of ${email} (${area})`).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** What is wrong with the header's bar at the page's present width (nothing: an empty list). */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-slot="site-header"]');
    if (!header) return ["no site header"];
    const bar = header.firstElementChild as HTMLElement;
    const problems: string[] = [];
    if (bar.offsetHeight !== 64) problems.push(`the bar is ${bar.offsetHeight}px tall, not one 64px line`);
    if (bar.scrollWidth > bar.clientWidth) problems.push(`the bar overflows (${bar.scrollWidth} > ${bar.clientWidth})`);
    const box = bar.getBoundingClientRect();
    for (const element of bar.querySelectorAll<HTMLElement>('a, button, [data-slot="select-value"]')) {
      // hidden: in the menu panel below the header's collapse width
      if (element.offsetParent === null || element.getClientRects().length === 0) continue;
      const name = (element.textContent || element.getAttribute("aria-label") || element.tagName).trim();
      const rect = element.getBoundingClientRect();
      const outside =
        rect.left < box.left - 0.5 ||
        rect.right > box.right + 0.5 ||
        rect.top < box.top - 0.5 ||
        rect.bottom > box.bottom + 0.5;
      if (outside) problems.push(`"${name}" sticks out of the bar`);
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(`"${name}" is cut short (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
        if (lines.size > 1) problems.push(`"${name}" wraps onto ${lines.size} lines`);
      }
    }
    // the navigation's links on one row (a list that wraps keeps the bar's height and spills out of it)
    const rows = new Set(
      [...bar.querySelectorAll<HTMLElement>("nav a")]
        .filter((link) => link.offsetParent !== null)
        .map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    if (rows.size > 1) problems.push(`the navigation wraps onto ${rows.size} rows`);
    return problems;
  });
}

/** The header measured at every width, the page loaded once (the bar follows its own width: container queries). */
async function problemsAtEveryWidth(page: Page): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // a new width can show text in a typeface slice not yet drawn (the menu's labels): measured once it is in
    await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await document.fonts.ready;
    });
    const problems = await headerProblems(page);
    if (problems.length > 0) found[width] = problems;
  }
  return found;
}

async function openHome(
  browser: Browser,
  baseURL: string | undefined,
  home: string,
  options: { locale: string; session?: { key: string; token: string } },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: options.locale, viewport: { width: 1280, height: 800 } });
  // a returning visitor: the header in the product's typeface from the start (a first visit's first page is in the
  // system's face, ADR 0024)
  await context.addInitScript((key) => window.localStorage.setItem(key, "1"), TYPEFACE_SEEN_KEY);
  if (options.session) {
    await context.addInitScript(({ key, token }) => window.sessionStorage.setItem(key, token), options.session);
  }
  const page = await context.newPage();
  await page.goto(home);
  // the language select is the header's last control to arrive (its code loads on demand); then the typeface's
  // slices its labels need (a label measured in a fallback face has other widths)
  await expect(page.locator('[data-slot="site-header-utilities"]').first().getByRole("combobox").last()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-typeface", "ready");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

test.describe("site headers from 320px to 1280px", () => {
  test("the shop's header signed in, in Korean, with the currency select: one line, no label cut", async ({
    browser,
    baseURL,
    request,
  }) => {
    const token = await tokenOf(request, "member", "member@demo.test");
    const page = await openHome(browser, baseURL, "/main", {
      locale: "ko-KR",
      session: { key: SESSION_KEY.member, token },
    });
    const header = page.locator('[data-slot="site-header"]');
    await expect(header.getByRole("link", { name: "마이 메뉴" }).first()).toBeVisible();
    // the currency's whole Korean name shows at a laptop's width (the issue saw "미국 달러 (…")
    await expect(header.locator('[data-slot="site-header-utilities"] [data-slot="select-value"]').first()).toHaveText(
      "미국 달러 (USD, $)",
    );
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await page.context().close();
  });

  for (const site of SITE_LIST) {
    test(`${site.name}: the header fits as a guest${SIGNED_IN[site.name] ? " and signed in" : ""}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const guest = await openHome(browser, baseURL, site.home, { locale: "en-US" });
      expect(await problemsAtEveryWidth(guest), `${site.home} as a guest`).toEqual({});
      await guest.context().close();
      const account = SIGNED_IN[site.name];
      if (!account) return;
      const token = await tokenOf(request, account.area, account.email);
      for (const locale of ["en-US", "ko-KR"]) {
        const member = await openHome(browser, baseURL, site.home, {
          locale,
          session: { key: SESSION_KEY[account.area], token },
        });
        await expect(
          member.locator('[data-slot="site-header"]').getByRole("button", { name: /Sign out|로그아웃/ }),
        ).toBeAttached();
        expect(await problemsAtEveryWidth(member), `${site.home} signed in (${locale})`).toEqual({});
        await member.context().close();
      }
    });
  }
});
