import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { describe, expect, it } from "vitest";
import { serverConfigFromEnv } from "../../config";
import { DEFAULT_BODY_LIMIT_BYTES, LARGER_BODIES, limitBodies, parseBodyLimit } from "../http/body-limits";
import { AppError } from "../http/errors";
import { createApp } from "../../app";
import { DEMO_PASSWORD } from "../db/seed-data";
import { type AuthTestApp, call, errorOf, seededAuthApp, signIn } from "./auth-fixtures";
import { testConfig, forTheFile } from "./helpers";

const { db, app } = await forTheFile(seededAuthApp());

/** A sign-in body padded to `bytes` with a made-up field (the schema strips it; only the size matters). */
const padded = (bytes: number) => {
  const base = JSON.stringify({ email: "member@demo.test", password: "Whatever1", pad: "" });
  return `${base.slice(0, -2)}${"x".repeat(Math.max(0, bytes - base.length))}"}`;
};

/** A body sent in pieces without Content-Length, as a chunked upload arrives. */
function chunked(text: string, chunkBytes = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

const post = (target: AuthTestApp, path: string, body: BodyInit) => {
  // A stream body needs `duplex`, which the DOM typings of RequestInit do not list yet.
  const init: RequestInit & { duplex?: "half" } = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  };
  if (body instanceof ReadableStream) init.duplex = "half";
  return target.request(path, init);
};

describe("request bodies", () => {
  it("refuses an anonymous JSON body over 100 kB with 413 and a clear message", async () => {
    const res = await post(app, "/api/v1/auth/signin", padded(DEFAULT_BODY_LIMIT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: `The request body must be at most ${DEFAULT_BODY_LIMIT_BYTES} bytes`,
    });
    // 64 MB is refused from its Content-Length, before a byte of it is read.
    const huge = await post(app, "/api/v1/auth/check-email", padded(64 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it("counts a body sent without Content-Length and stops it once it passes the limit", async () => {
    const res = await post(app, "/api/v1/auth/signin", chunked(padded(1024 * 1024)));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("lets a body up to the limit through to the route", async () => {
    const res = await post(app, "/api/v1/auth/signin", padded(DEFAULT_BODY_LIMIT_BYTES - 10));
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "INVALID_CREDENTIALS" });
  });

  it("over the network: a body over the limit is refused, sent whole or in chunks; a GET passes unread", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path, headers });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      const big = padded(DEFAULT_BODY_LIMIT_BYTES + 1);
      const json = { "content-type": "application/json" };
      expect(await send("POST", "/api/v1/auth/signin", { ...json, "content-length": String(big.length) }, big)).toBe(
        413,
      );
      expect(await send("POST", "/api/v1/auth/signin", { ...json, "transfer-encoding": "chunked" }, big)).toBe(413);
      expect(await send("GET", "/api/v1/products?page=1", {})).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("takes the limit from BODY_LIMIT", async () => {
    expect(parseBodyLimit(undefined)).toBe(100 * 1024);
    expect(parseBodyLimit("100kb")).toBe(100 * 1024);
    expect(parseBodyLimit("1MB")).toBe(1024 * 1024);
    expect(parseBodyLimit("4096")).toBe(4096);
    for (const value of ["0", "12", "20mb", "1gb", "lots", "-5kb"]) {
      expect(() => parseBodyLimit(value), value).toThrow(/BODY_LIMIT/);
    }
    expect(serverConfigFromEnv({ BODY_LIMIT: "2kb" }).bodyLimitBytes).toBe(2048);

    const strict = createApp({ db: db.db, config: testConfig({ bodyLimitBytes: 2048 }) });
    const res = await post(strict, "/api/v1/auth/signin", padded(3000));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ message: "The request body must be at most 2048 bytes" });
    expect((await post(strict, "/api/v1/auth/signin", padded(2000))).status).toBe(401);
  });

  it("gives the larger limit only to the routes that need it", async () => {
    const admin = await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" });
    // An operator's page in two languages may pass 100 kB (a Korean character is 3 bytes in UTF-8).
    const page = { title_en: "Venue", title_ko: "장소", body_en: "한".repeat(20_000), body_ko: "한".repeat(20_000) };
    const bytes = new TextEncoder().encode(JSON.stringify(page)).length;
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
    const put = await call(app, "PUT", "/api/v1/admin/site-pages/sitmmt/venue", {
      body: page,
      token: admin.token,
      area: "admin",
    });
    expect(put.status).toBe(200);
    // The same body anywhere else is refused.
    const elsewhere = await call(app, "POST", "/api/v1/auth/change-password", {
      body: page,
      token: admin.token,
      area: "admin",
    });
    expect(elsewhere.status).toBe(413);
    // A sign-up with a file keeps its own limit (5 MB file), and says which field is too large.
    const form = new FormData();
    form.set("email", "big@example.com");
    form.set("file", new File([new Uint8Array(6 * 1024 * 1024)], "big.pdf", { type: "application/pdf" }));
    const signup = await call(app, "POST", "/api/v1/auth/signup", { body: form });
    expect(signup.status).toBe(413);
    expect(await errorOf(signup)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "file" });
  });

  it("lists exactly the routes that take uploads as limiting their own bodies", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const uploads: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody?.content?.["multipart/form-data"]) {
          uploads.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
        }
      }
    }
    const own = LARGER_BODIES.filter((route) => route.limit === "route").map((r) => `${r.method} ${r.path}`);
    expect(own.sort()).toEqual(uploads.sort());
  });
});

describe("a JSON body read straight from the connection", () => {
  const echo = new Hono();
  echo.use("*", limitBodies(1024));
  echo.onError((err) =>
    err instanceof AppError || err instanceof HTTPException
      ? Response.json({ code: err instanceof AppError ? err.code : "HTTP" }, { status: err.status })
      : Response.json({ code: "OTHER" }, { status: 500 }),
  );
  // as the routes read it: through the JSON validator
  echo.post(
    "/echo",
    validator("json", (value) => value as unknown),
    (c) => c.json({ got: c.req.valid("json") }),
  );
  echo.post("/raw", async (c) => {
    const got: unknown = await c.req.raw.json();
    return c.json({ got });
  });

  /** Sends `pieces` as one body of declared length (or chunked), each piece its own write. */
  const send = (port: number, path: string, pieces: Buffer[], headers: Record<string, string>) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path, headers });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.on("error", reject);
      for (const piece of pieces) req.write(piece);
      req.end();
    });

  it("arrives whole: split mid-character, read again as a web request, refused past the limit, malformed", async () => {
    const server = serve({ fetch: echo.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const value = { name: "한국어 이름", note: "x".repeat(300) };
      const bytes = Buffer.from(JSON.stringify(value));
      // the second byte of a three-byte Hangul character ends the first write
      const cut = bytes.indexOf(Buffer.from("한")) + 1;
      const pieces = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const declared = { "content-type": "application/json", "content-length": String(bytes.length) };
      expect(await send(port, "/echo", pieces, declared)).toEqual({ status: 200, body: { got: value } });
      expect(await send(port, "/raw", pieces, declared)).toEqual({ status: 200, body: { got: value } });
      const chunked = { "content-type": "application/json", "transfer-encoding": "chunked" };
      expect(await send(port, "/echo", pieces, chunked)).toEqual({ status: 200, body: { got: value } });

      const big = Buffer.from(JSON.stringify({ note: "x".repeat(2000) }));
      const bigHeaders = { "content-type": "application/json", "content-length": String(big.length) };
      expect(await send(port, "/echo", [big], bigHeaders)).toMatchObject({ status: 413 });
      const broken = Buffer.from('{"name": "unfinished');
      const brokenHeaders = { "content-type": "application/json", "content-length": String(broken.length) };
      expect((await send(port, "/echo", [broken], brokenHeaders)).status).toBe(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
