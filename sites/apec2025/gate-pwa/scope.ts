import { GATE_PAGE } from "./config";

/** What the worker's routes look at in a request. */
export type RequestShape = { method: string; mode: string; url: string };

/**
 * Whether the worker answers this navigation: the scanner's own page on this origin, whatever its query (`?lang=`).
 * A ticket's page below it (`/apec2025/qrcode/{token}`) and every other page go to the network untouched.
 */
export function isGatePageNavigation(request: RequestShape, origin: string): boolean {
  if (request.method !== "GET" || request.mode !== "navigate") return false;
  const url = new URL(request.url);
  return url.origin === origin && url.pathname === GATE_PAGE;
}
