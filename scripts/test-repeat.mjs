// `npm run test:repeat -- <file...> [N]`: runs test files N times (default 20) and says how many runs passed. A
// test that fails once in twenty runs is a defect; this is how to find one before CI does. The files are of one
// kind:
//   - end-to-end specs (tests/e2e/*.spec.ts) run N times against the built product, each run with its own server on
//     a fresh database (as CI runs them);
//   - story files run together N times, one Vitest process per run (they share its page, as in `npm test`);
//   - any other test files run N times in one Vitest process (their project picked by the first file), so the
//     transformed modules are reused and a run costs only the tests themselves.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { projectOf } from "./test-projects.mjs";
import { ensureMachine } from "./test-setup.mjs";

const args = process.argv.slice(2);
const times = /^\d+$/.test(args.at(-1) ?? "") ? args.pop() : "20";
const runs = Number(times);
if (!args.length || !args.every((file) => existsSync(file)) || !Number.isInteger(runs) || runs < 1) {
  console.error("usage: npm run test:repeat -- <test file...> [runs, default 20]");
  process.exit(2);
}
const files = args.map((file) => path.relative(process.cwd(), path.resolve(file)));
const relative = files.join(" ");

const kind = (name) => (/^tests\/e2e\/.*\.spec\.ts$/.test(name) ? "e2e" : projectOf(name));
if (new Set(files.map(kind)).size > 1) {
  console.error("test:repeat runs files of one kind at a time (end-to-end, story, or one Vitest project)");
  process.exit(2);
}

if (kind(files[0]) === "e2e") {
  if (!ensureMachine(["browser"])) process.exit(1);
  if (
    !existsSync("dist/client/index.html") &&
    spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status
  )
    process.exit(1);
  // each run as CI runs it: its own server on a fresh database, so a journey that uses up seeded data (a report
  // due, a seat) meets it again, and a run cannot pass only because an earlier one left something behind
  const env = { ...process.env, E2E_WORKERS: "1" };
  for (const name of ["E2E_PORTS", "E2E_DATA_DIRS", "E2E_STATIC_DIRS", "E2E_PORT", "E2E_STATIC_DIR"]) delete env[name];
  const failed = [];
  for (let run = 1; run <= runs; run++) {
    const playwrightArgs = ["test", ...files, "--reporter", "dot"];
    if (spawnSync("node_modules/.bin/playwright", playwrightArgs, { stdio: "inherit", env }).status !== 0) {
      failed.push(run);
    }
  }
  console.log(
    `${relative} (end to end): ${runs - failed.length} of ${runs} runs passed` +
      (failed.length ? `; failed runs: ${failed.join(", ")}` : ""),
  );
  process.exit(failed.length ? 1 : 0);
}

const project = projectOf(files[0]);
if (project === "storybook") {
  // story files run as separate processes: the story plugin's files are not found by the in-process API
  if (!ensureMachine(["browser"])) process.exit(1);
  const failed = [];
  for (let run = 1; run <= runs; run++) {
    const vitestArgs = ["run", "--project", "storybook", ...files, "--reporter", "dot"];
    if (spawnSync("node_modules/.bin/vitest", vitestArgs, { stdio: "inherit" }).status !== 0) failed.push(run);
  }
  console.log(
    `${relative} (storybook): ${runs - failed.length} of ${runs} runs passed` +
      (failed.length ? `; failed runs: ${failed.join(", ")}` : ""),
  );
  process.exit(failed.length ? 1 : 0);
}
const { createVitest } = await import("vitest/node");
const vitest = await createVitest("test", { watch: false, project: [project], reporters: ["dot"] });
await vitest.standalone();
const specs = (await vitest.globTestSpecifications(files)).filter((spec) =>
  files.some((file) => spec.moduleId.endsWith(file)),
);
if (!specs.length) {
  console.error(`${relative} is not a test file of the ${project} project`);
  await vitest.close();
  process.exit(2);
}
const failedRuns = [];
for (let run = 1; run <= runs; run++) {
  const result = await vitest.runTestSpecifications(specs, true);
  const ok = result.unhandledErrors.length === 0 && result.testModules.every((module) => module.ok());
  if (!ok) failedRuns.push(run);
}
await vitest.close();
console.log(
  `${relative} (${project}): ${runs - failedRuns.length} of ${runs} runs passed` +
    (failedRuns.length ? `; failed runs: ${failedRuns.join(", ")}` : ""),
);
process.exit(failedRuns.length ? 1 : 0);
