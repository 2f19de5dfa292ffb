// @vitest-environment node
import { HYDRATION_ELEMENT_ID } from "@contracts/page-render";
import { SITE_LIST } from "@contracts/site-map";
import en from "@locales/en/seoulitepass.json";
import ko from "@locales/ko/seoulitepass.json";
import { describe, expect, it } from "vitest";
import { renderPage } from "./entry-server";

const render = (path: string, lang: "en" | "ko" = "en") => renderPage(new Request(`http://localhost${path}`), lang);

async function page(path: string, lang: "en" | "ko" = "en") {
  const rendered = await render(path, lang);
  if (rendered.kind !== "page") throw new Error(`${path} was not rendered: ${JSON.stringify(rendered)}`);
  return rendered;
}

/** The page's main heading as a person reads it (entities decoded). */
const headingOf = (html: string) =>
  /<h1[^>]*>([^<]*)</
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("pages rendered on the server (ADR 0024)", () => {
  it("renders a microsite's home page with its frame and words, in the visitor's language", async () => {
    const english = await page("/seoulitepass");
    expect(english.status).toBe(200);
    expect(headingOf(english.html)).toBe(en.home.heading);
    expect(english.html).toContain('data-site="seoulitepass"');
    expect(english.html).toContain('href="/seoulitepass/login?redirect=%2Fseoulitepass"');
    const korean = await page("/seoulitepass", "ko");
    expect(headingOf(korean.html)).toBe(ko.home.heading);
  }, 60_000);

  it("carries the router's state as inert JSON that no value can break out of", async () => {
    const rendered = await page("/seoulitepass");
    const state = JSON.parse(rendered.hydration) as { loaderData: unknown; actionData: unknown };
    expect(state).toHaveProperty("loaderData");
    expect(rendered.hydration).not.toContain("<");
    expect(HYDRATION_ELEMENT_ID).toBe("router-hydration");
  }, 60_000);

  it("leaves a signed-in person's page to the browser: the server cannot know who is signed in", async () => {
    expect(await render("/account/my-menu")).toMatchObject({ kind: "client-only", status: 200 });
  }, 60_000);

  it("answers 404 for an address inside a site that none of its routes has, and for an id that cannot be one", async () => {
    for (const path of ["/account/does-not-exist", "/product/xyz", "/sitmmt/nope", "/product/detail/abc"]) {
      const rendered = await render(path);
      expect(rendered.kind, path).not.toBe("redirect");
      expect(rendered.kind !== "redirect" && rendered.status, path).toBe(404);
      if (rendered.kind === "page") expect(headingOf(rendered.html), path).toBe("Page not found");
    }
    const korean = await page("/sitmmt/nope", "ko");
    expect(korean.status).toBe(404);
    expect(headingOf(korean.html)).toBe("페이지를 찾을 수 없습니다");
  }, 60_000);

  it("renders the shop's front page and a page no site owns (the not-found screen)", async () => {
    const shop = await page("/main");
    expect(shop.html).toContain("<h1");
    const nowhere = await page("/no-such-page");
    expect(nowhere.html).toContain("<h1");
  }, 60_000);

  it("renders every page the sitemap lists (the manifest's pages) with its heading", async () => {
    const listed = SITE_LIST.flatMap((site) => site.pages ?? []);
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) {
      const rendered = await page(path);
      expect(rendered.status, path).toBe(200);
      expect(headingOf(rendered.html), path).toBeTruthy();
    }
  }, 60_000);
});
