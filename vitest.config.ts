import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { Plugin } from "vite";
import { defineConfig, mergeConfig } from "vitest/config";
import { replacesModules } from "./scripts/test-projects.mjs";
import { chromiumLaunch } from "./tests/chromium.ts";
import { glyphTolerant } from "./tests/visual/compare.ts";
import viteConfig from "./vite.config.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Strict on flat areas (a token one unit off fails), tolerant of glyph-edge anti-aliasing: tests/visual/compare.ts.
const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: "glyph-tolerant" as const,
    comparatorOptions: {},
    comparators: { "glyph-tolerant": glyphTolerant },
    // two equal captures in a row make a stable picture; on a loaded two-core machine a tall screen took longer
    // than the default 5 s to capture twice (the picture itself matched)
    timeout: 20_000,
  },
};

/**
 * Each story file registers the story hooks (picture comparison, page reset) itself. The story files share one page
 * and its modules (`isolate: false`), and Vitest runs a setup file again for a file only when the clock has moved
 * since the previous one: hooks from a setup file silently missed most files.
 */
const storyTestHooks: Plugin = {
  name: "story-test-hooks",
  enforce: "post",
  transform(code, id) {
    if (!/\.stories\.tsx(\?|$)/.test(id)) return null;
    return {
      code: `${code}\nimport { registerStoryHooks as __registerStoryHooks } from "/.storybook/story-test-hooks.ts";\n__registerStoryHooks();\n`,
      map: null,
    };
  },
};

/** Test files of the browser-free projects. */
const UNIT_DIRS = [
  "design-system",
  "lib",
  "contracts",
  "blocks",
  "features",
  "sites",
  "locales",
  "tests/unit",
  "tests/visual",
];

/**
 * The DOM test files that replace modules (`vi.mock`): they run in a module cache of their own. Every other DOM
 * file shares its worker's document and modules (setting up jsdom and importing React for each file cost more than
 * the tests); they clean up after each test, and a test that needs texts or state of its own brings them.
 */
const DOM_TESTS = UNIT_DIRS.map((dir) => `${dir}/**/*.test.tsx`);
const domTestsReplacingModules = UNIT_DIRS.flatMap((dir) =>
  readdirSync(path.join(dirname, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.tsx"))
    .map((file) => `${dir}/${file}`)
    .filter((file) => replacesModules(readFileSync(path.join(dirname, file), "utf8"))),
);

export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    test: {
      // both cores (the default leaves one idle on a two-core machine); the story project's two workers are two
      // pages of one browser
      maxWorkers: 2,
      // After the last file the browser run keeps timers of the screenshot command (its stability timeout) and
      // native handles that hold the process without work to do: it is ended after this long (default 10 s).
      teardownTimeout: 3_000,
      projects: [
        // Pure code runs in node; a file that needs a DOM says so (`// @vitest-environment jsdom`) or is a .tsx
        // test, which the dom project runs in jsdom. Setting up jsdom for every file cost more than the tests.
        {
          extends: true,
          test: {
            name: "unit",
            environment: "node",
            include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`),
            // pure modules: files share one module cache per worker instead of importing everything again
            // (58 -> 18 s); the dom project's files share a document and modules too (DOM_TESTS above)
            pool: "threads",
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: "dom",
            environment: "jsdom",
            include: DOM_TESTS,
            exclude: domTestsReplacingModules,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: "dom-mocks",
            environment: "jsdom",
            include: domTestsReplacingModules,
          },
        },
        {
          extends: true,
          test: {
            name: "server",
            environment: "node",
            include: ["server/**/*.test.ts"],
            // *.pg.test.ts needs a PostgreSQL server (connections cut, several servers at once): `npm run
            // test:postgres` runs it, the embedded-database run leaves it out instead of skipping it
            exclude: process.env.TEST_DATABASE_URL ? [] : ["server/**/*.pg.test.ts"],
            globalSetup: ["server/platform/test/global-setup.ts"],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            // each PGlite instance holds ~800 MiB; the two workers (below) fit comfortably. Files share a worker's
            // modules (every file builds its own app and database and closes them): 133 -> 68 s
            pool: "forks",
            isolate: false,
          },
        },
        // One browser for every story file, two pages side by side (one page runs its files one after another and
        // spends half its time loading the next one). `npm run test:stories -- features/wishlist` runs one feature.
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") }), storyTestHooks],
          test: {
            name: "storybook",
            // the picture is compared in an afterEach hook (.storybook/story-test-hooks.ts): room for its timeout
            hookTimeout: 30_000,
            // a story takes 0.5-8 s; on a fresh checkout the first ones also wait for the dependency optimiser, and
            // a busy two-core machine doubles everything: 15 s failed stories that pass alone
            testTimeout: 30_000,
            // story files share the page and its modules (a fresh page per file cost ~3 s each); every story
            // starts clean all the same: the preview's beforeEach and the story hooks reset what a story can leave
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              // a runner page taller than any picture (MAX_HEIGHT in the screenshot setup): a tall story's frame is
              // never scaled down to fit, which a screenshot could catch half-way
              provider: playwright({
                launchOptions: chromiumLaunch,
                contextOptions: { viewport: { width: 1280, height: 4100 } },
              }),
              instances: [{ browser: "chromium" as const }],
              viewport: { width: 800, height: 600 },
              expect: screenshotExpect,
            },
          },
        },
      ],
    },
  }),
);
