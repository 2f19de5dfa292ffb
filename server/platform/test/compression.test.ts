import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressAnswers, isCompressible, sharedText, sharedTextBody } from "../http/compression";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours refusals", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("isCompressible", () => {
  it("compresses text formats of a useful size only", () => {
    expect(isCompressible("/a/index-x.js", 5000)).toBe(true);
    expect(isCompressible("/a/logo.svg", 5000)).toBe(true);
    expect(isCompressible("/a/photo.png", 5000)).toBe(false);
    expect(isCompressible("/a/index-x.js", 200)).toBe(false);
  });
});

describe("compressAnswers", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };
  const app = new Hono();
  app.use("*", compressAnswers());
  app.get("/big", (c) => c.json(big));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/tagged", (c) => c.json(big, 200, { etag: '"v1"' }));
  app.get("/events", (c) => c.body("data: 1\n\n".repeat(300), 200, { "content-type": "text/event-stream" }));
  app.get("/png", (c) => c.body(new Uint8Array(5000), 200, { "content-type": "image/png" }));
  app.get("/no-transform", (c) => c.json(big, 200, { "cache-control": "no-transform" }));

  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});

  it("compresses a large JSON answer with brotli or gzip as accepted, with its length, varying by encoding", async () => {
    const br = await get("/big", "gzip, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(big);
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await get("/big", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);

    const plain = await get("/big");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(big);
  });

  it("sends small answers, event streams, pictures and no-transform answers as they are", async () => {
    const small = await get("/small", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    for (const path of ["/events", "/png", "/no-transform"]) {
      const res = await get(path, "br");
      expect(res.headers.get("content-encoding"), path).toBeNull();
    }
  });

  it("leaves the body of an answer it will not compress unread (reading it builds a full web answer)", async () => {
    let reads = 0;
    class WatchedResponse extends Response {
      override get body() {
        reads += 1;
        return super.body;
      }
    }
    const watched = new Hono();
    watched.use("*", compressAnswers());
    watched.get(
      "/big",
      () => new WatchedResponse(JSON.stringify(big), { headers: { "content-type": "application/json" } }),
    );
    const plain = await watched.request("/big");
    expect(reads).toBe(0);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(big);
    const br = await watched.request("/big", { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
  });

  it("weakens a strong validator on a compressed answer", async () => {
    const res = await get("/tagged", "gzip");
    expect(res.headers.get("etag")).toBe('W/"v1"');
  });
});

describe("sharedText", () => {
  it("compresses a shared answer once per encoding and only when it is worth it", async () => {
    const shared = sharedText(JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => i) }));
    const first = await sharedTextBody(shared, "br", "application/json");
    const again = await sharedTextBody(shared, "br", "application/json");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(again.body).toEqual(first.body);
    expect(await shared.encoded("br")).toBe(await shared.encoded("br"));
    const tiny = await sharedTextBody(sharedText("{}"), "br", "application/json");
    expect(tiny).toEqual({ body: "{}", headers: { "content-type": "application/json", vary: "Accept-Encoding" } });
  });
});
