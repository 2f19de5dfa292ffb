// What the browser and database tests need from the machine, checked before any test runs (`npm test` and `.ci/run`
// both start here). Missing pieces are installed from Debian's packages when we are root with apt-get, with one
// line saying what and why; otherwise the run stops at once with one line giving the command to run.
//
//   node scripts/test-setup.mjs [browser] [postgres] [bench]   (no argument: browser and postgres)
//
// The typefaces the pages use ship with the product (npm packages), so the screenshots do not depend on the
// machine's fonts; the CJK system fonts are still installed because the language list names Japanese and Chinese
// in their own scripts, which the product's typeface does not cover.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The tests' browser, Debian's headless shell of Chromium (tests/chromium.ts launches it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** The benchmarks' browser, Debian's full Chromium. */
export const BENCH_CHROMIUM_PATH = process.env.BENCH_CHROMIUM_PATH ?? "/usr/bin/chromium";

function hasCjkFonts() {
  try {
    return execFileSync("fc-list", [":lang=ja"], { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
}

function hasPostgres() {
  try {
    return readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
}

/** Each need: the Debian package that meets it, why the tests want it, and whether the machine has it. */
export const NEEDS = {
  browser: [
    {
      pkg: "chromium-headless-shell",
      why: "story and end-to-end tests run in Chromium's headless shell",
      present: () => existsSync(CHROMIUM_PATH),
    },
    {
      pkg: "fonts-noto-cjk",
      why: "the language list names Japanese and Chinese in their scripts",
      present: hasCjkFonts,
    },
  ],
  postgres: [{ pkg: "postgresql", why: "the API suite runs on a real server for races", present: hasPostgres }],
  bench: [
    {
      pkg: "chromium",
      why: "the page benchmarks measure the full browser",
      present: () => existsSync(BENCH_CHROMIUM_PATH),
    },
  ],
};
/** What `node scripts/test-setup.mjs` with no argument sets up: what `npm test` and `.ci/run` need. */
const TEST_NEEDS = ["browser", "postgres"];

/** The packages missing for the given needs. */
export function missingPackages(needs) {
  return needs.flatMap((n) => NEEDS[n] ?? []).filter((item) => !item.present());
}

function canApt() {
  return process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

/** Installs what is missing or explains how; returns false when the tests cannot run. */
export function ensureMachine(needs) {
  const missing = missingPackages(needs);
  if (!missing.length) return true;
  const pkgs = missing.map((m) => m.pkg);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${pkgs.join(" ")}`;
  // a Chromium of the user's own choosing is theirs to provide: installing Debian's would not put it there
  for (const [pkg, variable] of [
    ["chromium-headless-shell", "CHROMIUM_PATH"],
    ["chromium", "BENCH_CHROMIUM_PATH"],
  ]) {
    if (missing.some((m) => m.pkg === pkg) && process.env[variable]) {
      console.error(`${variable}=${process.env[variable]} does not exist`);
      return false;
    }
  }
  if (!canApt()) {
    console.error(`The tests need ${missing.map((m) => `${m.pkg} (${m.why})`).join(", ")}; run as root: ${command}`);
    return false;
  }
  console.log(`installing ${missing.map((m) => `${m.pkg} (${m.why})`).join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const quiet = { stdio: ["ignore", "ignore", "inherit"], env };
  const ok =
    spawnSync("apt-get", ["update", "-q"], quiet).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...pkgs], quiet).status === 0;
  if (!ok || missingPackages(needs).length) {
    console.error(`installing ${pkgs.join(" ")} failed; run as root: ${command}`);
    return false;
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const asked = process.argv.slice(2);
  process.exitCode = ensureMachine(asked.length ? asked : TEST_NEEDS) ? 0 : 1;
}
