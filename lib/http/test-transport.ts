import { afterEach, beforeEach, vi } from "vitest";
import { configureTransport } from "./client";

/** A JSON answer, as the API sends it, for a stubbed `fetch`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/**
 * For a test file of the transport and its callers: before each test, nothing signed in, the page on /main and a
 * transport whose hooks are the returned spies; after it, stubbed globals are put back and the spies cleared.
 */
export function setUpTestTransport() {
  const hooks = { onError: vi.fn(), onUnauthorized: vi.fn(), onSuccess: vi.fn() };
  beforeEach(() => {
    sessionStorage.clear();
    configureTransport(hooks);
    window.history.replaceState(null, "", "/main");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
  return hooks;
}
