import type { ApiError } from "@contracts/envelope";
import { SITEMAP_HTML_MAX, SitemapSnapshotResponseSchema } from "@contracts/sitemap";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapSnapshots } from "../tables";
import { SITEMAP_BODY_LIMIT_BYTES } from "../../../platform/http/body-limits";
import { saveSnapshot } from "../sitemap";
import { createTestDb, type TestDb } from "../../../platform/test/db";
import { json, testApp } from "../../../platform/test/helpers";

let ctx: TestDb;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  ctx = await createTestDb();
  app = testApp(ctx.db);
});
afterAll(() => ctx?.close());

const post = (url: string, body: string, contentType: string | null = "application/json") =>
  app.request(url, { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });

const rowsFor = (path: string) => ctx.db.select().from(sitemapSnapshots).where(eq(sitemapSnapshots.path, path));

describe("POST /sitemap/", () => {
  it("saves a snapshot and answers 201 in the envelope", async () => {
    const res = await post(
      "/sitemap/",
      JSON.stringify({ path: "/product/detail/7", html: "<h1>Lantern festival</h1>" }),
    );
    expect(res.status).toBe(201);
    const body = SitemapSnapshotResponseSchema.parse(await json(res));
    expect(body.data.path).toBe("/product/detail/7");
    expect(body.meta).toEqual({});
    const rows = await rowsFor("/product/detail/7");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.html).toBe("<h1>Lantern festival</h1>");
  });

  it("updates the snapshot of a path on a second save instead of adding one (also without the slash)", async () => {
    const first = SitemapSnapshotResponseSchema.parse(
      await json(await post("/sitemap/", JSON.stringify({ path: "/main", html: "<p>old</p>" }))),
    );
    const res = await post("/sitemap", JSON.stringify({ path: "/main", html: "<p>new 한국어</p>" }));
    expect(res.status).toBe(201);
    const second = SitemapSnapshotResponseSchema.parse(await json(res));
    expect(Date.parse(second.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.data.updated_at));
    const rows = await rowsFor("/main");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.html).toBe("<p>new 한국어</p>");
  });

  it("answers 400 naming the field for a bad body", async () => {
    const res = await post("/sitemap/", JSON.stringify({ path: "no-slash", html: "<p></p>" }));
    expect(res.status).toBe(400);
    const body = await json<ApiError>(res);
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", field: "path", message: 'path: must start with "/"' });

    const missing = await json<ApiError>(await post("/sitemap/", JSON.stringify({ path: "/x" })));
    expect(missing).toMatchObject({ field: "html", message: "html: this is a required field" });

    const tooLong = await json<ApiError>(
      await post("/sitemap/", JSON.stringify({ path: `/${"a".repeat(2048)}`, html: "" })),
    );
    expect(tooLong).toMatchObject({ field: "path", code: "VALIDATION_ERROR" });
  });

  it("rejects HTML over 200,000 characters", async () => {
    const res = await post("/sitemap/", JSON.stringify({ path: "/big", html: "x".repeat(SITEMAP_HTML_MAX + 1) }));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ field: "html", code: "VALIDATION_ERROR" });
    expect(await rowsFor("/big")).toHaveLength(0);
  });

  it("answers 400 BAD_JSON for malformed JSON", async () => {
    const res = await post("/sitemap/", '{"path": "/a", html: ');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: "Malformed JSON in request body", code: "BAD_JSON" });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await post("/sitemap/", "path=/a&html=x", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect(await json(res)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("answers 413 for a body over the size limit (640 kB), before reading it", async () => {
    const res = await post("/sitemap/", JSON.stringify({ path: "/huge", html: "x".repeat(700 * 1024) }));
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: `The request body must be at most ${SITEMAP_BODY_LIMIT_BYTES} bytes`,
    });
    // The largest page the contract allows, in Korean (3 bytes a character), still fits.
    const korean = await post("/sitemap/", JSON.stringify({ path: "/ko", html: "한".repeat(SITEMAP_HTML_MAX) }));
    expect(korean.status).toBe(201);
  });

  it("limits saves per client address: 60 per 15 minutes, then 429 with Retry-After", async () => {
    const from = (address: string, path: string) =>
      app.request(
        "/sitemap/",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ path, html: "<p>page</p>" }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    for (let i = 0; i < 60; i += 1) expect((await from("203.0.113.60", `/flood/${i}`)).status).toBe(201);
    const held = await from("203.0.113.60", "/flood/60");
    expect(held.status).toBe(429);
    expect(await json(held)).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFor("/flood/60")).toHaveLength(0);
    expect((await from("203.0.113.61", "/flood/60")).status).toBe(201);
  });
});

describe("sitemap storage", () => {
  it("keeps only the newest snapshots, however many paths callers invent", async () => {
    const own = await createTestDb();
    try {
      const start = Date.parse("2026-01-01T00:00:00Z");
      let second = 0;
      const save = (path: string) =>
        saveSnapshot(own.db, { path, html: "<p></p>" }, new Date(start + ++second * 1000), 4);
      const paths = async () =>
        (await own.db.select({ path: sitemapSnapshots.path }).from(sitemapSnapshots)).map((row) => row.path).sort();
      for (let i = 0; i < 4; i += 1) await save(`/p/${i}`);
      // Saving an old path again makes it new: the next new path pushes out the oldest other one.
      await save("/p/0");
      await save("/p/4");
      expect(await paths()).toEqual(["/p/0", "/p/2", "/p/3", "/p/4"]);
      for (let i = 5; i < 50; i += 1) await save(`/p/${i}`);
      expect(await paths()).toEqual(["/p/46", "/p/47", "/p/48", "/p/49"]);
    } finally {
      await own.close();
    }
  });
});
