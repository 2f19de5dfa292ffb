// Page budgets against the built product served by our own server: the requests a first visit makes before the
// first paint (each site's home), preload hints that nothing used, and Lighthouse scores and timings for the shop's
// first page (the median of LIGHTHOUSE_RUNS runs, 3 by default: one run on a busy machine is noise).
// Usage: npm run bench (after size.mjs, which builds dist/bench with a manifest). Exit code 1 when over budget.
// BENCH_STATIC_DIR serves another build; BENCH_VERBOSE=1 prints the requests, the LCP element and its phases.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { launch as launchChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { chromiumLaunch } from "../tests/chromium.ts";

export const PAGE_BUDGETS = {
  // code fetched before the first paint, the document included: the shell (entry, bundler runtime, libraries, CSS:
  // 4), the start messages, the site's routes, its kit and its messages (4), and the first screen's code and
  // messages (at most 7: the shop's front page needs its catalogue, cards, schemas and three namespaces). The
  // page's API reads and its largest picture start with these (hinted) and are reported beside them, not counted:
  // they are the page's content, not a chain of code
  codeRequestsBeforePaint: 16,
  firstContentfulPaintMs: 1500,
  lighthouse: { performance: 0.9, accessibility: 1, "best-practices": 0.9, seo: 0.9 },
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.1,
  // a preloaded answer nobody asked for (or asked for differently, so it was fetched twice) is a wasted request
  unusedPreloads: 0,
  // requests before the first paint that the HTML did not name (script found them): each is a round trip after
  // another one, the waterfall the preload hints exist to remove
  unannouncedBeforePaint: 0,
};

const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const staticDir = process.env.BENCH_STATIC_DIR ?? "dist/bench";
if (!existsSync(path.join(staticDir, "index.html"))) {
  console.error(`${staticDir}/index.html is missing: run node bench/size.mjs first (npm run bench does both)`);
  process.exit(1);
}
// the version file belongs to a real build; the bench build gets one so the page behaves the same
if (existsSync("dist/client/version.json") && !existsSync(path.join(staticDir, "version.json"))) {
  copyFileSync("dist/client/version.json", path.join(staticDir, "version.json"));
}

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
const stop = async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
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

try {
  // 1. Requests before the first paint, per site home.
  const { SITE_LIST } = await import("../contracts/site-map.ts");
  const homes = SITE_LIST.map((site) => site.home);
  const browser = await chromium.launch(chromiumLaunch);
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
    const announced = await page.$$eval("link[href], script[src]", (elements) =>
      elements.map((element) => element.href || element.src),
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
    // the document itself is a request too
    const code = timing.before.filter((path) => path.startsWith("/assets/"));
    check(
      `code requests before first paint ${home}`,
      code.length + 1,
      PAGE_BUDGETS.codeRequestsBeforePaint,
      "requests",
    );
    info(`other requests before first paint ${home} (reads, pictures)`, timing.before.length - code.length);
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
    if (process.env.BENCH_VERBOSE) {
      console.log(home, "before paint:", timing.before.join(" "));
      console.log(home, "not named in the page:", timing.unannounced.join(" "), ...warnings, ...fetchedTwice);
    }
  }
  await browser.close();

  // 2. Lighthouse on the shop's first page (mobile, simulated throttling: the usual reference).
  const chrome = await launchChrome({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunch.args],
  });
  try {
    const results = [];
    for (let run = 0; run < lighthouseRuns; run++) {
      const result = await lighthouse(`${base}/main`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(PAGE_BUDGETS.lighthouse),
      });
      results.push(result.lhr);
    }
    // the run with the median performance score stands for all, so its numbers belong together
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const { categories, audits } = results[Math.floor(results.length / 2)];
    const runs = results.length > 1 ? ` (median of ${results.length})` : "";
    for (const [id, min] of Object.entries(PAGE_BUDGETS.lighthouse)) {
      check(
        `lighthouse ${id} /main${id === "performance" ? runs : ""}`,
        categories[id]?.score ?? 0,
        min,
        "score",
        true,
      );
    }
    check(
      "lighthouse largest contentful paint /main",
      Math.round(audits["largest-contentful-paint"].numericValue),
      PAGE_BUDGETS.largestContentfulPaintMs,
      "ms",
    );
    check(
      "lighthouse total blocking time /main",
      Math.round(audits["total-blocking-time"].numericValue),
      PAGE_BUDGETS.totalBlockingTimeMs,
      "ms",
    );
    check(
      "lighthouse cumulative layout shift /main",
      Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      PAGE_BUDGETS.cumulativeLayoutShift,
      "",
    );
    if (process.env.BENCH_VERBOSE) {
      console.log(
        "performance scores",
        results.map((lhr) => lhr.categories.performance?.score),
        "first contentful paint",
        Math.round(audits["first-contentful-paint"].numericValue),
        "ms",
      );
      const [lcpNode, lcpPhases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
      console.log("LCP element", lcpNode?.items?.[0]?.node?.snippet ?? "");
      for (const phase of lcpPhases?.items ?? []) console.log("  ", phase.phase, Math.round(phase.timing), "ms");
      for (const cat of Object.values(categories)) {
        for (const ref of cat.auditRefs) {
          const audit = audits[ref.id];
          if (audit.score !== null && audit.score < 1 && ref.weight > 0)
            console.log(cat.id, ref.id, audit.score, audit.displayValue ?? "");
        }
      }
      for (const id of ["uses-text-compression", "render-blocking-insight", "unused-javascript"]) {
        if (audits[id]?.displayValue) console.log(id, audits[id].displayValue);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await stop();
}

for (const row of rows) console.log(`${row.info ? "info" : row.ok ? "ok  " : "OVER"} ${row.text}`);
const over = rows.filter((r) => !r.ok).length;
console.log(over ? `${over} over budget` : "all within budget");
process.exitCode = over ? 1 : 0;
