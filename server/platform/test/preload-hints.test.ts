import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  largestImageSource,
  preloadData,
  preloadFiles,
  renderPreloadHints,
  type ViteManifest,
} from "../http/preload-hints";
import { injectPreloadHints } from "../http/static-site";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_react-B.js"] },
  "_react-B.js": { file: "assets/react-B.js" },
  "_button-C.js": { file: "assets/button-C.js", imports: ["_react-B.js"] },
  "sites/shop/routes.tsx": { file: "assets/routes-D.js", imports: ["_button-C.js", "_react-B.js"] },
  "sites/mice/routes.tsx": { file: "assets/routes-E.js", imports: ["_button-C.js"] },
  "lib/i18n/start-bundles/en.ts": { file: "assets/en-F.js" },
  "lib/i18n/start-bundles/ko.ts": { file: "assets/ko-G.js" },
  "locales/en/shop.json": { file: "assets/shop-H.js" },
  "locales/ko/shop.json": { file: "assets/shop-I.js" },
  "locales/en/mice.json": { file: "assets/mice-J.js" },
  "locales/en/catalog.json": { file: "assets/catalog-K.js" },
  "locales/en/wishlist.json": { file: "assets/wishlist-L.js" },
  "sites/event/routes.tsx": { file: "assets/routes-P.js" },
  "locales/en/event.json": { file: "assets/event-Q.js" },
  "locales/en/board.json": { file: "assets/board-R.js" },
  "features/catalog/screens/catalog-home.tsx": { file: "assets/catalog-M.js", imports: ["_button-C.js", "_card-N.js"] },
  "_card-N.js": { file: "assets/card-N.js" },
  "features/wishlist/components/wishlist-toggle.tsx": { file: "assets/wishlist-O.js", imports: ["_card-N.js"] },
};

describe("preload hints", () => {
  it("lists the site's chunks and the language's messages, not what the entry already loads", () => {
    expect(preloadFiles(manifest, "shop", "ko")).toEqual([
      "/assets/ko-G.js",
      "/assets/routes-D.js",
      "/assets/button-C.js",
    ]);
  });

  it("never hints another site's code", () => {
    expect(preloadFiles(manifest, "mice", "en")).not.toContain("/assets/routes-D.js");
  });

  it("hints the messages alone for a path no site owns, and nothing for an unknown build", () => {
    expect(preloadFiles(manifest, undefined, "en")).toEqual(["/assets/en-F.js"]);
    expect(preloadFiles({}, "shop", "en")).toEqual([]);
  });

  it("adds the site's own messages in the visitor's language", () => {
    expect(preloadFiles(manifest, "mice", "en", { path: "/mice", namespace: "mice" })).toEqual([
      "/assets/en-F.js",
      "/assets/routes-E.js",
      "/assets/button-C.js",
      "/assets/mice-J.js",
    ]);
    expect(preloadFiles(manifest, "shop", "ko", { path: "/account/login", namespace: "shop" })).toContain(
      "/assets/shop-I.js",
    );
  });

  it("adds the catalogue home's chunks and messages on /main only, each chunk once", () => {
    const home = preloadFiles(manifest, "shop", "en", { path: "/main", namespace: "shop" });
    expect(home).toEqual([
      "/assets/en-F.js",
      "/assets/routes-D.js",
      "/assets/button-C.js",
      "/assets/shop-H.js",
      "/assets/catalog-K.js",
      "/assets/wishlist-L.js",
      "/assets/catalog-M.js",
      "/assets/card-N.js",
      "/assets/wishlist-O.js",
    ]);
    expect(preloadFiles(manifest, "shop", "en", { path: "/main/", namespace: "shop" })).toEqual(home);
    expect(preloadFiles(manifest, "shop", "en", { path: "/product/wishlist", namespace: "shop" })).not.toContain(
      "/assets/catalog-M.js",
    );
    // a path no site owns gets no page hints, whatever it is called
    expect(preloadFiles(manifest, undefined, "en", { path: "/main" })).toEqual(["/assets/en-F.js"]);
  });

  it("names the event page's two reads, current and past events, as its screen asks for them", () => {
    expect(preloadData("event", "ko", "/event")).toEqual([
      "/api/v1/boards/shop/event/posts?lang=ko&page=1&per_page=50&phase=current",
      "/api/v1/boards/shop/event/posts?lang=ko&page=1&per_page=6&phase=past",
    ]);
  });

  it("adds the board's messages to the event page, whose events list is the board's", () => {
    expect(preloadFiles(manifest, "event", "en", { path: "/event", namespace: "event" })).toEqual([
      "/assets/en-F.js",
      "/assets/routes-P.js",
      "/assets/event-Q.js",
      "/assets/board-R.js",
    ]);
  });

  it("names the list whose first picture is the front page's largest paint, and only there", () => {
    expect(largestImageSource("shop", "ko", "/main")).toBe(
      "/api/v1/products?featured=1&kind=festival&per_page=4&lang=ko",
    );
    // the very read the page preloads, so both share one cached answer
    expect(preloadData("shop", "ko", "/main")).toContain(largestImageSource("shop", "ko", "/main"));
    expect(largestImageSource("shop", "en", "/product/wishlist")).toBeUndefined();
    expect(largestImageSource(undefined, "en", "/main")).toBeUndefined();
  });

  it("renders the picture's preload first, without crossorigin (an <img> asks in no-cors mode)", () => {
    const html = renderPreloadHints(["/assets/a.js"], ["/api/v1/x"], "/images/p.svg");
    expect(html.startsWith('<link rel="preload" as="image" fetchpriority="high" href="/images/p.svg" />')).toBe(true);
    expect(renderPreloadHints(["/assets/a.js"])).not.toContain('as="image"');
  });

  it("names the API reads of the page in the visitor's language, as the client asks for them", () => {
    expect(preloadData("shop", "ko", "/account/login")).toEqual(["/api/v1/settings/menus?lang=ko"]);
    expect(preloadData("shop", "en", "/main")).toEqual([
      "/api/v1/settings/menus?lang=en",
      "/api/v1/products?featured=1&kind=festival&per_page=4&lang=en",
      "/api/v1/products?featured=1&kind=tour&per_page=4&lang=en",
      "/api/v1/products/facets",
      "/api/v1/common/meta?type=exchange_rate",
    ]);
    expect(preloadData("mice", "en", "/mice")).toEqual([]);
    expect(preloadData(undefined, "en", "/main")).toEqual([]);
    // names that an object has on its prototype are not pages
    expect(preloadData("shop", "en", "/constructor")).toEqual(["/api/v1/settings/menus?lang=en"]);
  });

  it("writes module preload links, then fetch preloads in CORS mode as fetch() makes them", () => {
    expect(renderPreloadHints(["/assets/a.js"])).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js" />');
    expect(renderPreloadHints(["/assets/a.js"], ["/api/v1/products?featured=1&kind=tour"])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js" />' +
        '<link rel="preload" as="fetch" crossorigin href="/api/v1/products?featured=1&amp;kind=tour" />',
    );
  });

  it("go after the entry script, its preloads and the style sheet, so those are asked for first", () => {
    const html = readFileSync("index.html", "utf8").replace(
      "</head>",
      '<script type="module" src="/assets/index-A.js"></script><link rel="stylesheet" href="/assets/index.css"></head>',
    );
    const hints = renderPreloadHints(["/assets/routes-D.js"], ["/api/v1/products/facets"]);
    const out = injectPreloadHints(html, hints);
    expect(out.indexOf(hints)).toBeGreaterThan(out.indexOf('<link rel="stylesheet" href="/assets/index.css">'));
    expect(out.indexOf(hints)).toBeLessThan(out.indexOf("</head>"));
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(injectPreloadHints(html, "")).toBe(html);
  });
});
