import { expect, test } from "@playwright/test";
import { SITE_LIST } from "../../contracts/site-map";
import { siteMessages as messages } from "./page-checks";

// Every site's home page in a browser (its chunks, the policy, the take-over) is in site-homes.spec.ts.

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

test.describe("sharing metadata in the HTML the server sends", () => {
  test("every prefix of every site carries the site's title, og:title and icon before any script runs", async ({
    request,
  }) => {
    for (const site of SITE_LIST) {
      const title = escapeHtml(messages("en", site).meta.title);
      for (const prefix of site.prefixes) {
        const html = await (await request.get(prefix)).text();
        expect(html, prefix).toContain(`<title>${title}</title>`);
        expect(html, prefix).toContain(`<meta property="og:title" content="${title}" />`);
        expect(html, prefix).toContain(`<link rel="icon" href="${site.icon}" type="image/svg+xml" />`);
      }
    }
  });

  test("a Korean browser gets the Korean title and locale", async ({ request }) => {
    const mice = SITE_LIST.find((site) => site.name === "mice");
    if (!mice) throw new Error("the site map has no mice site");
    const html = await (await request.get("/mice", { headers: { "Accept-Language": "ko-KR,ko;q=0.9" } })).text();
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(messages("ko", mice).meta.title)}" />`);
    expect(html).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(html).toMatch(/<html lang="ko"/);
  });
});
