// The main thread's long tasks after a page's first paint, from the browser's own trace: what Lighthouse's mobile
// preset counts as blocking time once it has slowed the trace four times (a task blocks for its length times four,
// less 50 ms). Lighthouse's score of it swings by hundreds of milliseconds between runs on a busy machine; the trace's
// own tasks, unthrottled, tell a change apart. For each address, the median of MAIN_THREAD_RUNS fresh loads (5 by
// default) at a phone's width: the estimated blocking time, the count of tasks over 12.5 ms, and (with
// MAIN_THREAD_DETAIL=1) what the longest tasks of the median run spent their time on.
// Usage: a running server, then
//   node --import tsx bench/main-thread.mjs http://127.0.0.1:3000/main http://127.0.0.1:3000/product/detail/1
import { median, traceAddresses } from "./traced-loads.mjs";

const detail = process.env.MAIN_THREAD_DETAIL === "1";

const CATEGORIES = ["devtools.timeline", "blink", "loading", "v8.execute", "disabled-by-default-devtools.timeline"];
/** Lighthouse's mobile preset slows the main thread four times; a task blocks for what exceeds 50 ms after that. */
const SLOWDOWN = 4;
const LONG = 50;
const TASK = "RunTask";

/** What one long task spent its time on: its direct kinds of work, longest first, scripts named by file. */
function taskParts(task, events) {
  const inside = events.filter(
    (e) => e.ph === "X" && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task,
  );
  const parts = new Map();
  for (const e of inside) {
    if (
      ![
        "EvaluateScript",
        "v8.evaluateModule",
        "FunctionCall",
        "Layout",
        "UpdateLayoutTree",
        "ParseAuthorStyleSheet",
        "v8.compileModule",
        "ParseHTML",
        "Paint",
        "PrePaint",
      ].includes(e.name)
    )
      continue;
    const url = e.args?.data?.url ?? e.args?.data?.functionName ?? "";
    const key = `${e.name}${url ? ` ${url.replace(/^.*\//, "")}` : ""}`;
    parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`);
}

async function traceOnce(browser, address) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(address, { waitUntil: "load" });
    // the page's code loads after the paint and runs when the browser is idle: wait until the network is quiet
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fcp = events.find((e) => e.name === "firstContentfulPaint");
    if (!fcp) return undefined;
    // the renderer's main thread: where the first paint was recorded
    const main = events.find((e) => e.name === "firstContentfulPaint").tid;
    const tasks = events.filter((e) => e.ph === "X" && e.name === TASK && e.tid === main && e.ts > fcp.ts);
    const long = tasks.filter((t) => (t.dur / 1000) * SLOWDOWN > LONG);
    const blocking = long.reduce((sum, t) => sum + (t.dur / 1000) * SLOWDOWN - LONG, 0);
    const longest = [...long].sort((a, b) => b.dur - a.dur).slice(0, 4);
    return {
      blocking,
      count: long.length,
      detail: longest.map(
        (t) =>
          `${(t.dur / 1000).toFixed(1)} ms @${((t.ts - fcp.ts) / 1000).toFixed(0)}: ${taskParts(t, events).join(", ")}`,
      ),
    };
  } finally {
    await context.close();
  }
}

await traceAddresses("MAIN_THREAD_RUNS", traceOnce, (address, traces) => {
  const sorted = [...traces].sort((a, b) => a.blocking - b.blocking);
  const mid = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${address}  blocking ~${mid.blocking.toFixed(0)} ms (x${SLOWDOWN})  long tasks ${median(traces.map((t) => t.count))}  runs ${sorted.map((t) => t.blocking.toFixed(0)).join(" ")}`,
  );
  if (detail) for (const line of mid.detail) console.log(`    ${line}`);
});
