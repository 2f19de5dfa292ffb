import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_START_FILE } from "@contracts/page-render";
import { afterEach, describe, expect, it } from "vitest";
import { parseStylesheet } from "./critical-css";
import { inlinePageStart, readPageStart, stylesheetReader } from "./page-start";

const dirs: string[] = [];
const builtDir = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "page-start-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PAGE = [
  "<html><head>",
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-B.css">',
  '</head><body><div id="root"><p class="flex">Hi</p></div></body></html>',
].join("");

describe("the page's first script", () => {
  it("is read beside the build with the hash that allows exactly its text", () => {
    const code = "(function(){document.title='x'})();";
    const start = readPageStart(builtDir({ [PAGE_START_FILE]: code }));
    const hash = createHash("sha256").update(code).digest("base64");
    expect(start).toEqual({ code, hashSource: `'sha256-${hash}'` });
    expect(readPageStart(builtDir({}))).toBeUndefined();
    expect(() => readPageStart(builtDir({ [PAGE_START_FILE]: "a('</script>')" }))).toThrow(/<\/script/);
  });

  it("takes the boot script's place, naming it, and leaves a page without the tag as it is", () => {
    const start = { code: "run()", hashSource: "'sha256-x'" };
    const page = inlinePageStart(PAGE, start);
    expect(page).toContain('<script data-boot="/assets/index-A.js">run()</script>');
    expect(page).not.toContain('src="/assets/index-A.js"');
    // without the sheet's rules the link stays: the page is styled before its first paint either way
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-B.css">');
    expect(inlinePageStart("<html></html>", start)).toBe("<html></html>");
  });

  it("writes the rules the page uses in place of the style sheet's link, which it loads after the paint", () => {
    const sheet = parseStylesheet(".flex{display:flex}.grid{display:grid}p{margin:0}");
    const page = inlinePageStart(PAGE, { code: "run()", hashSource: "" }, (href) =>
      href === "/assets/index-B.css" ? sheet : undefined,
    );
    expect(page).toContain("<style>.flex{display:flex}p{margin:0}</style>");
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<script data-boot="/assets/index-A.js" data-styles="/assets/index-B.css">run()</script>');
  });

  it("reads the build's sheets once each, and nothing outside the build", () => {
    const dir = builtDir({ "assets/index-B.css": ".a{color:red}" });
    const read = stylesheetReader(dir);
    expect(read("/assets/index-B.css")).toEqual(parseStylesheet(".a{color:red}"));
    rmSync(path.join(dir, "assets/index-B.css"));
    expect(read("/assets/index-B.css")).toEqual(parseStylesheet(".a{color:red}")); // kept
    expect(read("/assets/gone.css")).toBeUndefined();
    expect(read("/../../etc/passwd")).toBeUndefined();
  });
});
