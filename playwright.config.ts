import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/chromium.ts";

/**
 * The journeys run in one worker per two cores, each worker against its own server on its own fresh database (two
 * journeys never share data, and a worker runs its files one after another). On a two-core machine one worker:
 * the journeys keep both cores busy (browser and server): two workers there took 426 s alone, one worker 469 s with
 * lint and the format check beside it. `E2E_WORKERS` sets the number.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(os.availableParallelism() / 2)));

/** A folder that serves the built sites as dist/client does, with its own version.json (the version-check journey
 * writes it: another worker's open pages must not see it change). The server's renderer sits beside it. */
function mirrorOfBuild(into: string): string {
  const client = path.resolve("dist/client");
  const mirror = path.join(into, "dist", "client");
  mkdirSync(mirror, { recursive: true });
  for (const entry of readdirSync(client)) {
    if (entry === "version.json") copyFileSync(path.join(client, entry), path.join(mirror, entry));
    else symlinkSync(path.join(client, entry), path.join(mirror, entry));
  }
  if (existsSync("dist/server")) symlinkSync(path.resolve("dist/server"), path.join(into, "dist", "server"));
  return mirror;
}

// The config is evaluated again in every worker: pick the ports, data and build folders once, in the runner, and
// hand them down through the environment.
if (!process.env.E2E_PORTS) {
  const ports = Array.from({ length: WORKERS }, () =>
    execFileSync(process.execPath, [
      "-e",
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
  const folders = ports.map(() => mkdtempSync(path.join(os.tmpdir(), "e2e-")));
  process.env.E2E_PORTS = ports.join(",");
  process.env.E2E_DATA_DIRS = folders.map((folder) => path.join(folder, "pglite")).join(",");
  process.env.E2E_STATIC_DIRS = folders
    .map((folder, i) => (i === 0 || !existsSync("dist/client") ? path.resolve("dist/client") : mirrorOfBuild(folder)))
    .join(",");
}
const dataDirs = process.env.E2E_DATA_DIRS!.split(",");
const staticDirs = process.env.E2E_STATIC_DIRS!.split(",");
const servers = process.env.E2E_PORTS.split(",").map((port, i) => ({
  port: Number(port),
  dataDir: dataDirs[i] ?? "",
  staticDir: staticDirs[i] ?? "",
}));
// In a worker: its own server (a replaced worker takes the same slot). Journeys that name a host of their own
// (mart.localhost, summit.localhost) or start a server of their own read these.
const own = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers.length]!;
process.env.E2E_PORT = String(own.port);
process.env.E2E_STATIC_DIR = own.staticDir;
const port = own.port;

export default defineConfig({
  testDir: "tests/e2e",
  // a journey takes 3-20 s alone; the same journeys under a busy two-core machine (the linters beside them) took
  // 30 s and a page 10 s to follow a click: the limits say "broken", not "slow"
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: servers.length,
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
  webServer: servers.map((server) => ({
    // the built product served by our own server, on a fresh embedded database
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${server.port}/api/health`,
    reuseExistingServer: false,
    // the first start builds the demo database; on a busy two-core machine that can pass a minute
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      PGLITE_DIR: server.dataDir,
      STATIC_DIR: server.staticDir,
      LOG_LEVEL: "warn",
      MART_HOSTS: "mart.localhost",
      SUMMIT_HOSTS: "summit.localhost",
      // a short poll so the version-check journey runs in seconds
      VERSION_POLL_MS: "1000",
    },
  })),
});
