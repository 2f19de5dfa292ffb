/** Spec point 4: the version file is polled every 20 s as configured, 30 s when nothing is configured. */
export const DEFAULT_VERSION_POLL_MS = 30_000;

export type VersionCheckOptions = {
  intervalMs?: number;
  /** Reads the deployed version (the build writes version.json). */
  fetchVersion: () => Promise<string>;
  /** Asks the person whether to reload; resolves true to reload. */
  confirmReload: () => Promise<boolean>;
  reload: () => void;
  log?: (message: string, error?: unknown) => void;
};

/**
 * Polls the version file; the first answer is the running version. On a different one it asks once to reload;
 * a "no" stops the checks for this page. Failures are only logged: a flaky network must not nag anyone.
 * Returns a function that stops the checks.
 */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const interval = options.intervalMs ?? DEFAULT_VERSION_POLL_MS;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let running: string | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };

  const tick = async () => {
    if (stopped) return;
    try {
      const deployed = await options.fetchVersion();
      if (running === null) running = deployed;
      else if (deployed !== running) {
        stop();
        if (await options.confirmReload()) options.reload();
        return;
      }
    } catch (error) {
      log("version check failed", error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), interval);
  };

  void tick();
  return stop;
}

/** Reads `/version.json` without any cache in between. */
export async function fetchDeployedVersion(): Promise<string> {
  const res = await fetch("/version.json", { cache: "no-store", headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`version.json answered ${res.status}`);
  const body = (await res.json()) as { version?: unknown };
  if (typeof body.version !== "string" || !body.version) throw new Error("version.json has no version");
  return body.version;
}
