import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MenusResponse } from "@contracts/settings";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/lock";
import { sitemapSnapshots } from "../../domains/site/tables";
import { seedCounts } from "../db/seed";
import { createTestDb } from "./db";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const base = mkdtempSync(path.join(tmpdir(), "server-main-"));
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

type LogLine = Record<string, unknown>;

type Server = {
  child: ChildProcess;
  url: string;
  lines: LogLine[];
  waitFor: (match: (line: LogLine) => boolean, what: string, timeoutMs?: number) => Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts the process entry exactly as the lead runs it: `node --import tsx server/main.ts`. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.SERVE_STATIC;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = "";
  let buffer = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const text = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ msg: "(not json)", text });
      }
      newline = buffer.indexOf("\n");
    }
    for (const wake of waiters) wake();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  let closed = false;
  // "close", not "exit": the process can be reported gone before the last of its output is read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => {
      closed = true;
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );
  const waitFor = (match: (line: LogLine) => boolean, what: string, timeoutMs = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) return finish(() => resolve(found));
        if (closed) {
          finish(() => reject(new Error(`server exited (${child.exitCode}) before ${what}:\n${stderr}`)));
        }
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`timed out waiting for ${what}; stderr:\n${stderr}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  const listening = await waitFor((l) => l.msg === "listening", "the listening line", 90_000);
  return { child, url: String(listening.url), lines, waitFor, exited };
}

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

function collect(req: http.ClientRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    req.on("error", reject);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

/** A GET on a new connection (no keep-alive pool), so a closed listener shows as refused. */
function freshGet(url: string): Promise<RawResponse> {
  const req = http.get(url, { agent: false });
  return collect(req);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("process entry (node --import tsx server/main.ts)", () => {
  it("serves, lets an in-flight request finish on SIGTERM, exits 0, releases the folder, and keeps data across a restart", async () => {
    const dir = path.join(base, "pglite");
    const first = await startServer({ PGLITE_DIR: dir });
    expect(first.lines.some((l) => l.msg === "seeded")).toBe(true);

    const health = await freshGet(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ data: { status: "ok", database: "ok" } });
    const menusBefore = JSON.parse(
      (await freshGet(`${first.url}/api/v1/settings/menus?lang=ko`)).body,
    ) as MenusResponse;
    expect(menusBefore.meta.count).toBe(6);

    // A second process must not open the same PGlite folder.
    const second = await openDb({ pgliteDir: dir, env: {} }).then(
      (handle) => handle.close().then(() => undefined),
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as DataDirLockedError).pid).toBe(first.child.pid);

    // An idle keep-alive connection must not hold the shutdown up for the whole grace period.
    const keepAlive = new http.Agent({ keepAlive: true });
    const idle = await collect(http.get(`${first.url}/api/health`, { agent: keepAlive }));
    expect(idle.status).toBe(200);

    // A slow upload is in flight when SIGTERM arrives.
    const html = `<main>${"graceful ".repeat(20_000)}</main>`;
    const body = JSON.stringify({ path: "/graceful", html });
    const upload = http.request(`${first.url}/sitemap/`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const uploaded = collect(upload);
    uploaded.catch(() => {}); // awaited below; this only keeps a failed run from adding an unhandled rejection
    upload.write(body.slice(0, 1000));
    await sleep(300);
    const signalled = Date.now();
    first.child.kill("SIGTERM");
    await first.waitFor((l) => l.msg === "shutting down", "the shutdown line");

    // No new connections once shutdown began...
    const refused = await freshGet(`${first.url}/api/health`).then(
      (res) => res,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(["ECONNREFUSED", "ECONNRESET"]).toContain(refused);
    // ...but the request in flight completes.
    upload.end(body.slice(1000));
    const response = await uploaded;
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toMatchObject({ data: { path: "/graceful" }, meta: {} });
    expect(response.headers.connection).toBe("close");

    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(9_000);
    expect(first.lines.some((l) => l.msg === "stopped")).toBe(true);
    expect(first.lines.some((l) => String(l.msg).includes("grace period over"))).toBe(false);
    keepAlive.destroy();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    // Restart on the same folder: data survives and the seed does not run again.
    const again = await startServer({ PGLITE_DIR: dir });
    expect(again.lines.some((l) => l.msg === "seeded")).toBe(false);
    const menusAfter = JSON.parse((await freshGet(`${again.url}/api/v1/settings/menus?lang=ko`)).body) as MenusResponse;
    expect(menusAfter).toEqual(menusBefore);
    again.child.kill("SIGINT");
    expect(await again.exited).toEqual({ code: 0, signal: null });

    const handle = await openDb({ pgliteDir: dir, env: {} });
    try {
      const rows = await handle.db.select().from(sitemapSnapshots).where(eq(sitemapSnapshots.path, "/graceful"));
      expect(rows.map((r) => r.html)).toEqual([html]);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("exits 1 with a clear message when the folder is held by another process", async () => {
    const dir = path.join(base, "held");
    const release = await lockDataDir(dir);
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: root,
        env: { ...process.env, PORT: "0", LOG_LEVEL: "info", PGLITE_DIR: dir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      running.push(child);
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
      });
      const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
      expect(code).toBe(1);
      expect(out).toContain("failed to start");
      expect(out).toContain(`in use by process ${process.pid}`);
    } finally {
      release();
    }
  }, 60_000);

  if (process.env.TEST_DATABASE_URL) {
    it("serves from PostgreSQL when DATABASE_URL is set, seeding it once", async () => {
      const ctx = await createTestDb();
      try {
        const server = await startServer({ DATABASE_URL: ctx.url ?? "" });
        const health = await freshGet(`${server.url}/api/health`);
        expect(JSON.parse(health.body)).toMatchObject({ data: { database: "ok" } });
        expect(server.lines.find((l) => l.msg === "listening")).toMatchObject({ database: "postgres" });
        server.child.kill("SIGTERM");
        expect(await server.exited).toEqual({ code: 0, signal: null });
        const counts = await seedCounts(ctx.db);
        expect(counts.settings_meta).toBe(1);
        expect(counts.menus).toBeGreaterThan(0);
      } finally {
        await ctx.close();
      }
    }, 60_000);
  }
});
