// `npm test`: every check the product has, in one run. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the last line counts the tests of every runner ("N passed, N failed").
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { ensureMachine } from "./test-setup.mjs";
import { exitReason, playwrightFailures, vitestCounts, vitestFailures } from "./test-report.mjs";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });
const only = process.argv.slice(2);

/** The last part of a step's output is kept, so a step that fails with no failing test can say why. */
const KEPT_OUTPUT = 256 * 1024;

function run(cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...env } });
    let kept = "";
    const keep = (to) => (chunk) => {
      to.write(chunk);
      kept = (kept + chunk.toString()).slice(-KEPT_OUTPUT);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    const done = (code) => resolve({ code, seconds: (Date.now() - started) / 1000, tail: kept });
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
}

/** Runs a command with its output held back, so checks running side by side print one after another. */
function runQuiet(cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks) });
    child.on("error", () => done(1));
    child.on("close", (code) => done(code ?? 1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A check that is one test: passes or fails as a whole (type check, lint, format, build). */
function single(cmd, args) {
  return async () => {
    const { code, seconds } = await run(cmd, args);
    return { code, seconds, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  };
}

function vitest(projects, outputName) {
  return async () => {
    const out = `${RESULTS}/${outputName}.json`;
    rmSync(out, { force: true });
    const r = await run("node_modules/.bin/vitest", [
      "run",
      ...projects.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ]);
    const report = readJson(out);
    const counts = vitestCounts(report, r.code);
    const failures = counts.failed ? vitestFailures(report) : [];
    // the exit code failed the step with every test passed (an unhandled error, a process that would not end)
    if (counts.failed && !failures.length) failures.push(exitReason(r.tail, r.code));
    return { code: r.code, seconds: r.seconds, ...counts, failures };
  };
}

async function playwright() {
  const out = `${RESULTS}/e2e.json`;
  rmSync(out, { force: true });
  const { code, seconds, tail } = await run("node_modules/.bin/playwright", ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const r = { code, seconds };
  const report = readJson(out);
  const stats = report?.stats;
  if (!stats) return { ...r, passed: 0, failed: 1, skipped: 0, failures: [`(no report) ${exitReason(tail, code)}`] };
  let failed = stats.unexpected;
  if (r.code !== 0 && failed === 0) failed = 1;
  const failures = failed ? playwrightFailures(report) : [];
  if (failed && !failures.length) failures.push(exitReason(tail, code));
  return { ...r, passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, failures };
}

// The static checks read the sources only, so they run beside a browser step instead of after everything, one after
// another (each takes a core at most): the type check and the type-aware lint (TypeScript 7's native compiler under
// both, about 50 s each there) beside the stories, lint (about 90 s of CPU) and the format check (about 35 s) beside
// the end-to-end journeys. Measured on this two-core machine: the four beside the stories made them 147 s slower
// (680 -> 827 s), more than the journeys gained.
const checks = [
  ["typecheck", process.execPath, ["node_modules/typescript-native/bin/tsc", "--noEmit", "-p", "."], "stories"],
  [
    "lint-types",
    "node_modules/.bin/oxlint",
    ["--type-aware", "--tsconfig", "tsconfig.json", "--deny-warnings"],
    "stories",
  ],
  ["lint", "node_modules/.bin/eslint", [".", "--max-warnings", "0"], "e2e"],
  ["format", "node_modules/.bin/prettier", ["--check", ".", "--log-level", "warn"], "e2e"],
];

const steps = [
  ["unit+server", vitest(["unit", "dom", "dom-mocks", "server"], "vitest-node")],
  ["stories", vitest(["storybook"], "vitest-stories")],
  ["build", single("npm", ["run", "build", "--silent"])],
  [
    "e2e",
    () =>
      existsSync("dist/client/index.html") ? playwright() : { code: 1, seconds: 0, passed: 0, failed: 1, skipped: 0 },
  ],
];

// What the browser tests need from the machine (Chromium, the CJK fonts): installed, or one line saying how.
const browserSteps = ["stories", "e2e"];
if (steps.some(([name]) => browserSteps.includes(name) && (!only.length || only.includes(name)))) {
  if (!ensureMachine(["browser"])) {
    writeFileSync(`${RESULTS}/summary.json`, `${JSON.stringify({ passed: 0, failed: 1, skipped: 0, steps: [] })}\n`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

const results = [];
const chosenChecks = checks.filter(([name]) => !only.length || only.includes(name));
const chosenSteps = steps.filter(([name]) => !only.length || only.includes(name));

/** Runs some static checks one after another; each prints its output and result when it ends. */
async function runChecks(group) {
  console.log(`\n=== ${group.map(([name]) => name).join(", ")} (one after another, each printed when done) ===`);
  for (const [name, cmd, args] of group) {
    const { output, ...r } = await runQuiet(cmd, args);
    if (output.length) process.stdout.write(output);
    const result = { ...r, passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1, skipped: 0 };
    results.push({ name, ...result });
    console.log(`=== ${name}: ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(1)} s`);
  }
}

// a check whose step is not part of this run runs first, on its own
const stepNames = new Set(chosenSteps.map(([name]) => name));
const alone = chosenChecks.filter(([, , , beside]) => !stepNames.has(beside));
if (alone.length) await runChecks(alone);
for (const [name, step] of chosenSteps) {
  const beside = chosenChecks.filter(([, , , step]) => step === name);
  const checksDone = beside.length ? runChecks(beside) : undefined;
  console.log(`\n=== ${name} ===`);
  const r = await step();
  results.push({ name, ...r });
  console.log(`=== ${name}: ${r.passed} passed, ${r.failed} failed in ${r.seconds.toFixed(1)} s`);
  await checksDone;
}

const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
writeFileSync(`${RESULTS}/summary.json`, `${JSON.stringify({ ...total, steps: results }, null, 2)}\n`);
console.log("\nSummary");
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
}
// what failed, by name, just above the last line: the part of a long run's output that is always read
const failures = results.flatMap((r) =>
  (r.failed ? (r.failures?.length ? r.failures : [r.name]) : []).map((f) => `${r.name}: ${f}`),
);
if (failures.length) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exitCode = total.failed > 0 ? 1 : 0;
