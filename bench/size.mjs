// Bundle sizes (gzip) of the shell entry, each site's chunk and the CSS, checked against budgets.
// Builds into dist/bench (BENCH_STATIC_DIR to build elsewhere) with a manifest so chunks can be traced back to
// their source. SIZE_BREAKDOWN=1 also prints the first load of the shop's home page by package or folder.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { tsImport } from "tsx/esm/api";

export const BUDGETS_KB = {
  // the shell: everything the first page needs before any site code. It holds the map of every message file's
  // chunk (about 25 bytes gzip per namespace and language: the hashed names do not compress), which the shop's
  // console's nine namespaces took over 135 kB; serving messages by address instead of as chunks would remove it
  shellJs: 136,
  // the script written into every page the server renders (sites/page-start.ts): the early presses and the wait for
  // the first paint, before it loads the boot script
  bootJs: 3,
  css: 30,
  // one site's first chunk: its routes, layout and home page with every chunk they import statically that the
  // shell does not already hold, libraries included (a visitor downloads them all the same). Code behind a dynamic
  // import (other pages, the language select's list) is not counted: it loads later or on demand
  siteJs: 40,
};

const outDir = process.env.BENCH_STATIC_DIR ?? "dist/bench";
const build = spawnSync("node_modules/.bin/vite", ["build", "--outDir", outDir, "--manifest", "--logLevel", "warn"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
const { PAGE_START_FILE } = await tsImport("../contracts/page-render.ts", import.meta.url);
const gz = (file) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

/** A chunk and every chunk it imports statically: what the browser must fetch before the code runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// the page's script runs alone until the page is painted (ADR 0024); then it loads the shell (its dynamic imports)
const boot = closure(entryKey);
const shell = new Set(boot);
for (const key of manifest[entryKey]?.dynamicImports ?? []) closure(key, shell);
const shellKb = [...shell].reduce((sum, k) => sum + gz(manifest[k].file), 0);
const cssKb = [...new Set([...shell].flatMap((k) => manifest[k].css ?? []))].reduce((s, f) => s + gz(f), 0);

const rows = [
  { name: "page script before the first paint (JS, in the HTML)", kb: gz(PAGE_START_FILE), budget: BUDGETS_KB.bootJs },
  { name: "shell (JS, the page script and what it loads)", kb: shellKb, budget: BUDGETS_KB.shellJs },
  { name: "CSS", kb: cssKb, budget: BUDGETS_KB.css },
];
// What the server preloads for a site's home page (server/platform/http/preload-hints.ts): the first chunk plus the
// messages and what the server's render of the page loaded (its screen's chunks, the header's selects). Reported
// beside the budgeted first chunk, so code moved behind a dynamic import that the first paint still waits for shows
// up here.
const { preloadFiles } = await tsImport("../server/platform/http/preload-hints.ts", import.meta.url);
const serverBuild = path.resolve("dist/server/entry-server.js");
const { renderPage } = existsSync(serverBuild) ? await import(pathToFileURL(serverBuild).href) : {};
/** What rendering a page loaded (without its data), as the server notes it for the page's hints. */
const loadedBy = async (address) => {
  const rendered = renderPage ? await renderPage(new Request(`http://localhost${address}`), "en") : undefined;
  return rendered && rendered.kind !== "redirect" ? rendered.loaded : undefined;
};
const { SITE_MAP } = await tsImport("../contracts/site-map.ts", import.meta.url);
const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.file]));
const shellFiles = new Set([...shell].map((key) => `/${manifest[key].file}`));
// What every page loads when it is idle beside its own code (sites/shell/lazy-hosts.tsx): the toast stack. The
// acceptance of the shop's first load counts it; the dialog loads at the first press or question, like the select.
const WHEN_IDLE = ["design-system/components/toast/index.ts"];
/** The first load of the shop's home page, whose acceptance is 150 kB (issue "first paint from the server"). */
const firstLoadOf = { shop: undefined };

for (const [key, chunk] of Object.entries(manifest)) {
  const site = /^sites\/([^/]+)\/routes\.tsx$/.exec(key)?.[1];
  if (!site) continue;
  // the site's own chunks: its routes chunk plus static imports that the shell does not already hold
  const own = [...closure(key)].filter((k) => !shell.has(k));
  const kb = own.reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const info = SITE_MAP[site];
  const pageFiles = info
    ? preloadFiles(manifest, site, "en", { namespace: info.namespace, ...(await loadedBy(info.home)) }).filter(
        (file) => !shellFiles.has(file),
      )
    : undefined;
  const firstPage = pageFiles?.reduce((sum, file) => sum + gz(byFile.get(file)), 0);
  if (site in firstLoadOf && pageFiles) {
    const named = new Set([...shellFiles, ...pageFiles]);
    const whenIdle = [...new Set(WHEN_IDLE.flatMap((idleKey) => [...closure(idleKey)]))].filter(
      (k) => !named.has(`/${manifest[k].file}`),
    );
    firstLoadOf[site] = {
      home: info.home,
      files: [...named].filter((file) => file.endsWith(".js")).concat(whenIdle.map((k) => `/${manifest[k].file}`)),
      kb: shellKb + firstPage + whenIdle.reduce((sum, k) => sum + gz(manifest[k].file), 0),
    };
  }
  rows.push({
    name: `site ${site} (${chunk.file})`,
    kb,
    budget: BUDGETS_KB.siteJs,
    note: firstPage === undefined ? "" : `home page's code beyond the shell ${firstPage.toFixed(1)} kB`,
  });
}

const siteClosures = Object.keys(manifest)
  .filter((key) => /^sites\/[^/]+\/routes\.tsx$/.test(key))
  .map((key) => closure(key));
const everySite = new Set(siteClosures[0] ?? []);
for (const keys of siteClosures) for (const key of everySite) if (!keys.has(key)) everySite.delete(key);

// Chunks no first paint waits for: the header's select, loaded when the visitor reaches for the server's select (a
// pointer, a press, the focus) or when a page the browser renders is idle (ADR 0024).
const idle = Object.entries(manifest).filter(([key]) => /language-select\/language-select\.tsx$/.test(key));

let over = 0;
for (const r of rows) {
  const ok = r.kb <= r.budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? "ok  " : "OVER"} ${r.name.padEnd(60)} ${r.kb.toFixed(1).padStart(7)} kB gzip (budget ${r.budget} kB)` +
      (r.note ? `; ${r.note}` : ""),
  );
}
for (const [key] of idle) {
  // beyond what every site's first chunk already brought
  const own = [...closure(key)].filter((k) => !shell.has(k) && !everySite.has(k));
  const kb = own.reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(
    `info ${"language select, loaded at a pointer, press or focus on it".padEnd(60)} ${kb.toFixed(1).padStart(7)} kB gzip`,
  );
}
for (const [site, load] of Object.entries(firstLoadOf)) {
  if (!load) continue;
  console.log(
    `info ${`first load of ${load.home}: shell, home page, what loads when idle`.padEnd(60)} ${load.kb.toFixed(1).padStart(7)} kB gzip (${site}; the goal is 150 kB)`,
  );
  // SIZE_BREAKDOWN=1: what that load holds, by package or folder (from the source maps)
  if (process.env.SIZE_BREAKDOWN) {
    const { breakdown } = await import("./size-breakdown.mjs");
    for (const [group, kb] of breakdown(load.files.map((file) => path.join(outDir, file)))) {
      if (kb >= 0.3) console.log(`     ${group.padEnd(56)} ${kb.toFixed(1).padStart(7)} kB gzip`);
    }
  }
}
console.log(over ? `${over} over budget` : "all within budget");
process.exitCode = over ? 1 : 0;
