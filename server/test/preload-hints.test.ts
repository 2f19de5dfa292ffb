import { describe, expect, it } from "vitest";
import { preloadFiles, renderPreloadHints, type ViteManifest } from "../http/preload-hints";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_react-B.js"] },
  "_react-B.js": { file: "assets/react-B.js" },
  "_button-C.js": { file: "assets/button-C.js", imports: ["_react-B.js"] },
  "sites/shop/routes.tsx": { file: "assets/routes-D.js", imports: ["_button-C.js", "_react-B.js"] },
  "sites/mice/routes.tsx": { file: "assets/routes-E.js", imports: ["_button-C.js"] },
  "lib/i18n/start-bundles/en.ts": { file: "assets/en-F.js" },
  "lib/i18n/start-bundles/ko.ts": { file: "assets/ko-G.js" },
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

  it("writes module preload links", () => {
    expect(renderPreloadHints(["/assets/a.js"])).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js" />');
  });
});
