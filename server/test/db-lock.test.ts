import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/lock";

const base = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
let n = 0;
const freshDir = () => path.join(base, `db-${++n}`);
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function deadPid(): number {
  const done = spawnSync(process.execPath, ["-e", ""]);
  if (!done.pid) throw new Error("could not start a short-lived process");
  return done.pid;
}

describe("PGlite folder lock", () => {
  it("refuses a second opener while the first holds the folder, and frees it on release", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = lockDataDir(dir);
    again();
  });

  it("refuses a folder held by another live process", () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    children.push(holder);
    writeFileSync(`${dir}.lock`, `${holder.pid}\n`);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(holder.pid);
    expect((error as Error).message).toContain(`process ${holder.pid}`);
  });

  it("takes over a stale lock left by a crashed process", () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("takes over an unreadable lock file", () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, "garbage");
    const release = lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("does not remove a lock that another process took over", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(`${dir}.lock`, "424242\n");
    release();
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe("424242");
  });

  it("openDb refuses a held PGlite folder before touching it", async () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      await expect(openDb({ pgliteDir: dir, env: {} })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(existsSync(dir)).toBe(false);
    } finally {
      release();
    }
  });
});
