// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { configureTransport } from "@lib/http/client";
import { pageMetaOf, requestPage } from "./request-page";

const Row = z.object({ id: z.number().int() });

function answer(body: unknown) {
  const fetch = vi.fn((_url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
    ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => configureTransport({ onError: vi.fn(), onUnauthorized: vi.fn(), onSuccess: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

describe("pageMetaOf", () => {
  it("keeps the paging the server answered", () => {
    const meta = { page: 3, per_page: 20, total: 45, total_pages: 3 };
    expect(pageMetaOf(meta, 5, 20)).toEqual(meta);
  });

  it("reads a list answered without paging as one page holding everything", () => {
    expect(pageMetaOf({}, 7, 20)).toEqual({ page: 1, per_page: 20, total: 7, total_pages: 1 });
    expect(pageMetaOf(undefined, 7)).toEqual({ page: 1, per_page: 7, total: 7, total_pages: 1 });
    expect(pageMetaOf(null, 0)).toEqual({ page: 1, per_page: 1, total: 0, total_pages: 1 });
  });
});

describe("requestPage", () => {
  it("asks with the query and answers the checked rows with the paging", async () => {
    const fetch = answer({ data: [{ id: 1 }, { id: 2 }], meta: { page: 2, per_page: 2, total: 5, total_pages: 3 } });
    const page = await requestPage("/api/v1/things", { row: Row, query: { page: 2, per_page: 2 } });
    expect(page).toEqual({ rows: [{ id: 1 }, { id: 2 }], meta: { page: 2, per_page: 2, total: 5, total_pages: 3 } });
    expect(fetch.mock.calls[0]?.[0]).toContain("/api/v1/things?page=2&per_page=2");
  });

  it("refuses rows that break the row's schema", async () => {
    answer({ data: [{ id: "one" }], meta: {} });
    await expect(requestPage("/api/v1/things", { row: Row, errorToast: false })).rejects.toThrow();
  });
});
