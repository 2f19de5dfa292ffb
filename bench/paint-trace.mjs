// The main thread's work before a page's first paint, from the browser's own trace: what the mobile preset of
// Lighthouse multiplies by four when it simulates a phone (the gap between a page's first paint and a static
// page's). For each address, the median of PAINT_TRACE_RUNS fresh loads (5 by default) at a phone's width: the first
// contentful and largest paints, and the milliseconds of layout, style, HTML parsing, style sheet parsing and paint
// before the first paint.
// Usage: a running server (`npm start`, or the built product as the page bench serves it), then
//   node --import tsx bench/paint-trace.mjs http://127.0.0.1:3000/main http://127.0.0.1:3000/sitmmt ...
import { median, traceAddresses } from "./traced-loads.mjs";

const CATEGORIES = ["devtools.timeline", "blink", "loading", "disabled-by-default-devtools.timeline"];
const WORK = {
  layout: "Layout",
  style: "UpdateLayoutTree",
  parseHtml: "ParseHTML",
  parseCss: "ParseAuthorStyleSheet",
  paint: "Paint",
};

/** One fresh load's trace, summed before its first contentful paint (undefined when it never painted). */
async function traceOnce(browser, address) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(address, { waitUntil: "load" });
    // the largest paint may come after the load event
    await page.waitForTimeout(500);
    // the paints as the page measured them, from its navigation's start
    const paints = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          new globalThis.PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            resolve({ fcp, lcp: last?.startTime, element: last?.element?.tagName });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fcp = events.find((e) => e.name === "firstContentfulPaint");
    if (!fcp || paints.fcp === undefined) return undefined;
    const before = events.filter((e) => e.ph === "X" && e.ts < fcp.ts);
    const spent = (name) => before.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur, 0) / 1000;
    return {
      fcp: paints.fcp,
      lcp: paints.lcp ?? NaN,
      lcpElement: paints.element ?? "?",
      ...Object.fromEntries(Object.entries(WORK).map(([key, name]) => [key, spent(name)])),
    };
  } finally {
    await context.close();
  }
}

await traceAddresses("PAINT_TRACE_RUNS", traceOnce, (address, traces) => {
  const cells = ["fcp", "lcp", ...Object.keys(WORK)].map(
    (key) => `${key} ${median(traces.map((trace) => trace[key])).toFixed(1)}`,
  );
  console.log(`${address}  ${cells.join("  ")}  (ms, median of ${traces.length}; LCP: ${traces[0].lcpElement})`);
});
