// @vitest-environment node
// The server's page renderer with the reads of a page (ADR 0024), against the board stories' handlers standing in
// for the API in-process.
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { martPress, notices } from "../../features/board/mocks/fixtures";
import { listHandler } from "../../features/board/mocks/handlers";
import { renderPage } from "../../sites/entry-server";

/** The API as a page's reads meet it; `fail` answers 500 to every read. */
function boardsApi(seen: string[], fail = false) {
  return async (path: string) => {
    seen.push(path);
    if (fail) return Response.json({ message: "broken", code: "INTERNAL" }, { status: 500 });
    const request = new Request(`http://localhost${path}`);
    const answer = await getResponse([listHandler({ press: martPress })], request, { baseUrl: "http://localhost" });
    return answer ?? Response.json({ message: "none", code: "NOT_FOUND" }, { status: 404 });
  };
}

const firstNotice = (notices[0] as { title: string }).title;

describe("a page rendered on the server with its data", () => {
  it("shows the answers of its reads, which travel with it into the browser's cache", async () => {
    const seen: string[] = [];
    const rendered = await renderPage(new Request("http://localhost/sitmmt/board"), "en", boardsApi(seen));
    if (rendered.kind !== "page") throw new Error("not rendered");
    expect(rendered.html).toContain(firstNotice);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((path) => path.startsWith("/api/"))).toBe(true);
    const { data } = JSON.parse(rendered.hydration) as { data: Record<string, unknown> };
    expect(Object.keys(data).some((key) => key.includes("/api/v1/boards/sitmmt/notice/posts"))).toBe(true);
    // nothing moved in afterwards by an inline script (the pages' Content-Security-Policy runs none)
    expect(rendered.html).not.toMatch(/<template id="B:|\$RC\(/);
  }, 60_000);

  it("looks as it does before its data arrives when its reads fail, and carries no answer", async () => {
    const seen: string[] = [];
    const rendered = await renderPage(new Request("http://localhost/sitmmt/board"), "en", boardsApi(seen, true));
    if (rendered.kind !== "page") throw new Error("not rendered");
    expect(seen.length).toBeGreaterThan(0);
    expect(rendered.html).not.toContain(firstNotice);
    expect(JSON.parse(rendered.hydration)).toMatchObject({ data: {} });
  }, 60_000);

  it("does not wait for a read that does not answer: that part renders as before its data, and the browser reads it", async () => {
    const seen: string[] = [];
    const hanging = (path: string) => {
      seen.push(path);
      return new Promise<Response>(() => undefined);
    };
    const started = performance.now();
    const rendered = await renderPage(new Request("http://localhost/sitmmt/board?slow=1"), "en", hanging);
    const took = performance.now() - started;
    if (rendered.kind !== "page") throw new Error("not rendered");
    expect(seen.length).toBeGreaterThan(0);
    // held no longer than the renderer's deadline for a read (2 s), plus the renders themselves
    expect(took).toBeLessThan(6_000);
    expect(rendered.html).toContain("<h1");
    expect(JSON.parse(rendered.hydration)).toMatchObject({ data: {} });
  }, 60_000);

  it("without an API, reads nothing and renders as before", async () => {
    const rendered = await renderPage(new Request("http://localhost/sitmmt/board"), "en");
    if (rendered.kind !== "page") throw new Error("not rendered");
    expect(rendered.html).not.toContain(firstNotice);
  }, 60_000);

  it("a page seen before reads what it read last time first, and carries only what it reads now", async () => {
    const first: string[] = [];
    const once = await renderPage(new Request("http://localhost/rok-us/notice/list"), "en", boardsApi(first));
    const again: string[] = [];
    const twice = await renderPage(new Request("http://localhost/rok-us/notice/list"), "en", boardsApi(again));
    if (once.kind !== "page" || twice.kind !== "page") throw new Error("not rendered");
    expect(again).toEqual(first);
    expect(twice.html).toBe(once.html);
    expect(Object.keys((JSON.parse(twice.hydration) as { data: object }).data)).toEqual(
      Object.keys((JSON.parse(once.hydration) as { data: object }).data),
    );
    // the same address whose reads now fail: rendered as before its data, nothing carried
    const failing = await renderPage(new Request("http://localhost/rok-us/notice/list"), "en", boardsApi([], true));
    if (failing.kind !== "page") throw new Error("not rendered");
    expect(JSON.parse(failing.hydration)).toMatchObject({ data: {} });
  }, 60_000);
});
