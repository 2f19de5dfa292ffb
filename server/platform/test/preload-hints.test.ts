import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { preloadFiles, renderPreloadHints, urgentPicturePreload, type ViteManifest } from "../http/preload-hints";
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
  it("lists first the shell the page's script loads after the paint (its dynamic import), with its own imports", () => {
    const booted: ViteManifest = {
      ...manifest,
      "index.html": {
        file: "assets/index-A.js",
        isEntry: true,
        imports: ["_react-B.js"],
        dynamicImports: ["_shell-S.js"],
      },
      "_shell-S.js": { file: "assets/shell-S.js", imports: ["_react-B.js", "_runtime-T.js"] },
      "_runtime-T.js": { file: "assets/runtime-T.js" },
    };
    expect(preloadFiles(booted, "mice", "en")).toEqual([
      "/assets/shell-S.js",
      "/assets/runtime-T.js",
      "/assets/en-F.js",
      "/assets/routes-E.js",
      "/assets/button-C.js",
    ]);
  });

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
    expect(preloadFiles(manifest, "mice", "en", { namespace: "mice" })).toEqual([
      "/assets/en-F.js",
      "/assets/routes-E.js",
      "/assets/button-C.js",
      "/assets/mice-J.js",
    ]);
    expect(preloadFiles(manifest, "shop", "ko", { namespace: "shop" })).toContain("/assets/shop-I.js");
  });

  it("adds what the page's render loaded (its screen's modules and messages), each chunk once", () => {
    // as the server's render of /main notes them (sites/shell/module-notes.ts)
    const loaded = {
      modules: ["features/catalog/screens/catalog-home.tsx", "features/wishlist/components/wishlist-toggle.tsx"],
      namespaces: ["catalog", "wishlist"],
    };
    expect(preloadFiles(manifest, "shop", "en", { namespace: "shop", ...loaded })).toEqual([
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
    // a module the build does not know (a render of code the browser never loads) names nothing
    expect(preloadFiles(manifest, "shop", "en", { modules: ["sites/shell/module-notes.ts"] })).toEqual([
      "/assets/en-F.js",
      "/assets/routes-D.js",
      "/assets/button-C.js",
    ]);
    // a path no site owns gets none of it
    expect(preloadFiles(manifest, undefined, "en", { namespace: "shop", ...loaded })).toEqual(["/assets/en-F.js"]);
  });

  it("names the picture the rendered page asks for first, ahead of the chunks, as the renderer wrote it", () => {
    const html =
      '<main><img src="/images/a.svg" alt=""/><img src="/images/b&amp;c.svg" alt="" loading="eager" fetchpriority="high" ' +
      'srcset="/images/b-1.svg 1x, /images/b-2.svg 2x" sizes="100vw"/></main>';
    const picture = urgentPicturePreload(html);
    expect(picture).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/b&amp;c.svg" ' +
        'imagesrcset="/images/b-1.svg 1x, /images/b-2.svg 2x" imagesizes="100vw" />',
    );
    expect(renderPreloadHints(["/assets/a.js"], picture).startsWith(picture)).toBe(true);
    // a page without such a picture names none
    expect(urgentPicturePreload('<main><img src="/images/a.svg" alt=""/></main>')).toBe("");
  });

  it("lists the code as JSON in an element the browser never runs, for the boot script to ask for after the paint", () => {
    expect(renderPreloadHints(["/assets/a.js", "/assets/b c.js"])).toBe(
      '<script type="application/json" id="page-modules">["/assets/a.js","/assets/b%20c.js"]</script>',
    );
    // no module preloads: code asked for before the first paint would share the connection with the picture
    expect(renderPreloadHints(["/assets/a.js"])).not.toContain("modulepreload");
    // nothing in a file name can close the element
    expect(renderPreloadHints(["/assets/</script><script>x.js"])).not.toContain("</script><script>");
  });

  it("go after the entry script, its preloads and the style sheet, so those are asked for first", () => {
    const html = readFileSync("index.html", "utf8").replace(
      "</head>",
      '<script type="module" src="/assets/index-A.js"></script><link rel="stylesheet" href="/assets/index.css"></head>',
    );
    const hints = renderPreloadHints(["/assets/routes-D.js", "/assets/catalog-M.js"]);
    const out = injectPreloadHints(html, hints);
    expect(out.indexOf(hints)).toBeGreaterThan(out.indexOf('<link rel="stylesheet" href="/assets/index.css">'));
    expect(out.indexOf(hints)).toBeLessThan(out.indexOf("</head>"));
    expect(out.match(/id="page-modules"/g)).toHaveLength(1);
    expect(injectPreloadHints(html, "")).toBe(html);
  });
});
