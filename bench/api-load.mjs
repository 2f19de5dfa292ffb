// API load on loopback against the real server (PGlite in a temp folder, seeded): a trivial route, the catalogue
// list and cart add, each at 50 keep-alive connections for a few seconds, in one run so the ratio compares like
// with like. Usage: npm run bench (third step) or node --import tsx bench/api-load.mjs. Exit code 1 when an aim is
// missed. BENCH_SECONDS and BENCH_CONNECTIONS override the defaults; BENCH_ROUTES runs some of the routes only
// (comma-separated: static,catalog,cart, for a profile of one: BENCH_NODE_ARGS in bench-server.mjs); BENCH_DATABASE_URL runs the server on an empty
// PostgreSQL database instead (for comparison; the aims are set for PGlite).
//
// Cart add is measured as 50 different buyers adding at once: before the run the bench signs up BENCH_BUYERS
// members (default: one per connection) through the real sign-up API (code mailed to the local outbox, read back
// from /api/dev/mail), and connection n adds to buyer n's cart. Sign-up codes are limited per client address, so
// the buyers sign up from several loopback addresses (127.0.0.2, 127.0.0.3, ...), as buyers on different machines
// would. BENCH_BUYERS=1 gives the older worst case: every connection adding to one member's cart.
//
// Each row also gives the server process's CPU time per request (Linux /proc) and the run prints the load average:
// the machine is shared, and CPU per request is what other people's work skews least.
import http from "node:http";
import os from "node:os";
import { benchEnv, startServer } from "./bench-server.mjs";
import { DEMO_PASSWORD, SEED_MEMBER_EMAIL } from "../server/platform/db/seed-data.ts";

export const API_AIMS = {
  catalogP99Ms: 10,
  /** catalogue list throughput over the trivial route's */
  catalogRatio: 0.5,
  cartAddP99Ms: 40,
};

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUYERS = Math.max(1, Number(process.env.BENCH_BUYERS ?? CONNECTIONS));
/** Under the server's 30 code mails per address and quarter hour. */
const SIGNUPS_PER_ADDRESS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;

const { port, dataDir, env } = await benchEnv("bench-api-");
const server = startServer(env, dataDir);
const serverCpuMs = () => server.cpuMs();
const stop = () => server.stop();

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request over the shared keep-alive agent; resolves with the status and the body once it is read whole. */
function send({ method = "GET", path: target, headers = {}, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent,
        localAddress,
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
 * `next(i, worker)` gives the i-th request, sent by connection `worker`. Latencies are per request, from send to
 * the last byte.
 */
async function load(name, next, seconds) {
  const latencies = [];
  let sent = 0;
  let failures = 0;
  let firstFailure;
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async (_, index) => {
    while (performance.now() < until) {
      const request = next(sent++, index);
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
  const cpuAfter = serverCpuMs();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / latencies.length,
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

  /** A new member, signed up and signed in through the API like a person would (see the header for the address). */
  const signUpBuyer = async (index) => {
    const localAddress = `127.0.0.${2 + Math.floor(index / SIGNUPS_PER_ADDRESS)}`;
    const email = `bench-buyer-${index}@bench.test`;
    const sent = await send({ method: "POST", path: "/api/v1/auth/email-verification", body: { email }, localAddress });
    if (sent.status !== 200) throw new Error(`verification mail for ${email}: ${sent.status} ${sent.text}`);
    const mail = await sendJson({ path: `/api/dev/mail?to=${encodeURIComponent(email)}`, localAddress });
    const code = /\b(\d{6})\b/.exec(mail.json.data?.[0]?.text ?? "")?.[1];
    if (!code) throw new Error(`no sign-up code in the outbox for ${email}`);
    const signup = await send({
      method: "POST",
      path: "/api/v1/auth/signup",
      localAddress,
      body: {
        email,
        password: DEMO_PASSWORD,
        name: `Bench Buyer ${index}`,
        verification_code: code,
        agree_terms: true,
        agree_privacy: true,
        agree_third_party: true,
        agree_age14: true,
      },
    });
    if (signup.status !== 201) throw new Error(`sign-up of ${email}: ${signup.status} ${signup.text}`);
    return signIn(email, localAddress);
  };
  const signIn = async (email, localAddress) => {
    const signin = await sendJson({
      method: "POST",
      path: "/api/v1/auth/signin",
      body: { email, password: DEMO_PASSWORD },
      localAddress,
    });
    if (signin.status !== 200) throw new Error(`sign-in of ${email} failed: ${signin.status}`);
    const { accessToken, id } = signin.json.data;
    return { id, auth: { authorization: `Bearer ${accessToken}` } };
  };
  // The buyers: the seeded demo member alone (BENCH_BUYERS=1), else that many new members, a few at a time.
  const buyers = [];
  if (BUYERS === 1) buyers.push(await signIn(SEED_MEMBER_EMAIL));
  else {
    for (let from = 0; from < BUYERS; from += 5) {
      const group = Array.from({ length: Math.min(5, BUYERS - from) }, (_, k) => signUpBuyer(from + k));
      buyers.push(...(await Promise.all(group)));
    }
  }

  // A few bookable options to put in the cart, read through the API like a shopper would.
  const list = await sendJson({ path: "/api/v1/products?category=all&region=all&page=1&per_page=8" });
  const picks = [];
  for (const summary of list.json.data) {
    const detail = (await sendJson({ path: `/api/v1/products/${summary.id}` })).json.data;
    const option = detail.options.find(
      (o) => o.bookable && o.remaining > 0 && o.option_end_date >= detail.min_date && o.departure_times.length > 0,
    );
    if (option) {
      // a trip the option offers: its first day on or after the product's earliest, its first time, two travellers
      const day = option.option_start_date > detail.min_date ? option.option_start_date : detail.min_date;
      const trip = { departure_date: day, departure_time: option.departure_times[0], travelers: 2, luggage: 0 };
      picks.push({ product_id: detail.id, option_id: option.id, currency: option.currency, trip });
    }
    if (picks.length === 4) break;
  }
  if (picks.length === 0) throw new Error("no bookable option in the seeded catalogue");
  const clearCarts = async () => {
    for (const buyer of buyers) {
      const cart = await sendJson({ path: "/api/v1/cart", headers: buyer.auth });
      for (const item of cart.json.data) {
        await send({ method: "DELETE", path: `/api/v1/cart/${item.id}`, headers: buyer.auth });
      }
    }
  };

  // The cheapest route that exists: the API docs page, a constant kept in memory (no database, no auth).
  const staticRoute = () => ({ path: "/api/docs" });
  const catalog = () => ({ path: "/api/v1/products?category=all&region=all&page=1" });
  const cartAdd = (i, worker) => {
    const pick = picks[i % picks.length];
    const buyer = buyers[worker % buyers.length];
    return {
      method: "POST",
      path: "/api/v1/cart",
      headers: buyer.auth,
      body: {
        member_id: buyer.id,
        product_id: pick.product_id,
        options: [{ product_option_id: pick.option_id, quantity: 1, currency: pick.currency }],
        ...pick.trip,
      },
    };
  };

  const probe = await send(staticRoute());
  if (probe.status !== 200) throw new Error(`the static route answers ${probe.status}`);

  const results = {};
  const only = process.env.BENCH_ROUTES?.split(",").map((name) => name.trim());
  for (const [name, next] of [
    ["static", staticRoute],
    ["catalog", catalog],
    ["cart add", cartAdd],
  ].filter(([name]) => !only || only.includes(name.split(" ")[0]))) {
    if (name === "cart add") await clearCarts();
    await load(`${name} warm-up`, next, WARMUP_SECONDS);
    if (name === "cart add") await clearCarts();
    results[name] = await load(name, next, SECONDS);
  }
  await clearCarts();

  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(
    `API load: ${CONNECTIONS} keep-alive connections, ${SECONDS} s per route, loopback, ${database}, ` +
      `cart add by ${buyers.length} buyer(s); load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
  );
  for (const r of Object.values(results)) {
    console.log(
      `${r.name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  server CPU ${r.cpuMsPerRequest.toFixed(3)} ms/req  (${r.requests} requests, ${r.failures} failed)`,
    );
    if (r.failures > 0) {
      rows.push({ ok: false, text: `${r.name}: ${r.failures} failed requests, first: ${r.firstFailure}` });
    }
  }
  if (results.catalog) check("catalog list p99", results.catalog.p99, API_AIMS.catalogP99Ms, "ms");
  if (results.catalog && results.static) {
    const ratio = results.catalog.rps / results.static.rps;
    check("catalog list throughput / static route", ratio, API_AIMS.catalogRatio, "x", true);
  }
  if (results["cart add"]) check("cart add p99", results["cart add"].p99, API_AIMS.cartAddP99Ms, "ms");
} finally {
  agent.destroy();
  await stop();
}

for (const row of rows) console.log(`${row.ok ? "ok    " : "MISSED"} ${row.text}`);
const missed = rows.filter((r) => !r.ok).length;
console.log(missed ? `${missed} aim(s) missed` : "all aims met");
process.exitCode = missed ? 1 : 0;
