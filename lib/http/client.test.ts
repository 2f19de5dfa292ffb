import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { HttpError, buildUrl, request } from "./client";

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("request", () => {
  it("returns the parsed envelope and calls without cache, as JSON", async () => {
    const fetchMock = answer(200, { data: [{ id: 1 }], meta: { count: 1 } });
    vi.stubGlobal("fetch", fetchMock);
    const res = await request("/api/v1/things", {
      schema: z.array(z.object({ id: z.number() })),
      query: { lang: "ko" },
    });
    expect(res).toEqual({ data: [{ id: 1 }], meta: { count: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/things?lang=ko");
    expect(init.cache).toBe("no-store");
    expect((init.headers as Record<string, string>).Accept).toBe("application/json");
  });

  it("turns an error answer into an HttpError with the server's message, code and field", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, { message: "type: this is a required field", code: "VALIDATION_ERROR", field: "type" }),
    );
    const error = await request("/api/v1/common", { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", field: "type" });
    expect((error as HttpError).message).toBe("type: this is a required field");
  });

  it("falls back to the generic message when the server sends none", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("oops", { status: 502 }))),
    );
    const error = (await request("/x", { schema: z.unknown() }).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe("An error has occurred!");
    expect(error.code).toBe("HTTP_502");
  });

  it("refuses an answer that breaks the contract", async () => {
    vi.stubGlobal("fetch", answer(200, { data: { id: "one" }, meta: {} }));
    const error = (await request("/x", { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e)) as HttpError;
    expect(error.code).toBe("BAD_RESPONSE");
  });
});

describe("buildUrl", () => {
  it("drops undefined values and encodes the rest", () => {
    expect(buildUrl("/a", { q: "서울 tour", page: 2, skip: undefined })).toBe("/a?q=%EC%84%9C%EC%9A%B8+tour&page=2");
    expect(buildUrl("/a")).toBe("/a");
  });
});
