// @vitest-environment jsdom
import { configureTransport } from "@lib/http/client";
import { forgetAdminMe, rememberAdminMe } from "@lib/session/admin-me";
import { clearArea, setToken } from "@lib/session/session-store";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useConsoleAccess } from "./access";

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function serveRole(role: string) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { id: 4, email: "op@demo.test", name: "Op", role }, meta: {} }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  configureTransport({ onError: vi.fn(), onUnauthorized: vi.fn(), onSuccess: vi.fn() });
  setToken("admin", "tok");
});
afterEach(() => {
  cleanup();
  clearArea("admin");
  forgetAdminMe();
  vi.unstubAllGlobals();
});

describe("useConsoleAccess", () => {
  it("offers nothing until the role is asked and known", async () => {
    serveRole("clerk");
    const { result } = renderHook(() => useConsoleAccess(), { wrapper });
    expect(result.current).toMatchObject({ role: undefined, canWrite: false, canMoveMoney: false, isLoading: true });
    await waitFor(() => expect(result.current.role).toBe("clerk"));
    expect(result.current).toMatchObject({ canWrite: true, canMoveMoney: false, isLoading: false });
  });

  it("knows at its first render the role the page looked up at start-up, and still asks", async () => {
    rememberAdminMe("tok", { id: 4, email: "op@demo.test", name: "Op", role: "operator" });
    const fetch = serveRole("viewer");
    const { result } = renderHook(() => useConsoleAccess(), { wrapper });
    expect(result.current).toMatchObject({ role: "operator", canWrite: true, canMoveMoney: true, isLoading: false });
    // the role changed since: the answer wins
    await waitFor(() => expect(result.current.role).toBe("viewer"));
    expect(result.current).toMatchObject({ canWrite: false, canMoveMoney: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not lend one operator's role to another token", () => {
    rememberAdminMe("someone-else", { id: 9, email: "x@demo.test", name: "X", role: "operator" });
    serveRole("viewer");
    const { result } = renderHook(() => useConsoleAccess(), { wrapper });
    expect(result.current.role).toBeUndefined();
  });
});
