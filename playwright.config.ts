import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/chromium.ts";

// The config is evaluated again in every worker: pick the port and data folder once, in the runner, and hand
// them down through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(mkdtempSync(path.join(os.tmpdir(), "e2e-")), "pglite");
}
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  // a journey takes 3-20 s alone; the same journeys under a busy two-core machine (the linters beside them) took
  // 30 s and a page 10 s to follow a click: the limits say "broken", not "slow"
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    // Recording a trace (a screencast and a DOM snapshot at every step) cost a fifth of the journeys' time, for
    // every journey that passes, and a run elsewhere keeps only its text: record one when looking into a failure,
    // `npx playwright test <spec> --trace retain-on-failure` (or `on`), and open it with `npx playwright show-trace`.
    trace: "off",
  },
  webServer: {
    // the built product served by our own server, on a fresh embedded database
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // the first start builds the demo database; on a busy two-core machine that can pass a minute
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      MART_HOSTS: "mart.localhost",
      SUMMIT_HOSTS: "summit.localhost",
      // a short poll so the version-check journey runs in seconds
      VERSION_POLL_MS: "1000",
    },
  },
});
