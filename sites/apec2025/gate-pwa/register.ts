import { GATE_SCOPE, GATE_WORKER_URL } from "./config";

/** What registration needs from the browser; the test gives its own. */
export type GateWorkerHost = {
  /** Whether this is the production build (the worker exists only there: `npm run build`). */
  production: boolean;
  location: Pick<Location, "pathname">;
  navigator: { onLine: boolean; serviceWorker?: Pick<ServiceWorkerContainer, "register"> };
};

function browserHost(): GateWorkerHost | null {
  if (typeof window === "undefined" || typeof navigator === "undefined") return null;
  return { production: import.meta.env.PROD, location: window.location, navigator };
}

/**
 * A worker of a newer build waiting to take over does so when the page starts online: the page then came from the
 * server, so it is that build. Started offline, the page is the one kept by the active worker, whose kept chunks it
 * still needs: the newer worker waits until no scanner is open.
 */
function takeOverIfCurrent(registration: ServiceWorkerRegistration, online: boolean): void {
  if (online) registration.waiting?.postMessage({ type: "SKIP_WAITING" });
}

/**
 * Registers the check-in scanner's service worker, so the installed scanner opens with no network (ADR 0028). Only
 * in the browser, in the production build and on the scanner's own addresses (never in Storybook, tests or another
 * page); a browser without service workers, or a registration that fails, leaves the page as it is, online only.
 * Resolves with the registration, or null when there is none.
 */
export async function registerGateWorker(
  host: GateWorkerHost | null = browserHost(),
): Promise<ServiceWorkerRegistration | null> {
  if (!host?.production) return null;
  const { pathname } = host.location;
  if (pathname !== GATE_SCOPE && !pathname.startsWith(`${GATE_SCOPE}/`)) return null;
  const container = host.navigator.serviceWorker;
  if (!container || typeof container.register !== "function") return null;
  try {
    // the worker script is always asked of the server, never of the HTTP cache: a new build is seen at once
    const registration = await container.register(GATE_WORKER_URL, { scope: GATE_SCOPE, updateViaCache: "none" });
    takeOverIfCurrent(registration, host.navigator.onLine);
    return registration;
  } catch {
    return null;
  }
}
