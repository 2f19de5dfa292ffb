// Bundle sizes (gzip) of the shell entry, each site's chunk and the CSS, checked against budgets.
// Builds into dist/bench with a manifest so chunks can be traced back to their source.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGETS_KB = {
  // the shell: everything the first page needs before any site code
  shellJs: 135,
  css: 30,
  // one site's own code (routes, layout, its screens' shared code), excluding shared vendor chunks
  siteJs: 40,
};

const outDir = "dist/bench";
const build = spawnSync("node_modules/.bin/vite", ["build", "--outDir", outDir, "--manifest", "--logLevel", "warn"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

/** A chunk and every chunk it imports statically: what the browser must fetch before the code runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = closure(entryKey);
const shellKb = [...shell].reduce((sum, k) => sum + gz(manifest[k].file), 0);
const cssKb = [...new Set([...shell].flatMap((k) => manifest[k].css ?? []))].reduce((s, f) => s + gz(f), 0);

const rows = [
  { name: "shell entry (JS, with static imports)", kb: shellKb, budget: BUDGETS_KB.shellJs },
  { name: "CSS", kb: cssKb, budget: BUDGETS_KB.css },
];
for (const [key, chunk] of Object.entries(manifest)) {
  const site = /^sites\/([^/]+)\/routes\.tsx$/.exec(key)?.[1];
  if (!site) continue;
  // the site's own chunks: its routes chunk plus static imports that the shell does not already hold
  const own = [...closure(key)].filter((k) => !shell.has(k));
  const kb = own.reduce((sum, k) => sum + gz(manifest[k].file), 0);
  rows.push({ name: `site ${site} (${chunk.file})`, kb, budget: BUDGETS_KB.siteJs });
}

let over = 0;
for (const r of rows) {
  const ok = r.kb <= r.budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? "ok  " : "OVER"} ${r.name.padEnd(60)} ${r.kb.toFixed(1).padStart(7)} kB gzip (budget ${r.budget} kB)`,
  );
}
console.log(over ? `${over} over budget` : "all within budget");
process.exitCode = over ? 1 : 0;
