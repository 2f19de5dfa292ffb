import { clientsClaim } from "workbox-core";
import { addRoute, cleanupOutdatedCaches, precache, PrecacheFallbackPlugin } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { GATE_PAGE } from "./config";
import type { PrecacheEntry } from "./precache";
import { isGatePageNavigation } from "./scope";

/**
 * The check-in scanner's service worker (ADR 0028), built by `gateWorkerBuild` into `/apec2025/gate-sw.js` with the
 * precache list of its build in place of `__GATE_PRECACHE__`. It controls only `/apec2025/qrcode` and below.
 */

declare const __GATE_PRECACHE__: PrecacheEntry[];

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
declare const self: {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
};

/** How long the scanner's page may take from the network before the kept one is shown (a gate's weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;

/** A server that answers with an error is no better than no network: the kept page is shown. */
const serverErrorIsFailure = {
  fetchDidSucceed: ({ response }: { response: Response }) =>
    response.status >= 500
      ? Promise.reject(new Error(`the server answered ${response.status}`))
      : Promise.resolve(response),
};

// A new build's worker waits until the page asks it to take over (see register.ts): a page of the old build still
// open may load its on-demand chunks from the old precache, which taking over would delete.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first worker takes the open scanner at once, so it works offline without a reload.
clientsClaim();

precache(__GATE_PRECACHE__);
cleanupOutdatedCaches();

// Online, the scanner's page is the server's current one (never a kept copy); offline, too slow, or the server
// failing, it is the page kept with this build, whose chunks are kept beside it so it takes over without a network.
registerRoute(
  ({ request }) => isGatePageNavigation(request, self.location.origin),
  new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [serverErrorIsFailure, new PrecacheFallbackPlugin({ fallbackURL: GATE_PAGE })],
  }),
);
// The kept chunks and files, from the cache; anything else (the API above all) is not answered here at all and goes
// to the network as if there were no worker.
addRoute();
