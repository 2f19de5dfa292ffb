import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/lock";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const base = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
let n = 0;
const freshDir = () => path.join(base, `db-${++n}`);
/** A folder whose lock path is too long for a unix socket, so the lock is a file (as on Windows). */
const longDir = () => {
  const parent = path.join(base, "x".repeat(60), "y".repeat(60));
  mkdirSync(parent, { recursive: true });
  return path.join(parent, `db-${++n}`);
};
const children: ChildProcess[] = [];
const sockets = process.platform !== "win32";

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function deadPid(): number {
  const done = spawnSync(process.execPath, ["-e", ""]);
  if (!done.pid) throw new Error("could not start a short-lived process");
  return done.pid;
}

async function lockError(dir: string): Promise<DataDirLockedError> {
  const error = await lockDataDir(dir).then(
    (release) => {
      release();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataDirLockedError);
  return error as DataDirLockedError;
}

/** The lock path in a form usable in a child's script. */
const holderScript = (dir: string, startAt = 0) => `
  const { lockDataDir } = await import(${JSON.stringify(path.join(root, "server/platform/db/lock.ts"))});
  await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
  try {
    await lockDataDir(${JSON.stringify(dir)});
    console.log("locked " + process.pid);
    setInterval(() => {}, 60_000);
  } catch (error) {
    console.log("refused " + error.message);
    process.exit(3);
  }
`;

type Holder = { child: ChildProcess; line: Promise<string> };

/**
 * A process that takes the folder's lock (at `startAt`, a Date.now() value, if given) and keeps it until killed;
 * `line` is its first line ("locked <pid>" or "refused ...").
 */
function holder(dir: string, options: { wrap?: string[]; startAt?: number } = {}): Holder {
  const { wrap = [], startAt } = options;
  const args = [process.execPath, "--import", "tsx", "--input-type=module", "-e", holderScript(dir, startAt)];
  const [command, ...rest] = [...wrap, ...args] as [string, ...string[]];
  const child = spawn(command, rest, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString("utf8");
  });
  const line = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const end = out.indexOf("\n");
      if (end >= 0) resolve(out.slice(0, end));
    });
    // "close", not "exit": a process that prints and exits at once can be reported gone before its output is read.
    child.once("close", (code, signal) => reject(new Error(`holder exited (${code ?? signal}) before a line: ${err}`)));
  });
  line.catch(() => {});
  return { child, line };
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

function canUsePidNamespace(): boolean {
  if (process.platform !== "linux") return false;
  const probe = spawnSync("unshare", ["--pid", "--fork", "--kill-child", process.execPath, "-p", "process.pid"], {
    encoding: "utf8",
  });
  return probe.status === 0 && probe.stdout.trim() === "1";
}

describe("PGlite folder lock", () => {
  it("refuses a second opener while the first holds the folder (this process too), and frees it on release", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    if (sockets) expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true);
    const error = await lockError(dir);
    expect(error.pid).toBe(process.pid);
    expect(error.message).toContain(`in use by process ${process.pid}`);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await lockDataDir(dir);
    again();
  });

  it("refuses a folder held by another live process, naming it", async () => {
    const dir = freshDir();
    const other = holder(dir);
    expect(await other.line).toBe(`locked ${other.child.pid}`);
    const error = await lockError(dir);
    expect(error.pid).toBe(other.child.pid);
    expect(error.message).toContain(`in use by process ${other.child.pid}`);
  }, 30_000);

  it("takes over the lock of a holder killed with SIGKILL", async () => {
    const dir = freshDir();
    const other = holder(dir);
    expect(await other.line).toBe(`locked ${other.child.pid}`);
    await killed(other.child);
    expect(existsSync(`${dir}.lock`)).toBe(true); // left behind, as after a crash
    const release = await lockDataDir(dir);
    release();
  }, 30_000);

  it("takes over a lock naming our own pid: a container's pid 1 restarted as pid 1 finds its predecessor's lock", async () => {
    // What earlier versions wrote (a bare pid), and the file form of the lock with another process's token.
    for (const content of [`${process.pid}\n`, JSON.stringify({ pid: process.pid, host: hostname(), token: "old" })]) {
      const dir = freshDir();
      writeFileSync(`${dir}.lock`, content);
      const release = await lockDataDir(dir);
      release();
      expect(existsSync(`${dir}.lock`)).toBe(false);
    }
  });

  it.skipIf(!canUsePidNamespace())(
    "restarts as pid 1 in a fresh pid namespace after the pid-1 holder was killed with SIGKILL (needs unshare)",
    async () => {
      const dir = freshDir();
      const wrap = ["unshare", "--pid", "--fork", "--kill-child"];
      const first = holder(dir, { wrap });
      expect(await first.line).toBe("locked 1");
      await killed(first.child);
      const second = holder(dir, { wrap });
      expect(await second.line).toBe("locked 1");
      // ...and while it runs, the folder is still refused to others.
      expect((await lockError(dir)).pid).toBe(1);
    },
    30_000,
  );

  it("takes over a stale lock file left by a crashed process", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = await lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("still refuses a lock file naming another live process (as an earlier version writes it)", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    children.push(other);
    writeFileSync(`${dir}.lock`, `${other.pid}\n`);
    expect((await lockError(dir)).pid).toBe(other.pid);
  });

  it("takes over an unreadable lock file", async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, "garbage");
    const release = await lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("does not remove a lock that replaced its own", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    unlinkSync(`${dir}.lock`);
    writeFileSync(`${dir}.lock`, "424242\n");
    release();
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe("424242");
  });

  it("lets exactly one of several processes take over one stale lock at the same time", async () => {
    const dir = freshDir();
    const crashed = holder(dir);
    expect(await crashed.line).toMatch(/^locked /);
    await killed(crashed.child);
    // They start together (past their start-up time) so their look at the stale lock falls in the same moment.
    const startAt = Date.now() + 6_000;
    const racers = Array.from({ length: 6 }, () => holder(dir, { startAt }));
    const lines = await Promise.all(racers.map((racer) => racer.line));
    expect(lines.filter((line) => line.startsWith("locked "))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("refused "))).toHaveLength(5);
  }, 60_000);

  it("where a socket cannot be used (a path too long for one), uses a file with pid, host and token", async () => {
    const dir = longDir();
    const release = await lockDataDir(dir);
    const content = JSON.parse(readFileSync(`${dir}.lock`, "utf8")) as { pid: number; host: string; token: string };
    expect(content).toMatchObject({ pid: process.pid, host: hostname() });
    // The same process is refused while it holds the lock; a lock naming our pid with another token is stale.
    expect((await lockError(dir)).pid).toBe(process.pid);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    writeFileSync(`${dir}.lock`, JSON.stringify({ ...content, token: "previous-run" }));
    const again = await lockDataDir(dir);
    again();

    // A live other process is refused, a dead one taken over, one on another host refused (it cannot be checked).
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    children.push(other);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, host: hostname(), token: "t" }));
    expect((await lockError(dir)).pid).toBe(other.pid);
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), host: hostname(), token: "t" }));
    (await lockDataDir(dir))();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: deadPid(), host: "elsewhere", token: "t" }));
    const elsewhere = await lockError(dir);
    expect(elsewhere.message).toContain("on elsewhere");
    unlinkSync(`${dir}.lock`);
  });

  it("openDb refuses a held PGlite folder before touching it", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    try {
      await expect(openDb({ pgliteDir: dir, env: {} })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(existsSync(dir)).toBe(false);
    } finally {
      release();
    }
  });
});
