// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setToken, getToken } from "../session/session-store";
import { HttpError, REQUEST_TIMEOUT_MS, buildUrl, request } from "./client";
import { lazyParser } from "./parser";
import { jsonResponse, setUpTestTransport } from "./test-transport";

function answer(status: number, body: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse(status, body)));
}

function sentHeaders(fetchMock: ReturnType<typeof answer>): Record<string, string> {
  return fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

const hooks = setUpTestTransport();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("request", () => {
  it("returns the parsed envelope and calls same-origin, without cache, as JSON", async () => {
    const fetchMock = answer(200, { data: [{ id: 1 }], meta: { count: 1 } });
    vi.stubGlobal("fetch", fetchMock);
    const res = await request("/api/v1/things", {
      schema: z.array(z.object({ id: z.number() })),
      query: { lang: "ko" },
    });
    expect(res).toEqual({ data: [{ id: 1 }], meta: { count: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/things?lang=ko");
    expect(init.cache).toBe("no-store");
    expect(init.credentials).toBe("same-origin");
    expect(sentHeaders(fetchMock).Accept).toBe("application/json");
  });

  it("sends a domain's extra headers but never lets them replace the transport's own", async () => {
    const fetchMock = answer(200, { data: null, meta: {} });
    vi.stubGlobal("fetch", fetchMock);
    await request("/api/v1/surveys", {
      schema: z.null(),
      headers: { "X-Survey-Key": "k-1", Accept: "text/html" },
    });
    expect(sentHeaders(fetchMock)["X-Survey-Key"]).toBe("k-1");
    expect(sentHeaders(fetchMock).Accept).toBe("application/json");
  });

  it("gives up after 100 000 ms with a timeout error", async () => {
    const controller = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, "timeout").mockReturnValue(controller.signal);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "TimeoutError")));
          }),
      ),
    );
    const pending = request("/slow", { schema: z.unknown() }).catch((e: unknown) => e);
    expect(timeoutSpy).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    controller.abort();
    const error = (await pending) as HttpError;
    expect(error.code).toBe("TIMEOUT");
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });
});

describe("bearer token by area", () => {
  it("sends the current area's token on authenticated calls only", async () => {
    setToken("member", "member-token");
    setToken("admin", "admin-token");
    let fetchMock = answer(200, { data: null, meta: {} });
    vi.stubGlobal("fetch", fetchMock);
    await request("/api/v1/cart", { schema: z.unknown(), auth: true });
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer member-token");
    expect(sentHeaders(fetchMock)["X-Auth-Area"]).toBe("member");

    window.history.replaceState(null, "", "/seouleduadmin/members");
    fetchMock = answer(200, { data: null, meta: {} });
    vi.stubGlobal("fetch", fetchMock);
    await request("/api/v1/admin/members", { schema: z.unknown(), auth: true });
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer admin-token");
    expect(sentHeaders(fetchMock)["X-Auth-Area"]).toBe("admin");

    fetchMock = answer(200, { data: null, meta: {} });
    vi.stubGlobal("fetch", fetchMock);
    await request("/api/v1/common", { schema: z.unknown() });
    expect(sentHeaders(fetchMock).Authorization).toBeUndefined();
    // token-less calls still name the page's area: sign-in on the admin site acts on admin accounts
    expect(sentHeaders(fetchMock)["X-Auth-Area"]).toBe("admin");
  });

  it("sends FormData as multipart, leaving the content type to the browser", async () => {
    const fetchMock = answer(200, { data: null, meta: {} });
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.set("email", "a@example.com");
    await request("/api/v1/auth/signup", { method: "POST", schema: z.unknown(), body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock)["Content-Type"]).toBeUndefined();
  });
});

describe("401", () => {
  it.each([
    ["/account/my-reservation", "member"],
    ["/seouleduadmin/apply", "admin"],
    ["/seouledutravel/mypage", "travel"],
    ["/sitmmt/ppipsa/mypage", "accreditation"],
  ] as const)("on %s clears the %s area's token and sends the person to its sign-in", async (path, area) => {
    window.history.replaceState(null, "", path);
    setToken(area, "expired");
    setToken(area === "member" ? "admin" : "member", "other-area");
    vi.stubGlobal("fetch", answer(401, { message: "Token expired", code: "UNAUTHORIZED" }));
    const error = (await request("/api/v1/x", { schema: z.unknown(), auth: true }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.status).toBe(401);
    expect(getToken(area)).toBeNull();
    expect(getToken(area === "member" ? "admin" : "member")).toBe("other-area");
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(area);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("from a sign-in call is only an answer: no token cleared, no redirect, no toast", async () => {
    setToken("member", "still-valid");
    vi.stubGlobal("fetch", answer(401, { message: "Email or password does not match", code: "UNAUTHORIZED" }));
    const error = await request("/api/v1/auth/signin", { method: "POST", schema: z.unknown(), signIn: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(getToken("member")).toBe("still-valid");
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("with error display off still clears the token but does not redirect", async () => {
    setToken("member", "expired");
    vi.stubGlobal("fetch", answer(401, { message: "Token expired", code: "UNAUTHORIZED" }));
    await request("/api/v1/x", { schema: z.unknown(), auth: true, errorToast: false }).catch(() => undefined);
    expect(getToken("member")).toBeNull();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("toasts", () => {
  it("shows the server's message for a failed call, with its code and field", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, { message: "type: this is a required field", code: "VALIDATION_ERROR", field: "type" }),
    );
    const error = (await request("/api/v1/common", { schema: z.unknown() }).catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", field: "type" });
    expect(error.message).toBe("type: this is a required field");
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it("stays quiet for a call that opts out, and for sign-in calls", async () => {
    vi.stubGlobal("fetch", answer(500, { message: "boom", code: "INTERNAL_ERROR" }));
    await request("/api/v1/members", { method: "PUT", schema: z.unknown(), errorToast: false }).catch(() => undefined);
    await request("/api/v1/auth/signin", { method: "POST", schema: z.unknown(), signIn: true }).catch(() => undefined);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("raises the default success toast a call asks for, and none otherwise", async () => {
    vi.stubGlobal("fetch", answer(200, { data: null, meta: {} }));
    await request("/api/v1/members", { method: "PUT", schema: z.unknown(), successToast: "save" });
    await request("/api/v1/cart/1", { method: "DELETE", schema: z.unknown() });
    expect(hooks.onSuccess).toHaveBeenCalledTimes(1);
    expect(hooks.onSuccess).toHaveBeenCalledWith("save");
  });

  it("falls back to the generic message when the server sends none, and refuses a broken contract", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("oops", { status: 502 }))),
    );
    const error = (await request("/x", { schema: z.unknown() }).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe("An error has occurred!");
    expect(error.code).toBe("HTTP_502");

    vi.stubGlobal("fetch", answer(200, { data: { id: "one" }, meta: {} }));
    const broken = (await request("/x", { schema: z.object({ id: z.number() }) }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(broken.code).toBe("BAD_RESPONSE");
  });
});

describe("lazy schemas", () => {
  it("fetches the schema while the call is on its way and parses with it", async () => {
    const order: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => {
        order.push("fetch");
        return Promise.resolve(new Response(JSON.stringify({ data: { id: 7 }, meta: {} }), { status: 200 }));
      }),
    );
    const schema = lazyParser(() => {
      order.push("schema");
      return Promise.resolve(z.object({ id: z.number() }));
    });
    await expect(request("/api/v1/thing", { schema })).resolves.toEqual({ data: { id: 7 }, meta: {} });
    // asked for before the answer is read, not after
    expect(order).toEqual(["schema", "fetch"]);
  });

  it("refuses a broken contract through a lazy schema as through a plain one", async () => {
    vi.stubGlobal("fetch", answer(200, { data: { id: "7" }, meta: {} }));
    const schema = lazyParser(() => Promise.resolve(z.object({ id: z.number() })));
    await expect(request("/api/v1/thing", { schema, errorToast: false })).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  });

  it("turns a schema chunk that does not arrive into a failed call with the generic message", async () => {
    vi.stubGlobal("fetch", answer(200, { data: { id: 7 }, meta: {} }));
    const schema = lazyParser<{ id: number }>(() => Promise.reject(new TypeError("Failed to fetch module")));
    await expect(request("/api/v1/thing", { schema })).rejects.toMatchObject({
      code: "NETWORK_ERROR",
      message: "An error has occurred!",
    });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });
});

describe("buildUrl", () => {
  it("drops undefined values and encodes the rest", () => {
    expect(buildUrl("/a", { q: "서울 tour", page: 2, skip: undefined })).toBe("/a?q=%EC%84%9C%EC%9A%B8+tour&page=2");
    expect(buildUrl("/a")).toBe("/a");
  });
});
