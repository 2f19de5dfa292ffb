// What the trace diagnostics share (paint-trace.mjs, main-thread.mjs): the addresses from the command line, the
// number of fresh loads from an environment variable, one browser for every load, and the median.
import { chromium } from "playwright";
import { benchChromiumLaunch } from "../tests/chromium.ts";

export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/**
 * Loads each address given on the command line `runs` times (the variable `runsVariable`, 5 by default) with
 * `traceOnce(browser, address)`, then reports its traces (`report(address, traces)`); an address that never
 * painted is said so.
 */
export async function traceAddresses(runsVariable, traceOnce, report) {
  const runs = Math.max(1, Number(process.env[runsVariable] ?? 5));
  const addresses = process.argv.slice(2);
  if (addresses.length === 0) {
    console.error("Give the addresses to trace, e.g. http://127.0.0.1:3000/main");
    process.exit(2);
  }
  const browser = await chromium.launch(benchChromiumLaunch);
  try {
    for (const address of addresses) {
      const traces = [];
      for (let run = 0; run < runs; run++) {
        const trace = await traceOnce(browser, address);
        if (trace) traces.push(trace);
      }
      if (traces.length === 0) console.log(`${address}: no first paint recorded`);
      else report(address, traces);
    }
  } finally {
    await browser.close();
  }
}
