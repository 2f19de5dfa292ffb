import { randomUUID } from "node:crypto";
import { linkSync, lstatSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import { hostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly lockPath: string,
    /** The holder's pid, when it could be told (a busy holder may not answer in time). */
    readonly pid: number | undefined,
    readonly host?: string,
  ) {
    const where = host && host !== hostname() ? ` on ${host}` : "";
    super(
      pid === undefined
        ? `The database folder is in use by another process (lock file ${lockPath}), or by one this process ` +
            "cannot check. Stop that process first; if you are sure none uses the folder, delete the lock file."
        : `The database folder is in use by process ${pid}${where} (lock file ${lockPath}). ` +
            "Stop that process first; two processes on one PGlite folder lose data.",
    );
  }
}

/** Who holds a lock, as the holder tells it (socket) or wrote it (file). */
type Identity = { pid: number; host?: string; token?: string };

type Holder = { state: "missing" } | { state: "gone" } | { state: "alive"; pid?: number; host?: string };

/** Longest socket path the kernel takes (sun_path less its NUL); a longer one would be cut short silently. */
const MAX_SOCKET_PATH_BYTES = process.platform === "linux" ? 107 : 103;
/** How long a prober waits for a live holder to say who it is. */
const IDENTIFY_TIMEOUT_MS = 1_000;
/** A take-over guard older than this was left by a process that died in the middle of one (they take milliseconds). */
const STALE_GUARD_MS = 10_000;
const ACQUIRE_TIMEOUT_MS = 15_000;

/** Tokens of the file locks this process holds (on globalThis, so a second copy of this module sees them too). */
const heldTokens: Set<string> = ((globalThis as Record<symbol, unknown>)[Symbol.for("travel-platform.pglite-locks")] ??=
  new Set<string>()) as Set<string>;

function errno(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return errno(error) === "EPERM";
  }
}

function parseIdentity(text: string): Identity | undefined {
  const trimmed = text.trim();
  // A bare pid is what earlier versions wrote.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<Identity>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return undefined;
    return {
      pid: value.pid as number,
      ...(typeof value.host === "string" ? { host: value.host } : {}),
      ...(typeof value.token === "string" ? { token: value.token } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The socket path to use for a lock, or undefined where a unix socket cannot stand for it (Windows, too long). */
function socketPathFor(lockPath: string): string | undefined {
  if (process.platform === "win32") return undefined;
  return Buffer.byteLength(lockPath) <= MAX_SOCKET_PATH_BYTES ? lockPath : undefined;
}

/**
 * Binds a unix socket at the lock path. bind() creates the file atomically and fails if anything is there; the
 * kernel closes the listener when the process ends, however it ends, so a connection attempt tells a live holder
 * from a dead one whatever their pids (a container's pid 1 restarting as pid 1 again).
 * Resolves undefined when the path is taken; throws "unsupported" errors so the caller falls back to a file.
 */
function tryListen(lockPath: string): Promise<(() => void) | undefined> {
  const identity = `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`;
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end(identity);
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      if (errno(error) === "EADDRINUSE") resolve(undefined);
      else reject(error);
    });
    server.listen({ path: lockPath, exclusive: true }, () => {
      server.removeAllListeners("error");
      server.on("error", () => {});
      // The lock must not keep the process alive on its own.
      server.unref();
      let ino: number;
      let dev: number;
      try {
        ({ ino, dev } = lstatSync(lockPath));
      } catch {
        // Removed between bind and now by a process that does not follow the guard (see lockDataDir): not ours.
        server.close();
        resolve(undefined);
        return;
      }
      let released = false;
      resolve(() => {
        if (released) return;
        released = true;
        let ours = false;
        try {
          const now = lstatSync(lockPath);
          ours = now.ino === ino && now.dev === dev;
        } catch {
          // removed by hand
        }
        // Closing unlinks the socket by path; if someone replaced the file, leave the (unref'd) listener open rather
        // than remove their lock.
        if (ours) server.close();
      });
    });
  });
}

function tryCreateFile(lockPath: string): (() => void) | undefined {
  const token = randomUUID();
  const content = `${JSON.stringify({ pid: process.pid, host: hostname(), token })}\n`;
  // Write a private file, then hard-link it into place: the lock never exists half-written.
  const tmp = `${lockPath}.${process.pid}.${token}`;
  writeFileSync(tmp, content);
  let created = false;
  try {
    linkSync(tmp, lockPath);
    created = true;
  } catch (error) {
    const code = errno(error);
    if (code !== "EEXIST" && code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw error;
    if (code !== "EEXIST") {
      // File systems without hard links: exclusive create is nearly as good.
      try {
        writeFileSync(lockPath, content, { flag: "wx" });
        created = true;
      } catch (inner) {
        if (errno(inner) !== "EEXIST") throw inner;
      }
    }
  } finally {
    unlinkSync(tmp);
  }
  if (!created) return undefined;
  heldTokens.add(token);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldTokens.delete(token);
    // Only remove the lock while it is still ours.
    if (readFileIdentity(lockPath)?.token !== token) return;
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

function readFileIdentity(lockPath: string): Identity | undefined {
  try {
    return parseIdentity(readFileSync(lockPath, "utf8"));
  } catch {
    return undefined;
  }
}

/** Connects to a lock socket: a listener answers with who it is; a refused connection means its process is gone. */
function probe(socketPath: string): Promise<Holder> {
  return new Promise((resolve) => {
    let text = "";
    let settled = false;
    const settle = (holder: Holder) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(holder);
    };
    const alive = () => {
      const identity = parseIdentity(text);
      settle({ state: "alive", pid: identity?.pid, host: identity?.host });
    };
    const socket = net.connect({ path: socketPath });
    // Connected but silent (a holder whose event loop is busy) is still a live holder.
    const timer = setTimeout(alive, IDENTIFY_TIMEOUT_MS);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", alive);
    socket.on("error", (error) => {
      const code = errno(error);
      if (code === "ECONNREFUSED") settle({ state: "gone" });
      else if (code === "ENOENT") settle({ state: "missing" });
      // EACCES (another user's socket), EAGAIN (backlog full) and the like: someone is there, or might be.
      else alive();
    });
  });
}

async function inspect(lockPath: string): Promise<Holder> {
  let stat;
  try {
    stat = lstatSync(lockPath);
  } catch (error) {
    if (errno(error) === "ENOENT") return { state: "missing" };
    throw error;
  }
  if (stat.isSocket()) {
    const socketPath = socketPathFor(lockPath);
    // Cannot connect to it from here: refuse rather than guess.
    if (!socketPath) return { state: "alive" };
    return probe(socketPath);
  }
  // A file lock: written where sockets are unavailable, or by an earlier version (a bare pid).
  const identity = readFileIdentity(lockPath);
  if (!identity) return { state: "gone" }; // never half-written (see tryCreateFile), so this is garbage
  if (identity.pid === process.pid) {
    // A process cannot conflict with itself: unless this very process holds it, the lock is left by an earlier
    // process that had our pid (a container's pid 1, restarted).
    return identity.token !== undefined && heldTokens.has(identity.token)
      ? { state: "alive", pid: identity.pid, host: identity.host }
      : { state: "gone" };
  }
  // Another machine's or container's process cannot be checked from here.
  if (identity.host !== undefined && identity.host !== hostname()) {
    return { state: "alive", pid: identity.pid, host: identity.host };
  }
  return isAlive(identity.pid) ? { state: "alive", pid: identity.pid, host: identity.host } : { state: "gone" };
}

/**
 * Takes the short guard (`<lock>.takeover`) under which locks are created and stale ones removed. Every creation
 * happens under it, so a process looking at the lock under the guard never meets a socket that is bound but not yet
 * listening (which refuses connections just like a dead holder's) and never removes a lock another has just taken.
 * Returns the guard's release, or undefined while another process holds it.
 */
function takeGuard(lockPath: string): (() => void) | undefined {
  const guard = `${lockPath}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if (errno(error) !== "EEXIST") throw error;
    try {
      if (Date.now() - lstatSync(guard).mtimeMs > STALE_GUARD_MS) rmSync(guard, { recursive: true, force: true });
    } catch {
      // removed meanwhile
    }
    return undefined;
  }
  return () => rmSync(guard, { recursive: true, force: true });
}

/**
 * PGlite has no inter-process lock, and two processes on one folder silently lose writes.
 * Takes `<dataDir>.lock`: a unix socket this process listens on, so the lock lives exactly as long as the process
 * (a file with our pid, host and a random token where a socket cannot be used: Windows, paths over ~100 bytes).
 * A lock whose holder is gone (a crash, kill -9, a container restart) is taken over; a live holder, this process
 * included, is refused. See docs/adr/0021-database-restarts-and-locks.md. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  let useSocket = socketPathFor(lockPath) !== undefined;
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const releaseGuard = takeGuard(lockPath);
    if (!releaseGuard) {
      await sleep(25);
      continue;
    }
    try {
      // Under the guard: take the lock, or look at its holder and remove it when gone, then take it (two rounds).
      for (let round = 0; round < 2; round++) {
        let release: (() => void) | undefined;
        if (useSocket) {
          try {
            release = await tryListen(lockPath);
          } catch (error) {
            // A file system without sockets (some shared folders): fall back to a lock file.
            if (errno(error) === undefined) throw error;
            useSocket = false;
            round--;
            continue;
          }
        } else {
          release = tryCreateFile(lockPath);
        }
        if (release) return release;
        const holder = await inspect(lockPath);
        if (holder.state === "alive") throw new DataDirLockedError(lockPath, holder.pid, holder.host);
        if (holder.state === "gone") {
          try {
            unlinkSync(lockPath);
          } catch (error) {
            if (errno(error) !== "ENOENT") throw error;
          }
        }
      }
    } finally {
      releaseGuard();
    }
  }
  throw new Error(`Could not take the lock ${lockPath} within ${ACQUIRE_TIMEOUT_MS / 1000} s`);
}
