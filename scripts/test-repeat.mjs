// `npm run test:repeat -- <file> [N]`: runs one test file N times (default 20) and says how many runs passed. A test
// that fails once in twenty runs is a defect; this is how to find one before CI does.
//   - an end-to-end spec (tests/e2e/*.spec.ts) runs with Playwright's --repeat-each against one built server;
//   - a story file runs N times, one Vitest process each;
//   - any other test file runs N times in one Vitest process (its project picked by the file), so the transformed
//     modules are reused and a run costs only the tests themselves.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureMachine } from "./test-setup.mjs";

const [file, times = "20"] = process.argv.slice(2);
const runs = Number(times);
if (!file || !existsSync(file) || !Number.isInteger(runs) || runs < 1) {
  console.error("usage: npm run test:repeat -- <test file> [runs, default 20]");
  process.exit(2);
}
const relative = path.relative(process.cwd(), path.resolve(file));

function projectOf(name) {
  if (name.startsWith("server/")) return "server";
  if (/\.stories\.tsx?$/.test(name)) return "storybook";
  if (/\.test\.tsx$/.test(name)) return "dom";
  return "unit";
}

if (/^tests\/e2e\/.*\.spec\.ts$/.test(relative)) {
  if (!ensureMachine(["browser"])) process.exit(1);
  if (
    !existsSync("dist/client/index.html") &&
    spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status
  )
    process.exit(1);
  const args = ["test", relative, "--repeat-each", String(runs), "--reporter", "dot"];
  const status = spawnSync("node_modules/.bin/playwright", args, { stdio: "inherit" }).status ?? 1;
  console.log(`${relative}: ${runs} runs, ${status === 0 ? "all passed" : "some failed (see above)"}`);
  process.exit(status);
}

const project = projectOf(relative);
if (project === "storybook") {
  // story files run as separate processes: the story plugin's files are not found by the in-process API
  if (!ensureMachine(["browser"])) process.exit(1);
  const failed = [];
  for (let run = 1; run <= runs; run++) {
    const args = ["run", "--project", "storybook", relative, "--reporter", "dot"];
    if (spawnSync("node_modules/.bin/vitest", args, { stdio: "inherit" }).status !== 0) failed.push(run);
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
const specs = (await vitest.globTestSpecifications([relative])).filter((spec) => spec.moduleId.endsWith(relative));
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
