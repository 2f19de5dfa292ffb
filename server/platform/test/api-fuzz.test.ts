import { AUTH_AREA_HEADER, type AuthArea } from "@contracts/auth";
import type { ApiError } from "@contracts/envelope";
import { SURVEY_KEY_HEADER } from "@contracts/survey";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed-data";
import { OPENAPI_PATH } from "../docs-routes";
import { CLIENT_HEADER, seededAuthApp, signIn } from "./auth-fixtures";
import { forTheFile } from "./helpers";

/**
 * Hostile input that a schema might let through to the database, sent to every operation the OpenAPI document
 * lists: integers past PostgreSQL's int4, a NUL character, a lone UTF-16 surrogate, an impossible calendar day. Each
 * one, in a path parameter, a query parameter or anywhere in a JSON body, must be answered without a server error;
 * text and dates must be refused by validation, naming the field.
 *
 * Every other input of the request holds a valid sample built from the document (plus a few hints below), so the
 * hostile value is the only thing validation could object to. A sample that does not pass validation itself is a
 * failure too: it would hide the operation from the fuzzing.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const INTEGERS = [2_147_483_648, 9_999_999_999];
const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";
const IMPOSSIBLE_DATES = ["2027-02-30", "0000-01-01"];
const IMPOSSIBLE_DATE_TIMES = ["2027-02-30T09:00:00+09:00", "0000-01-01T00:00:00Z"];
/** The bytes a lone surrogate would take in UTF-8 (WTF-8): what a URL can carry of one. */
const URL_SURROGATE = "%ED%A0%80";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

type Kind = "integer" | "number" | "string" | "key";
type Hostile = {
  value: unknown;
  label: string;
  /** Text and dates must be refused by validation, naming the field. */
  refused: boolean;
};

function hostileValues(kind: Kind, sample: unknown): Hostile[] {
  if (kind === "integer" || kind === "number") {
    return INTEGERS.map((value) => ({ value, label: String(value), refused: false }));
  }
  const text = String(sample);
  const values: Hostile[] = [
    { value: `${text}${NUL}`, label: "NUL", refused: true },
    { value: `${text}${LONE_SURROGATE}`, label: "lone surrogate", refused: true },
  ];
  const dates = DATE.test(text) ? IMPOSSIBLE_DATES : DATE_TIME.test(text) ? IMPOSSIBLE_DATE_TIMES : [];
  return [...values, ...dates.map((value) => ({ value, label: value, refused: true }))];
}

/** The same hostile values as they travel in a path or a query string. */
function hostileInUrl(kind: Kind, sample: string): Hostile[] {
  if (kind === "integer" || kind === "number") {
    return INTEGERS.map((value) => ({ value: String(value), label: String(value), refused: false }));
  }
  const text = encodeURIComponent(sample);
  const values: Hostile[] = [
    { value: `${text}%00`, label: "NUL", refused: true },
    // hono keeps a sequence that does not decode as it came: harmless text, but still no server error
    { value: `${text}${URL_SURROGATE}`, label: "lone surrogate", refused: false },
  ];
  const dates = DATE.test(sample) ? IMPOSSIBLE_DATES : [];
  return [...values, ...dates.map((value) => ({ value, label: value, refused: true }))];
}

// ---------------------------------------------------------------------------------------------------------------
// Valid samples from the document

/** A day this many days from now (the seeded data is dated from the seeding day too). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SOON = inDays(30);

/** Values for fields whose rules the document cannot show (refinements), by field name. */
const HINTS: Record<string, unknown> = {
  email: "fuzz@example.test",
  // a summit reservation's number (R, the booking day, six characters)
  number: "R251101-SUMMIT",
  reservation_number: "R251101-SUMMIT",
  // a ticket's token (well formed; the server did not sign it) and a scan's one-time id
  token: `T1.1.1.${"a".repeat(43)}`,
  nonce: "fuzz-scan-0001",
  path: "/main",
  member_email: "member@demo.test",
  password: "Fuzz2024x",
  newPassword: "Fuzz2024x",
  currentPassword: "Wrong2024x",
  departure_time: "10:00",
  departure_date: inDays(31),
  valid_until: SOON,
  url: "https://www.instagram.com/p/fuzz",
  redirect_uri: "http://localhost:3000/oauth-kakao",
  time_zone: "Asia/Seoul",
  target_path: "/main",
  link_path: "/main",
  homepage: "https://example.com",
  contact_email: "contact@example.com",
  opens_at: `${SOON}T09:00:00+09:00`,
  closes_at: `${inDays(60)}T18:00:00+09:00`,
  // education programmes: the trip after the window, the details deadline between, the report after the trip
  trip_start: inDays(70),
  trip_end: inDays(80),
  details_deadline: inDays(65),
  report_due: inDays(100),
  start_time: "09:00",
  end_time: "10:00",
  // the MICE edition's hall hours and a session's times: the end after the start
  opens: "09:00",
  closes: "18:00",
  starts_at: "09:00",
  ends_at: "10:00",
  country: "KR",
  nationality: "KR",
  // education applications: airports by their codes, the arrival after the departure
  departure_airport: "LAX",
  arrival_airport: "ICN",
  departure_at: `${SOON}T09:00:00+09:00`,
  arrival_at: `${SOON}T20:00:00+09:00`,
  // a board, a site page and a code type that exist
  type: "notice",
  site: "sitmmt",
  slug: "overview",
};

/** Strings tried in turn against a pattern. */
const PATTERN_CANDIDATES = [
  "fuzz",
  "123456",
  "01012345678",
  "AB12345",
  "KE082",
  SOON,
  "09:00",
  "KR",
  "/main",
  "/images/fuzz.png",
  "https://example.com",
  "",
];

function regexOf(pattern: string): RegExp | undefined {
  const match = /^(.*)\/([a-z]*)$/.exec(pattern);
  try {
    return match && pattern.startsWith("^") && match[2] ? new RegExp(match[1] ?? "", match[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

type Leaf = { path: (string | number)[]; kind: Kind };

class Sampler {
  private uuids = 0;

  constructor(private readonly doc: Document) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    while (current.$ref) {
      const name = current.$ref.split("/").pop() ?? "";
      const target = this.doc.components.schemas[name];
      if (!target) throw new Error(`unknown schema ${current.$ref}`);
      current = target;
    }
    return current;
  }

  /** The alternatives of a union, without `null`. */
  variants(schema: Schema): Schema[] {
    const resolved = this.resolve(schema);
    const options = resolved.oneOf ?? resolved.anyOf;
    if (!options) return [resolved];
    return options.map((option) => this.resolve(option)).filter((option) => option.type !== "null");
  }

  /** A valid value for the schema; records each fuzzable leaf (enums and constants are not). */
  sample(schema: Schema, path: (string | number)[], leaves: Leaf[]): unknown {
    const resolved = this.resolve(schema);
    const name = path.at(-1);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return resolved.enum[0];
    if (resolved.oneOf ?? resolved.anyOf) {
      const [first] = this.variants(resolved);
      return first ? this.sample(first, path, leaves) : null;
    }
    if (resolved.allOf) {
      return Object.assign({}, ...resolved.allOf.map((part) => this.sample(part, path, leaves)));
    }
    const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== "null") : resolved.type;
    switch (type) {
      case "object": {
        const value: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(resolved.properties ?? {})) {
          value[key] = this.sample(property, [...path, key], leaves);
        }
        const extra = resolved.additionalProperties;
        if (typeof extra === "object" && Object.keys(value).length === 0) {
          value.fuzz = this.sample(extra, [...path, "fuzz"], leaves);
          leaves.push({ path: [...path, "fuzz"], kind: "key" });
        }
        return value;
      }
      case "array": {
        const count = Math.max(1, resolved.minItems ?? 1);
        const items = resolved.items ?? {};
        // only the first element is fuzzed; the others are there to meet a minimum
        return Array.from({ length: count }, (_, i) => this.sample(items, [...path, i], i === 0 ? leaves : []));
      }
      case "integer":
      case "number": {
        const low = resolved.minimum ?? (resolved.exclusiveMinimum === undefined ? 1 : resolved.exclusiveMinimum + 1);
        const high = resolved.maximum ?? (resolved.exclusiveMaximum === undefined ? 1 : resolved.exclusiveMaximum - 1);
        leaves.push({ path, kind: type });
        return typeof HINTS[String(name)] === "number" ? HINTS[String(name)] : Math.max(low, Math.min(1, high));
      }
      case "boolean":
        return true;
      case "string": {
        leaves.push({ path, kind: "string" });
        return this.sampleString(resolved, String(name));
      }
      default:
        return null;
    }
  }

  private sampleString(schema: Schema, name: string): string {
    const hint = HINTS[name];
    if (typeof hint === "string") return hint;
    switch (schema.format) {
      case "email":
        return "fuzz@example.test";
      case "date":
        return SOON;
      case "date-time":
        return `${SOON}T09:00:00+09:00`;
      case "uuid":
        // one per body: a request id used once stands for its own order
        return `00000000-0000-4000-8000-${String((this.uuids += 1)).padStart(12, "0")}`;
    }
    const fits = (text: string) =>
      text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
    if (schema.pattern) {
      const regex = regexOf(schema.pattern);
      const found = PATTERN_CANDIDATES.find((text) => fits(text) && regex?.test(text));
      if (found !== undefined) return found;
    }
    let text = "Fuzz text";
    while (text.length < (schema.minLength ?? 0)) text += " text";
    return text.slice(0, schema.maxLength ?? text.length);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Who calls

type Caller = { headers: Record<string, string> };

/** The token an operation takes, by its address (the document says "a bearer token", not whose). */
function areaFor(path: string): AuthArea {
  if (path.startsWith("/api/v1/admin/")) return "admin";
  // the visitor pass's venue scanner: operators (and partner venues' staff) sign in where operators do
  if (path === "/api/v1/passes/scan" || path === "/api/v1/passes/scanner") return "admin";
  // the protocol tours' drivers: operators' accounts of role driver (the door admits operators too)
  if (path.startsWith("/api/v1/protocol/tracking/drive")) return "admin";
  if (["/api/v1/mart/", "/api/v1/mice/", "/api/v1/accreditation/"].some((prefix) => path.startsWith(prefix))) {
    return "accreditation";
  }
  if (path.startsWith("/api/v1/edu/")) return "travel";
  return "member";
}

/**
 * Bodies the samples cannot make valid on their own: a rule across fields, or a structure whose parts must differ.
 * Keyed by "METHOD path"; the function gets the generated body and returns the one to send.
 */
/**
 * Operations whose valid sample would end the sign-in of the callers here: the sampled id 1 is the demo member whose
 * token the member routes use, and deactivating it ends its sessions. Their hostile input is still sent.
 */
const SAMPLE_SKIPS = new Set(["POST /api/v1/admin/shop/members/{id}/deactivate"]);

const BODY_FIXES: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
  // from cart items or from a product, never both
  "POST /api/v1/reservations": ({ cart_item_ids: _, ...body }) => body,
  "POST /api/v1/inquiries": (body) => ({ ...body, type: "reservation" }),
  "PUT /api/v1/admin/surveys/{kind}/{area}": (body) => ({ ...body, pages: SURVEY_PAGES }),
  // the Seoul preliminary survey (the sampled path), answered in full: text answers reach the database
  "PUT /api/v1/surveys/{kind}/{area}/response": (body) => ({ ...body, answers: SURVEY_ANSWERS, page_id: "comfort" }),
  "POST /api/v1/surveys/{kind}/{area}/response/submit": (body) => ({ ...body, answers: SURVEY_ANSWERS }),
  // a booking without a waitlist offer (an offer's token is the server's to make)
  "POST /api/v1/tours/reservations": ({ offer: _, ...body }) => body,
  // a waitlist link's shape (32 bytes, base64url): well formed, not one the server made
  "POST /api/v1/tours/waitlist/offer": (body) => ({ ...body, token: "a".repeat(43) }),
  "POST /api/v1/tours/waitlist/leave": (body) => ({ ...body, token: "a".repeat(43) }),
  // a course's guide languages by their codes; departures on every day of the range
  "POST /api/v1/admin/tours/courses": (body) => ({ ...body, languages: ["en", "ko"] }),
  "PUT /api/v1/admin/tours/courses/{slug}": (body) => ({ ...body, languages: ["en", "ko"] }),
  "POST /api/v1/admin/tours/courses/{slug}/departures": (body) => ({ ...body, weekdays: [] }),
  // a protocol tour's window as instants (the MICE sessions' hints are times of day); flights by their numbers,
  // the departure after the arrival
  "POST /api/v1/admin/protocol/tours": (body) => ({ ...body, ...PROTOCOL_WINDOW }),
  "PUT /api/v1/admin/protocol/tours/{id}": (body) => ({ ...body, ...PROTOCOL_WINDOW }),
  "PUT /api/v1/protocol/tours/{id}/delegates/{delegate}/flights": (body) => ({ ...body, ...PROTOCOL_FLIGHTS }),
  "PUT /api/v1/admin/protocol/tours/{id}/delegates/{delegate}/flights": (body) => ({ ...body, ...PROTOCOL_FLIGHTS }),
  // a vehicle without a driver yet (a driver is an account of role driver, which the sample's id is not)
  "POST /api/v1/admin/protocol/tours/{id}/vehicles": (body) => ({ ...body, driver_account_id: null }),
  "PUT /api/v1/admin/protocol/tours/{id}/vehicles/{vehicle}": (body) => ({ ...body, driver_account_id: null }),
  // a shop option's days from soon on, priced per person (a group size only with a group price)
  "POST /api/v1/admin/products/{id}/options": (body) => ({ ...body, ...SHOP_OPTION_DAYS, ...PER_PERSON }),
  "PUT /api/v1/admin/products/{id}/options/{optionId}": (body) => ({ ...body, ...SHOP_OPTION_DAYS, ...PER_PERSON }),
  // a share link lasts at most a week
  "POST /api/v1/admin/protocol/tours/{id}/share-links": (body) => ({
    ...body,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  }),
};

const SHOP_OPTION_DAYS = { start_date: SOON, end_date: inDays(32) };
const PER_PERSON = { pricing: "per_person", group_size: null };
const PROTOCOL_WINDOW = { starts_at: `${SOON}T09:00:00+09:00`, ends_at: `${inDays(32)}T18:00:00+09:00` };
const PROTOCOL_FLIGHTS = {
  arrival_flight: "KE082",
  arrival_at: `${SOON}T09:00:00+09:00`,
  departure_flight: "OZ201",
  departure_at: `${inDays(32)}T18:00:00+09:00`,
};

const SURVEY_ANSWERS = {
  first_visit: "no",
  regions_visited: ["seoul"],
  interests: ["history"],
  diet: "allergy",
  diet_details: "Fuzz text",
  mobility: "none",
  notes: "Fuzz text",
  excitement: 5,
};

/** Leaves a fix added, typed by their values (arrays: the first element). */
function leavesOf(value: unknown, path: (string | number)[], leaves: Leaf[]): void {
  if (typeof value === "string") leaves.push({ path, kind: "string" });
  else if (typeof value === "number") leaves.push({ path, kind: Number.isInteger(value) ? "integer" : "number" });
  else if (Array.isArray(value)) {
    if (value.length > 0) leavesOf(value[0], [...path, 0], leaves);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leavesOf(item, [...path, key], leaves);
  }
}

const SURVEY_PAGES = [
  {
    id: "p1",
    title: { en: "Page", ko: "페이지" },
    questions: [
      {
        id: "q1",
        type: "single",
        title: { en: "Question", ko: "질문" },
        required: false,
        options: [
          { id: "a", label: { en: "A", ko: "가" } },
          { id: "b", label: { en: "B", ko: "나" } },
        ],
      },
      { id: "q2", type: "short_text", title: { en: "Text", ko: "글" }, required: false, max_length: 200 },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------

type Request = { method: string; url: string; body?: unknown };
type Attempt = {
  where: string;
  /** The field a refusal must name (a hostile key: any field under its record). */
  field: string;
  key: boolean;
  hostile: Hostile;
  request: Request;
};
type Plan = { operation: string; caller: Caller; samples: Request[]; attempts: Attempt[] };

const { app } = await forTheFile(seededAuthApp());
let doc: Document;
const callers = new Map<string, Caller>();
let clients = 0;

beforeAll(async () => {
  for (const [area, email] of [
    ["member", "member@demo.test"],
    ["admin", "admin@demo.test"],
    ["accreditation", "buyer1@demo.test"],
    ["travel", "travel@demo.test"],
  ] as const) {
    const { token } = await signIn(app, email, DEMO_PASSWORD, { area, client: "203.0.113.1" });
    callers.set(area, { headers: { authorization: `Bearer ${token}`, [AUTH_AREA_HEADER]: area } });
  }
  callers.set("survey", { headers: { [SURVEY_KEY_HEADER]: "demo-guest-1" } });
  doc = (await (await app.request(OPENAPI_PATH)).json()) as Document;
});

function callerFor(path: string, operation: Operation): Caller {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.includes("surveyKey")) return callers.get("survey") as Caller;
  if (schemes.includes("bearerAuth")) return callers.get(areaFor(path)) as Caller;
  return { headers: {} };
}

async function send(caller: Caller, request: Request): Promise<Response> {
  // a fresh client address each time: the sign-in throttles must not answer in validation's place
  const headers: Record<string, string> = { ...caller.headers, [CLIENT_HEADER]: `198.18.${clients++ % 250}.1` };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  return app.request(request.url, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

type Path = (string | number)[];
type Node = Record<string | number, unknown>;

const valueAt = (target: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Node)[key], target);

function hasPath(target: unknown, path: Path): boolean {
  let node = target;
  for (const key of path) {
    if (node === null || typeof node !== "object" || !(key in node)) return false;
    node = (node as Node)[key];
  }
  return true;
}

/** A copy of `target` with the value at `path` replaced (or, for a key, the key renamed). */
function changed(target: unknown, path: Path, value: unknown, key: boolean): unknown {
  const copy = structuredClone(target);
  const parent = valueAt(copy, path.slice(0, -1)) as Node;
  const last = path.at(-1) as string | number;
  if (key) {
    parent[value as string] = parent[last];
    delete parent[last];
  } else parent[last] = value;
  return copy;
}

/** Every operation with an input to fuzz: its valid samples and one request per hostile value and place. */
function plan(sampler: Sampler): Plan[] {
  const plans: Plan[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const name = `${method} ${path}`;
      const params = new Map<Parameter, { sample: string; kind: Kind | undefined }>();
      for (const param of operation.parameters ?? []) {
        if (param.in !== "path" && param.in !== "query") continue;
        const leaves: Leaf[] = [];
        const sample = String(sampler.sample(param.schema, [param.name], leaves));
        params.set(param, { sample, kind: leaves[0]?.kind });
      }
      const urlWith = (hostile?: { param: Parameter; value: string }) => {
        let url = path;
        const query: string[] = [];
        for (const [param, { sample }] of params) {
          const value = hostile?.param === param ? hostile.value : encodeURIComponent(sample);
          if (param.in === "path") url = url.replace(`{${param.name}}`, value);
          else query.push(`${encodeURIComponent(param.name)}=${value}`);
        }
        return query.length > 0 ? `${url}?${query.join("&")}` : url;
      };

      const bodies: { body: unknown; leaves: Leaf[] }[] = [];
      const json = operation.requestBody?.content["application/json"]?.schema;
      for (const variant of json ? sampler.variants(json) : []) {
        const leaves: Leaf[] = [];
        const generated = sampler.sample(variant, [], leaves) as Record<string, unknown>;
        const fix = BODY_FIXES[name];
        if (!fix) {
          bodies.push({ body: generated, leaves });
          continue;
        }
        const body = fix(generated);
        const kept = leaves.filter((leaf) => hasPath(body, leaf.path));
        const added: Leaf[] = [];
        leavesOf(body, [], added);
        const known = new Set(kept.map((leaf) => leaf.path.join(".")));
        bodies.push({ body, leaves: [...kept, ...added.filter((leaf) => !known.has(leaf.path.join(".")))] });
      }

      const attempts: Attempt[] = [];
      for (const [param, { sample, kind }] of params) {
        if (!kind) continue;
        for (const hostile of hostileInUrl(kind, sample)) {
          attempts.push({
            where: `${param.in} ${param.name}`,
            field: param.name,
            key: false,
            hostile,
            request: { method, url: urlWith({ param, value: hostile.value as string }), body: bodies[0]?.body },
          });
        }
      }
      for (const { body, leaves } of bodies) {
        for (const { path: at, kind } of leaves) {
          const key = kind === "key";
          for (const hostile of hostileValues(kind, key ? at.at(-1) : valueAt(body, at))) {
            attempts.push({
              where: `body ${at.join(".")}${key ? " (key)" : ""}`,
              field: (key ? at.slice(0, -1) : at).join("."),
              key,
              hostile,
              request: { method, url: urlWith(), body: changed(body, at, hostile.value, key) },
            });
          }
        }
      }
      if (attempts.length === 0) continue;
      const samples =
        bodies.length > 0 ? bodies.map(({ body }) => ({ method, url: urlWith(), body })) : [{ method, url: urlWith() }];
      plans.push({ operation: name, caller: callerFor(path, operation), samples, attempts });
    }
  }
  return plans;
}

function names(error: Partial<ApiError>, field: string, key: boolean): boolean {
  return (error.issues ?? []).some((issue) =>
    key ? issue.field.startsWith(`${field}.`) : issue.field === field || issue.field.startsWith(`${field}.`),
  );
}

describe("hostile input on every operation of the API", () => {
  it("is answered without a server error, and text and dates are refused naming the field", async () => {
    const plans = plan(new Sampler(doc));
    expect(plans.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { operation, caller, samples, attempts } of plans) {
      // hostile values first: a valid sample may use something up (a survey submitted once)
      for (const { where, field, key, hostile, request } of attempts) {
        const res = await send(caller, request);
        if (res.status >= 500) {
          problems.push(`${operation} ${where} = ${hostile.label}: ${res.status}`);
          continue;
        }
        if (!hostile.refused) continue;
        const error = (await res.json()) as Partial<ApiError>;
        if (res.status !== 400 || error.code !== "VALIDATION_ERROR" || !names(error, field, key)) {
          problems.push(`${operation} ${where} = ${hostile.label}: ${res.status} ${error.code ?? ""}, not refused`);
        }
      }
      for (const request of SAMPLE_SKIPS.has(operation) ? [] : samples) {
        const res = await send(caller, request);
        const error = res.status >= 400 ? ((await res.json()) as ApiError) : undefined;
        const signedIn = "authorization" in caller.headers;
        if ((res.status === 401 && signedIn) || error?.code === "VALIDATION_ERROR" || res.status >= 500) {
          problems.push(`${operation}: the valid sample got ${res.status} ${error?.message ?? ""}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("hostile input on the server's own pages (outside the document)", () => {
  it("the local payment page and the promotion redirect answer it without a server error", async () => {
    const form = (orderId: string) =>
      app.request("/pay/local", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `order_id=${orderId}&action=pay`,
      });
    const answers = [
      ["GET /pay/local NUL", await app.request("/pay/local?order_id=ORD%00")],
      ["GET /pay/local lone surrogate", await app.request(`/pay/local?order_id=ORD${URL_SURROGATE}`)],
      ["POST /pay/local NUL", await form("ORD%00")],
      ["GET /redirect NUL", await app.request("/redirect?code=SPRING26%00")],
    ] as const;
    expect(answers.filter(([, res]) => res.status >= 500).map(([what, res]) => `${what}: ${res.status}`)).toEqual([]);
  });
});
