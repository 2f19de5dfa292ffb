// Page budgets against the built product served by our own server: the requests a first visit makes before the
// first paint (each site's home), preload hints that nothing used, and Lighthouse scores and timings for the shop's
// first page, a product page and every site's home (the median of LIGHTHOUSE_RUNS runs, 5 by default: one run on a
// busy machine is noise). Each page's largest paint is measured against a static floor: a page of one heading and
// one picture, served by the same server and measured in the same Chrome in the same rounds, the fastest a page
// showing that picture can be on this machine at that moment.
// Usage: npm run bench (after size.mjs, which builds dist/bench with a manifest). Exit code 1 when over budget.
// BENCH_STATIC_DIR serves another build; BENCH_VERBOSE=1 prints the requests, each page's LCP element and its phases.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { benchChromiumLaunch } from "../tests/chromium.ts";
import { ensureMachine } from "../scripts/test-setup.mjs";

export const PAGE_BUDGETS = {
  // code fetched before the first paint, the document included: the document alone. The page's first script and
  // the rules its markup uses are written into its HTML (ADR 0024, "Nothing before the paint but the page"); the
  // boot script, the page's code and the whole style sheet are asked for once the page is painted with its largest
  // picture. The page's API reads and its largest picture are reported beside them, not counted: they are the
  // page's content, not code
  codeRequestsBeforePaint: 1,
  // the typeface's files are asked for after the first paint too (a first visit paints in the system face): a font
  // before the paint is in the largest paint's path on a slow phone
  fontRequestsBeforePaint: 0,
  firstContentfulPaintMs: 1500,
  // performance for every page measured; the other categories for the shop's first page
  lighthouse: { performance: 0.98, accessibility: 1, "best-practices": 0.9, seo: 0.9 },
  // a page's median largest paint at most this many times the static floor's: what a page adds to its picture and
  // heading (its code, its stylesheet, its server's work) may cost at most 30 %, whatever the machine's load
  largestContentfulPaintToFloor: 1.3,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.01,
  // a preloaded answer nobody asked for (or asked for differently, so it was fetched twice) is a wasted request;
  // the typeface's files are no longer preloaded: they are asked for after the first paint
  unusedPreloads: 0,
  // requests before the first paint that the HTML did not name (script or the stylesheet found them): each is a
  // round trip after another one, the waterfall the preload hints exist to remove. The fonts the stylesheet used
  // to find are no longer among them: they are asked for after the first paint
  unannouncedBeforePaint: 0,
};

/** What a first visit has none of: Lighthouse's own list, and the origin's storage and cookies. */
const FIRST_VISIT_STORAGE = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
  "cookies",
];

const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const verbose = Boolean(process.env.BENCH_VERBOSE);

// the full Chromium the pages are measured in, installed when missing (or one line saying how)
if (!ensureMachine(["bench"])) process.exit(1);

const staticDir = process.env.BENCH_STATIC_DIR ?? "dist/bench";
if (!existsSync(path.join(staticDir, "index.html"))) {
  console.error(`${staticDir}/index.html is missing: run node bench/size.mjs first (npm run bench does both)`);
  process.exit(1);
}
// the version file belongs to a real build; the bench build gets one so the page behaves the same
if (existsSync("dist/client/version.json") && !existsSync(path.join(staticDir, "version.json"))) {
  copyFileSync("dist/client/version.json", path.join(staticDir, "version.json"));
}

// The static floor: the picture the shop's front page shows first, under one heading, with nothing else (no script,
// no stylesheet, no font). It is written into the served folder for this run only and removed when the server stops.
const FLOOR_PATH = "/bench-floor.html";
const FLOOR_HEADING = "Festivals in Korea";
const floorFile = path.join(staticDir, FLOOR_PATH.slice(1));
writeFileSync(
  floorFile,
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Benchmark floor</title>
    <meta name="description" content="The fastest page showing the shop's first picture: one heading, one picture." />
  </head>
  <body>
    <h1>${FLOOR_HEADING}</h1>
    <img src="/images/catalog/festival-mud.svg" alt="Mud festival at the beach" width="400" height="300" />
  </body>
</html>
`,
);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    STATIC_DIR: staticDir,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
// ends the server and removes what this run added: its data folder and the static floor
const stop = async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(floorFile, { force: true });
};

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) {
    await stop();
    throw new Error("the server did not start");
  }
  await new Promise((r) => setTimeout(r, 250));
}

const rows = [];
const info = (name, value) =>
  rows.push({ ok: true, info: true, text: `${name.padEnd(58)} ${String(value).padStart(8)}` });
const check = (name, value, budget, unit, higherIsBetter = false) => {
  const ok = higherIsBetter ? value >= budget : value <= budget;
  rows.push({
    ok,
    text: `${name.padEnd(58)} ${String(value).padStart(8)} ${unit} (budget ${higherIsBetter ? ">=" : "<="} ${budget})`,
  });
};

/** The middle one of the numbers (the upper middle of an even count); undefined when there are none. */
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** A page's path without its query, for telling its kind by its ending. */
const pathOnly = (address) => address.split("?")[0];
const isFont = (address) => pathOnly(address).endsWith(".woff2");
const isPicture = (address) => /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(pathOnly(address));

const table = [];

try {
  const { SITE_LIST } = await import("../contracts/site-map.ts");
  const homes = SITE_LIST.map((site) => site.home);

  // the static floor must be the file written above, not the page the server gives any other address
  const floorAnswer = await fetch(`${base}${FLOOR_PATH}`);
  const floorBody = await floorAnswer.text();
  if (floorAnswer.status !== 200 || !floorBody.includes(`<h1>${FLOOR_HEADING}</h1>`)) {
    throw new Error(
      `the server did not serve the static floor page: GET ${FLOOR_PATH} answered ${floorAnswer.status}` +
        `${floorAnswer.status === 200 ? " with another page" : ""}, expected the file ${floorFile}`,
    );
  }

  // 1. Requests before the first paint, per site home.
  const browser = await chromium.launch(benchChromiumLaunch);
  for (const home of homes) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    const warnings = [];
    page.on("console", (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${base}${home}`, { waitUntil: "networkidle" });
    // the browser says so a few seconds after the load event; only pages with fetch preloads need the wait
    const fetchPreloads = await page.$$eval('link[rel="preload"][as="fetch"]', (links) => links.map((l) => l.href));
    if (fetchPreloads.length > 0) await page.waitForTimeout(4000);
    const fetchedTwice = await page.evaluate(
      (hinted) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.initiatorType !== "link" && hinted.includes(entry.name))
          .map((entry) => entry.name),
      fetchPreloads,
    );
    // named by the HTML: its links and scripts, and its pictures (a picture loaded as it nears the screen is found
    // in the markup, not by a script or the style sheet)
    const announced = await page.$$eval("link[href], script[src], img[src]", (elements) =>
      elements.map((element) => element.href || element.currentSrc || element.src),
    );
    const timing = await page.evaluate((named) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const entries = performance.getEntriesByType("resource").filter((entry) => entry.startTime < fcp);
      const path = (entry) => new URL(entry.name).pathname + new URL(entry.name).search;
      // idle work (the version check, the toast host, the language select) waits for the load event by design
      const loaded = performance.getEntriesByType("navigation")[0]?.loadEventEnd || Number.POSITIVE_INFINITY;
      return {
        fcp: Math.round(fcp),
        before: entries.map(path),
        unannounced: entries.filter((entry) => entry.startTime < loaded && !named.includes(entry.name)).map(path),
      };
    }, announced);
    await page.close();
    // the built files before the paint: code (scripts, the stylesheet) apart from the typeface and the pictures
    const fonts = timing.before.filter(isFont);
    const code = timing.before.filter((path) => path.startsWith("/assets/") && !isFont(path) && !isPicture(path));
    // the document itself is a request too
    check(
      `code requests before first paint ${home}`,
      code.length + 1,
      PAGE_BUDGETS.codeRequestsBeforePaint,
      "requests",
    );
    check(`font requests before first paint ${home}`, fonts.length, PAGE_BUDGETS.fontRequestsBeforePaint, "requests");
    info(
      `other requests before first paint ${home} (reads, pictures)`,
      timing.before.length - code.length - fonts.length,
    );
    check(`first contentful paint ${home} (local, unthrottled)`, timing.fcp, PAGE_BUDGETS.firstContentfulPaintMs, "ms");
    check(
      `requests before first paint not named in the page ${home}`,
      timing.unannounced.length,
      PAGE_BUDGETS.unannouncedBeforePaint,
      "requests",
    );
    check(
      `unused or repeated preloads ${home}`,
      warnings.length + fetchedTwice.length,
      PAGE_BUDGETS.unusedPreloads,
      "requests",
    );
    if (verbose) {
      console.log(home, "before paint:", timing.before.join(" "));
      console.log(home, "not named in the page:", timing.unannounced.join(" "), ...warnings, ...fetchedTwice);
    }
  }
  await browser.close();

  // 2. Lighthouse (mobile, simulated throttling: the usual reference) on the shop's first page, a product page and
  // every site's home, and on the static floor in the same Chrome.
  const pages = [...new Set(["/main", "/product/detail/1", "/sitmmt", "/rok-us", ...homes])];
  const chrome = await launchChrome({
    chromePath: benchChromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...benchChromiumLaunch.args],
  });
  try {
    const runsOf = new Map([FLOOR_PATH, ...pages].map((page) => [page, []]));
    // in rounds over every page rather than one page's runs in a row: a busy minute on the machine then falls on
    // all pages alike, the floor included, not on one page's runs
    for (let run = 0; run < lighthouseRuns; run++) {
      for (const [page, results] of runsOf) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: page === "/main" ? Object.keys(PAGE_BUDGETS.lighthouse) : ["performance"],
          // every run a first visit: Lighthouse clears the cache but keeps the origin's storage, so a page measured
          // after another would find the note that the browser has the typeface (sites/first-paint.ts) without its
          // files, and change face under the reader
          clearStorageTypes: FIRST_VISIT_STORAGE,
        });
        results.push(result.lhr);
      }
    }

    // A page's runs in short: the run with the median performance score stands for all, so its numbers belong
    // together, but the largest paint is the median of every run's (the number the floor is compared with).
    const summarize = (page) => {
      const results = runsOf.get(page);
      const byScore = [...results].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      );
      const lhr = byScore[Math.floor(byScore.length / 2)];
      const lcps = results
        .map((run) => run.audits["largest-contentful-paint"]?.numericValue)
        .filter((value) => Number.isFinite(value));
      const lcp = lcps.length > 0 ? Math.round(median(lcps)) : undefined;
      // an audit's number to so many decimals, undefined when the run could not measure it
      const measured = (id, digits = 0) => {
        const value = lhr.audits[id]?.numericValue;
        return value === undefined ? undefined : Number(value.toFixed(digits));
      };
      return {
        page,
        results,
        lhr,
        lcps,
        lcp,
        failed: results.filter((run) => run.runtimeError).length,
        performance: lhr.categories.performance?.score ?? 0,
        fcp: measured("first-contentful-paint"),
        tbt: measured("total-blocking-time"),
        cls: measured("cumulative-layout-shift", 3),
      };
    };

    // what the median run says beyond the budgets: the scores of every run, the LCP element and its phases, and
    // the audits that cost points
    const explain = ({ page, results, lhr, lcps }) => {
      const { categories, audits } = lhr;
      console.log(
        page,
        "performance scores",
        results.map((run) => run.categories.performance?.score),
        "LCP per run",
        lcps.map(Math.round),
        "ms",
      );
      for (const run of results) if (run.runtimeError) console.log(page, "run failed:", run.runtimeError.message);
      const [lcpNode, lcpPhases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
      console.log(page, "LCP element", lcpNode?.items?.[0]?.node?.snippet ?? "");
      for (const phase of lcpPhases?.items ?? []) {
        console.log(page, "  ", phase.phase, Math.round(phase.timing), "ms");
      }
      for (const cat of Object.values(categories)) {
        for (const ref of cat.auditRefs) {
          const audit = audits[ref.id];
          if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0)
            console.log(page, cat.id, ref.id, audit.score, audit.displayValue ?? "");
        }
      }
      for (const id of ["uses-text-compression", "render-blocking-insight", "unused-javascript"]) {
        if (audits[id]?.displayValue) console.log(page, id, audits[id].displayValue);
      }
    };

    const runs = lighthouseRuns > 1 ? ` (median of ${lighthouseRuns})` : "";
    const floor = summarize(FLOOR_PATH);
    if (verbose) explain(floor);
    if (floor.failed > 0) check(`lighthouse runs that failed ${FLOOR_PATH}`, floor.failed, 0, "runs");
    info(`lighthouse LCP static floor ${FLOOR_PATH} (ms)${runs}`, floor.lcp ?? "none");
    table.push({ ...floor, ratio: floor.lcp === undefined ? undefined : 1 });

    for (const page of pages) {
      const summary = summarize(page);
      if (verbose) explain(summary);
      const { lhr, lcp, failed } = summary;
      if (failed > 0) check(`lighthouse runs that failed ${page}`, failed, 0, "runs");
      const categories = page === "/main" ? Object.keys(PAGE_BUDGETS.lighthouse) : ["performance"];
      for (const id of categories) {
        check(
          `lighthouse ${id} ${page}${id === "performance" ? runs : ""}`,
          lhr.categories[id]?.score ?? 0,
          PAGE_BUDGETS.lighthouse[id],
          "score",
          true,
        );
      }
      // the ratio as printed (two decimals) is the one judged, so a line never reads over budget and passes
      const ratio = lcp !== undefined && floor.lcp ? Number((lcp / floor.lcp).toFixed(2)) : undefined;
      const budget = PAGE_BUDGETS.largestContentfulPaintToFloor;
      rows.push({
        ok: ratio !== undefined && ratio <= budget,
        text:
          `${`lighthouse LCP ${page}${runs}`.padEnd(58)} ${String(lcp ?? "none").padStart(8)} ms ` +
          `(${ratio?.toFixed(2) ?? "?"} × floor ${floor.lcp ?? "none"} ms) (budget <= ${budget} ×)`,
      });
      check(
        `lighthouse total blocking time ${page}`,
        summary.tbt ?? Number.POSITIVE_INFINITY,
        PAGE_BUDGETS.totalBlockingTimeMs,
        "ms",
      );
      check(
        `lighthouse cumulative layout shift ${page}`,
        summary.cls ?? Number.POSITIVE_INFINITY,
        PAGE_BUDGETS.cumulativeLayoutShift,
        "",
      );
      table.push({ ...summary, ratio });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await stop();
}

for (const row of rows) console.log(`${row.info ? "info" : row.ok ? "ok  " : "OVER"} ${row.text}`);

// The Lighthouse numbers in one table, a line per page, to quote before and after a change: the median run's
// performance score, first paint, blocking time and layout shift, and the median largest paint with its ratio to
// the floor's.
if (table.length > 0) {
  const width = Math.max(...table.map((line) => line.page.length), "page".length);
  const cell = (value, digits = 0) =>
    (value === undefined ? "-" : typeof value === "number" ? value.toFixed(digits) : String(value)).padStart(8);
  console.log();
  console.log(
    `${"page".padEnd(width)} ${["perf", "FCP ms", "LCP ms", "× floor", "TBT ms", "CLS"].map((h) => h.padStart(8)).join(" ")}`,
  );
  for (const line of table) {
    console.log(
      `${line.page.padEnd(width)} ${cell(line.performance, 2)} ${cell(line.fcp)} ${cell(line.lcp)} ` +
        `${cell(line.ratio, 2)} ${cell(line.tbt)} ${cell(line.cls, 3)}`,
    );
  }
  console.log(
    `(Lighthouse, mobile, simulated throttling; ${lighthouseRuns} run${lighthouseRuns > 1 ? "s" : ""} a page)`,
  );
}

const over = rows.filter((r) => !r.ok).length;
console.log(over ? `${over} over budget` : "all within budget");
process.exitCode = over ? 1 : 0;
