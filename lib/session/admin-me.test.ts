// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAdminMe, isAdminMe, lookUpAdminMe, rememberedAdminMe } from "./admin-me";
import { getToken, setToken } from "./session-store";

const clerk = { id: 4, email: "clerk@demo.test", name: "Clerk", role: "clerk" };

function answer(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetAdminMe();
  sessionStorage.clear();
});

describe("isAdminMe", () => {
  it("accepts an operator with a known role and nothing else", () => {
    expect(isAdminMe(clerk)).toBe(true);
    expect(isAdminMe({ ...clerk, role: "root" })).toBe(false);
    expect(isAdminMe({ ...clerk, role: undefined })).toBe(false);
    expect(isAdminMe({ ...clerk, id: "4" })).toBe(false);
    expect(isAdminMe(null)).toBe(false);
  });
});

describe("lookUpAdminMe", () => {
  it("asks with the token and remembers the operator for it", async () => {
    const fetch = answer(200, { data: clerk, meta: {} });
    await expect(lookUpAdminMe("tok-1", 1000)).resolves.toEqual(clerk);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/v1/admin/me");
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe("Bearer tok-1");
    expect(rememberedAdminMe("tok-1")).toEqual(clerk);
    forgetAdminMe();
    expect(rememberedAdminMe("tok-1")).toBeUndefined();
  });

  it("remembers nothing after a refusal and leaves the session as it was", async () => {
    setToken("admin", "tok-2");
    answer(401, { message: "Please sign in.", code: "UNAUTHORIZED" });
    await expect(lookUpAdminMe("tok-2", 1000)).resolves.toBeUndefined();
    expect(rememberedAdminMe("tok-2")).toBeUndefined();
    expect(getToken("admin")).toBe("tok-2");
  });

  it("gives up quietly on an answer that is not an operator or no answer in time", async () => {
    answer(200, "<html></html>");
    await expect(lookUpAdminMe("tok-3", 1000)).resolves.toBeUndefined();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
          ),
      ),
    );
    await expect(lookUpAdminMe("tok-3", 20)).resolves.toBeUndefined();
    expect(rememberedAdminMe("tok-3")).toBeUndefined();
  });
});
