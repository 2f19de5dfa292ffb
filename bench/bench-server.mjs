// The API server the load benchmarks run against: a free loopback port, PGlite in a temp folder (or an empty
// PostgreSQL database through BENCH_DATABASE_URL), no built site, and the server process's CPU time from /proc.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A port free on loopback now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A temp folder for one run's database and the server's environment on a free port; `extra` adds to it. */
export async function benchEnv(prefix, extra = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    // no built site needed: the API is what is measured
    SERVE_STATIC: "0",
    STATIC_DIR: path.join(dataDir, "no-site"),
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    // PGlite unless BENCH_DATABASE_URL names an empty PostgreSQL database to compare with
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    LOG_LEVEL: "warn",
    ...extra,
  };
  return { port, dataDir, env };
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Starts `server/main.ts` with `env`. `cpuMs()` is the CPU time the process has used (user + system, ms; undefined
 * where /proc is not): per request it shows what a route costs even when other work on the machine skews
 * throughput and latency. `exitedWith()` is the exit code or signal once it has exited (undefined while it runs);
 * `stop()` ends it and removes the data folder.
 */
export function startServer(env, dataDir) {
  // BENCH_NODE_ARGS adds Node flags to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exit;
  const exited = new Promise((resolve) =>
    server.once("exit", (code, signal) => {
      exit = signal ?? code;
      resolve();
    }),
  );
  return {
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) "
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
      } catch {
        return undefined;
      }
    },
    exitedWith: () => exit,
    async stop() {
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
