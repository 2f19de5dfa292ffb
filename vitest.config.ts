import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import { chromiumLaunch } from "./tests/chromium.ts";
import viteConfig from "./vite.config.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Strict pixel comparison: the default threshold (0.1) lets a visibly darker token colour pass.
const screenshotExpect = {
  toMatchScreenshot: { comparatorName: "pixelmatch" as const, comparatorOptions: { threshold: 0 } },
};

function storybookProject(name: string, exclude: string[]) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
    test: {
      name,
      exclude,
      setupFiles: [".storybook/vitest.screenshot-setup.ts"],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunch }),
        instances: [{ browser: "chromium" as const }],
        viewport: { width: 800, height: 600 },
        expect: screenshotExpect,
      },
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: [
              "design-system/**/*.test.{ts,tsx}",
              "lib/**/*.test.{ts,tsx}",
              "contracts/**/*.test.ts",
              "features/**/*.test.{ts,tsx}",
              "sites/**/*.test.{ts,tsx}",
              "locales/**/*.test.ts",
              "tests/unit/**/*.test.{ts,tsx}",
            ],
          },
        },
        {
          extends: true,
          test: {
            name: "server",
            environment: "node",
            include: ["server/**/*.test.ts"],
            globalSetup: ["server/test/global-setup.ts"],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            pool: "forks",
            // each PGlite instance holds ~800 MiB; two workers fit comfortably on the 2-core machines
            maxWorkers: 2,
            // runs after the unit project (a project with its own worker limit needs its own group)
            sequence: { groupOrder: 1 },
          },
        },
        // The stories run as two browser projects, which Vitest runs side by side (one browser page each): one
        // page runs files strictly one after another, and half of its time is spent loading the next file.
        storybookProject("storybook-a", ["features/!(auth|account)/**", "sites/**"]),
        storybookProject("storybook-b", ["design-system/**", "features/auth/**", "features/account/**"]),
      ],
    },
  }),
);
