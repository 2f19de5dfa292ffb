import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_START_FILE } from "@contracts/page-render";
import { type ParsedSheet, pageClasses, parseStylesheet, usedCss } from "./critical-css";

/**
 * The page's first script (sites/page-start.ts, built beside the sites as `page-start.js`), written into the HTML of
 * every page the server renders in place of the boot script's tag (ADR 0024, "Nothing before the paint but the
 * page"): it keeps early presses, waits for the paint and then loads the boot script, so no script is a request
 * before the paint. The pages' Content-Security-Policy allows exactly this text, by its hash.
 */
export type PageStart = { code: string; hashSource: string };

/** The script beside a browser build, or undefined when the build has none (the page keeps its boot script's tag). */
export function readPageStart(staticDir: string): PageStart | undefined {
  let code: string;
  try {
    code = readFileSync(path.join(staticDir, PAGE_START_FILE), "utf8");
  } catch {
    return undefined;
  }
  // a script element's text ends at the first `</script`: a build that wrote one could not be inlined as is
  if (/<\/script/i.test(code)) throw new Error(`${PAGE_START_FILE} holds "</script": it cannot be written into a page`);
  return { code, hashSource: `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'` };
}

/** The boot script's tag and the style sheet's link as the build writes them into index.html. */
const BOOT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * The page with its first script in place of the boot script's tag; the boot script's address goes with it (its
 * name changes with every build, the script's text must not). With `stylesheet` (the build's sheet, parsed, by its
 * address) the link to the style sheet becomes the rules the page's markup uses (critical-css.ts), and the script
 * loads the whole sheet after the paint. A page without the tag is returned as it is.
 */
export function inlinePageStart(
  html: string,
  start: PageStart,
  stylesheet?: (href: string) => ParsedSheet | undefined,
): string {
  const boot = BOOT_TAG.exec(html);
  if (!boot) return html;
  const link = STYLESHEET_LINK.exec(html);
  const sheet = link?.[1] ? stylesheet?.(link[1]) : undefined;
  let page = html;
  let styles = "";
  if (link && sheet) {
    // `<` never occurs in the rules of a built sheet outside strings; a style element's text ends at `</style`
    const rules = usedCss(sheet, pageClasses(html)).replace(/<\/style/gi, "<\\/style");
    page = page.replace(link[0], () => `<style>${rules}</style>`);
    styles = ` data-styles="${link[1]}"`;
  }
  return page.replace(boot[0], () => `<script data-boot="${boot[1]}"${styles}>${start.code}</script>`);
}

/** The build's style sheets, read and parsed once each, by address (undefined for one that is not there). */
export function stylesheetReader(staticDir: string): (href: string) => ParsedSheet | undefined {
  const sheets = new Map<string, ParsedSheet | undefined>();
  return (href) => {
    if (!sheets.has(href)) {
      const file = path.resolve(staticDir, `.${path.posix.normalize(href)}`);
      let sheet: ParsedSheet | undefined;
      try {
        if (file.startsWith(path.resolve(staticDir) + path.sep)) sheet = parseStylesheet(readFileSync(file, "utf8"));
      } catch {
        sheet = undefined;
      }
      sheets.set(href, sheet);
    }
    return sheets.get(href);
  };
}
