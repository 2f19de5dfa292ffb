import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The database folder is in use by process ${pid} (lock file ${lockPath}). ` +
        "Stop that process first; two processes on one PGlite folder lose data.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  // Write the pid to a private file, then hard-link it into place: the lock never exists half-written.
  const tmp = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, `${process.pid}\n`);
  try {
    linkSync(tmp, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw error;
    // File systems without hard links: exclusive create is nearly as good.
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw inner;
    }
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * PGlite has no inter-process lock, and two processes on one folder silently lose writes.
 * Takes `<dataDir>.lock` (created atomically, holding our pid); a lock whose process is gone (a crash) is taken over.
 * The same process opening the folder twice is refused too. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Only remove the lock while it is still ours.
        if (readPid(lockPath) === process.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
    }
    const holder = readPid(lockPath);
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(lockPath, holder);
    // Stale lock from a crashed process: remove it and try again.
    try {
      unlinkSync(lockPath);
    } catch {
      // someone else removed it first
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
