// API load on loopback against the real server (PGlite in a temp folder, seeded): a trivial route, the catalogue
// list and cart add, each at 50 keep-alive connections for a few seconds, in one run so the ratio compares like
// with like. Usage: npm run bench (third step) or node --import tsx bench/api-load.mjs. Exit code 1 when an aim is
// missed. BENCH_SECONDS and BENCH_CONNECTIONS override the defaults; BENCH_DATABASE_URL runs the server on an empty
// PostgreSQL database instead (for comparison; the aims are set for PGlite).
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, SEED_MEMBER_EMAIL } from "../server/db/seed-data.ts";

export const API_AIMS = {
  catalogP99Ms: 10,
  /** catalogue list throughput over the trivial route's */
  catalogRatio: 0.5,
  cartAddP99Ms: 40,
};

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-api-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    // no built site needed: the API is what is measured
    SERVE_STATIC: "0",
    STATIC_DIR: path.join(dataDir, "no-site"),
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: path.join(dataDir, "pglite"),
    // PGlite unless BENCH_DATABASE_URL names an empty PostgreSQL database to compare with
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", resolve));
const stop = async () => {
  server.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request over the shared keep-alive agent; resolves with the status and the body once it is read whole. */
function send({ method = "GET", path: target, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent,
        headers: payload
          ? { ...headers, "content-type": "application/json", "content-length": payload.length }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const sendJson = async (request) => {
  const res = await send(request);
  return { status: res.status, json: JSON.parse(res.text) };
};

/**
 * Closed-loop load: `CONNECTIONS` workers each send the next request as soon as the previous answer is read.
 * `next(i)` gives the i-th request. Latencies are per request, from send to the last byte.
 */
async function load(name, next, seconds) {
  const latencies = [];
  let sent = 0;
  let failures = 0;
  let firstFailure;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const request = next(sent++);
      const t0 = performance.now();
      try {
        const res = await send(request);
        latencies.push(performance.now() - t0);
        if (res.status >= 400) {
          failures += 1;
          firstFailure ??= `${res.status} ${res.text.slice(0, 200)}`;
        }
      } catch (error) {
        failures += 1;
        firstFailure ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    firstFailure,
  };
}

const rows = [];
const check = (label, value, aim, unit, higherIsBetter = false) => {
  const ok = higherIsBetter ? value >= aim : value <= aim;
  rows.push({
    ok,
    text: `${label.padEnd(44)} ${value.toFixed(2).padStart(9)} ${unit} (aim ${higherIsBetter ? ">=" : "<"} ${aim})`,
  });
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await send({ path: "/api/health" })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 160) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }

  // A demo member and a few bookable options to put in the cart, read through the API like a shopper would.
  const signin = await sendJson({
    method: "POST",
    path: "/api/v1/auth/signin",
    body: { email: SEED_MEMBER_EMAIL, password: DEMO_PASSWORD },
  });
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  const { accessToken: token, id: memberId } = signin.json.data;
  const auth = { authorization: `Bearer ${token}` };
  const list = await sendJson({ path: "/api/v1/products?category=all&region=all&page=1&per_page=8" });
  const picks = [];
  for (const summary of list.json.data) {
    const detail = (await sendJson({ path: `/api/v1/products/${summary.id}` })).json.data;
    const option = detail.options.find((o) => o.bookable && o.remaining > 0 && o.option_end_date >= detail.min_date);
    if (option) picks.push({ product_id: detail.id, option_id: option.id, currency: option.currency });
    if (picks.length === 4) break;
  }
  if (picks.length === 0) throw new Error("no bookable option in the seeded catalogue");
  const clearCart = async () => {
    const cart = await sendJson({ path: "/api/v1/cart", headers: auth });
    for (const item of cart.json.data) await send({ method: "DELETE", path: `/api/v1/cart/${item.id}`, headers: auth });
  };

  // The cheapest route that exists: the API docs page, a constant kept in memory (no database, no auth).
  const staticRoute = () => ({ path: "/api/docs" });
  const catalog = () => ({ path: "/api/v1/products?category=all&region=all&page=1" });
  const cartAdd = (i) => {
    const pick = picks[i % picks.length];
    return {
      method: "POST",
      path: "/api/v1/cart",
      headers: auth,
      body: {
        member_id: memberId,
        product_id: pick.product_id,
        options: [{ product_option_id: pick.option_id, quantity: 1, currency: pick.currency }],
      },
    };
  };

  const probe = await send(staticRoute());
  if (probe.status !== 200) throw new Error(`the static route answers ${probe.status}`);

  const results = {};
  for (const [name, next] of [
    ["static", staticRoute],
    ["catalog", catalog],
    ["cart add", cartAdd],
  ]) {
    if (name === "cart add") await clearCart();
    await load(`${name} warm-up`, next, WARMUP_SECONDS);
    if (name === "cart add") await clearCart();
    results[name] = await load(name, next, SECONDS);
  }
  await clearCart();

  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`API load: ${CONNECTIONS} keep-alive connections, ${SECONDS} s per route, loopback, ${database}`);
  for (const r of Object.values(results)) {
    console.log(
      `${r.name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  (${r.requests} requests, ${r.failures} failed)`,
    );
    if (r.failures > 0) {
      rows.push({ ok: false, text: `${r.name}: ${r.failures} failed requests, first: ${r.firstFailure}` });
    }
  }
  const ratio = results.catalog.rps / results.static.rps;
  check("catalog list p99", results.catalog.p99, API_AIMS.catalogP99Ms, "ms");
  check("catalog list throughput / static route", ratio, API_AIMS.catalogRatio, "x", true);
  check("cart add p99", results["cart add"].p99, API_AIMS.cartAddP99Ms, "ms");
} finally {
  agent.destroy();
  await stop();
}

for (const row of rows) console.log(`${row.ok ? "ok    " : "MISSED"} ${row.text}`);
const missed = rows.filter((r) => !r.ok).length;
console.log(missed ? `${missed} aim(s) missed` : "all aims met");
process.exitCode = missed ? 1 : 0;
