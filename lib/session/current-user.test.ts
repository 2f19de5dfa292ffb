// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, setUpTestTransport } from "../http/test-transport";
import { forgetAdminMe, rememberedAdminMe } from "./admin-me";
import { fetchCurrentUser, preloadCurrentUser } from "./current-user";
import { getToken, setToken } from "./session-store";

type Route = (url: string) => { status: number; body: unknown };

function serve(route: Route) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      calls.push(url);
      const { status, body } = route(url);
      return Promise.resolve(jsonResponse(status, body));
    }),
  );
  return calls;
}

const member = {
  id: 7,
  email: "member@demo.test",
  login_id: "member@demo.test",
  type: "general",
  name: "Mina Park",
  birthday: null,
  phone: null,
  gender: null,
  nationality: null,
  passport: null,
  company_name: null,
  marketing: false,
  social_type: null,
  points: 0,
  created_at: "2026-01-01T00:00:00.000Z",
};

const hooks = setUpTestTransport();

afterEach(() => {
  forgetAdminMe();
});

describe("fetchCurrentUser", () => {
  it("asks nothing of the server for a guest", async () => {
    const calls = serve(() => ({ status: 500, body: {} }));
    expect(await fetchCurrentUser("member")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("looks up the id first, then the member's profile", async () => {
    setToken("member", "tok");
    const calls = serve((url) =>
      url.endsWith("/isLogin")
        ? { status: 200, body: { data: { id: 7 }, meta: {} } }
        : { status: 200, body: { data: member, meta: {} } },
    );
    expect(await fetchCurrentUser("member")).toEqual({ id: 7, name: "Mina Park", email: "member@demo.test" });
    expect(calls).toEqual(["/api/v1/auth/isLogin", "/api/v1/members/7"]);
  });

  it("uses the admin's own profile call in the admin area", async () => {
    setToken("admin", "admin-tok");
    const calls = serve((url) =>
      url.endsWith("/isLogin")
        ? { status: 200, body: { data: { id: 2 }, meta: {} } }
        : { status: 200, body: { data: { id: 2, email: "admin@demo.test", name: "Operator" }, meta: {} } },
    );
    expect(await fetchCurrentUser("admin")).toEqual({ id: 2, name: "Operator", email: "admin@demo.test" });
    expect(calls).toEqual(["/api/v1/auth/isLogin", "/api/v1/admin/me"]);
  });

  it("remembers the operator's role for the console's first render, for that token only", async () => {
    setToken("admin", "clerk-tok");
    serve((url) =>
      url.endsWith("/isLogin")
        ? { status: 200, body: { data: { id: 4 }, meta: {} } }
        : { status: 200, body: { data: { id: 4, email: "clerk@demo.test", name: "Clerk", role: "clerk" }, meta: {} } },
    );
    await fetchCurrentUser("admin");
    expect(rememberedAdminMe("clerk-tok")).toEqual({ id: 4, email: "clerk@demo.test", name: "Clerk", role: "clerk" });
    expect(rememberedAdminMe("another-tok")).toBeUndefined();
    expect(rememberedAdminMe(null)).toBeUndefined();
  });

  it("remembers no role the server did not name as one", async () => {
    setToken("admin", "odd-tok");
    serve((url) =>
      url.endsWith("/isLogin")
        ? { status: 200, body: { data: { id: 4 }, meta: {} } }
        : { status: 200, body: { data: { id: 4, email: "x@demo.test", name: "X", role: "superuser" }, meta: {} } },
    );
    expect(await fetchCurrentUser("admin")).toEqual({ id: 4, name: "X", email: "x@demo.test" });
    expect(rememberedAdminMe("odd-tok")).toBeUndefined();
  });

  it("uses the accreditation service's getInfo in the business-accreditation area", async () => {
    setToken("accreditation", "biz-tok");
    const calls = serve((url) =>
      url.endsWith("/isLogin")
        ? { status: 200, body: { data: { id: 9 }, meta: {} } }
        : {
            status: 200,
            body: { data: { id: 9, email: "buyer1@demo.test", name: "Aigerim", type: "buyer" }, meta: {} },
          },
    );
    expect(await fetchCurrentUser("accreditation")).toEqual({ id: 9, name: "Aigerim", email: "buyer1@demo.test" });
    expect(calls).toEqual(["/api/v1/auth/isLogin", "/api/v1/accreditation/me"]);
  });

  it("treats a rejected token as a guest: the token is cleared without a toast or a redirect", async () => {
    setToken("member", "expired");
    serve(() => ({ status: 401, body: { message: "Please sign in.", code: "UNAUTHORIZED" } }));
    expect(await fetchCurrentUser("member")).toBeNull();
    expect(getToken("member")).toBeNull();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("keeps the id when only the profile fails", async () => {
    setToken("member", "tok");
    serve((url) =>
      url.endsWith("/isLogin") ? { status: 200, body: { data: { id: 7 }, meta: {} } } : { status: 500, body: {} },
    );
    expect(await fetchCurrentUser("member")).toEqual({ id: 7, name: null, email: null });
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe("preloadCurrentUser", () => {
  it("never holds start-up on a failing server", async () => {
    setToken("member", "tok");
    serve(() => ({ status: 503, body: { message: "down", code: "SERVICE_UNAVAILABLE" } }));
    await expect(preloadCurrentUser("member", 1000)).resolves.toBeNull();
    // an outage is not a sign-out
    expect(getToken("member")).toBe("tok");
  });
});
