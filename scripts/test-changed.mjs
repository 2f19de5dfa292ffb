// `npm run test:changed [base]`: the tests a change can affect, for the inner loop. The change is what differs from
// `base` (default HEAD: the uncommitted work, new files included). Runs
//   - the unit, dom and server tests that import a changed file, directly or not (vitest's --changed), and
//   - the stories of every feature, site or design-system component the change touches; a change to what every
//     story draws with (tokens, theme, typeface, Storybook's setup) runs them all.
// The full `npm test` stays the gate before a commit lands.
import { execFileSync, spawnSync } from "node:child_process";
import { ensureMachine } from "./test-setup.mjs";

const base = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
];

if (!changed.length) {
  console.log(`nothing differs from ${base}`);
  process.exit(0);
}

/** Files every story is drawn with: touching one changes every picture. */
const EVERY_STORY = [
  /^\.storybook\//,
  /^design-system\/(theme|tokens|typeface)\.css$/,
  /^design-system\/(index|lib\/.*)\.tsx?$/,
  /^tailwind\.config\.ts$/,
  /^vite(st)?\.config\.ts$/,
  /^tests\/(chromium|visual\/compare)\.ts$/,
  /^lib\//,
  /^locales\//,
  /^package(-lock)?\.json$/,
];

/** The story folder a changed file belongs to (a feature, a site, a design-system component), if any. */
function storyScope(file) {
  const match =
    /^(features\/[^/]+)\//.exec(file) ??
    /^(sites\/[^/]+)\//.exec(file) ??
    /^(design-system\/components\/[^/]+)\//.exec(file);
  return match?.[1];
}

const run = (args) => spawnSync("node_modules/.bin/vitest", ["run", ...args], { stdio: "inherit" }).status ?? 1;

console.log(`changed since ${base}: ${changed.length} files`);
let code = run([
  "--project",
  "unit",
  "--project",
  "dom",
  "--project",
  "dom-mocks",
  "--project",
  "server",
  "--changed",
  base,
  "--passWithNoTests",
]);

const all = changed.some((file) => EVERY_STORY.some((pattern) => pattern.test(file)));
const scopes = [...new Set(changed.map(storyScope).filter(Boolean))];
if (all || scopes.length) {
  if (!ensureMachine(["browser"])) process.exit(1);
  console.log(all ? "stories: all (a file every story uses changed)" : `stories: ${scopes.join(", ")}`);
  const storiesCode = run(["--project", "storybook", "--passWithNoTests", ...(all ? [] : scopes)]);
  code = code || storiesCode;
} else {
  console.log("stories: none touched");
}
process.exitCode = code;
