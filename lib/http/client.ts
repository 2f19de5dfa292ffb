import { AUTH_AREA_HEADER } from "@contracts/auth-area";
import { type Area, areaForPath } from "../session/areas";
import { clearArea, getToken } from "../session/session-store";
import type { AnyParser, Parsed, Parser } from "./parser";

/** Spec point 7: same origin, JSON, no cache, 100 000 ms before a call is given up. */
export const REQUEST_TIMEOUT_MS = 100_000;

export type FieldIssue = { field: string; message: string };

/** A failed call, carrying the server's `{ message, code }` and, for validation errors, the fields at fault. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly issues: FieldIssue[];

  constructor(init: { status: number; message: string; code: string; field?: string; issues?: FieldIssue[] }) {
    super(init.message);
    this.name = "HttpError";
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.issues = init.issues ?? [];
  }
}

export type Envelope<T> = { data: T; meta: Record<string, unknown> };

/** The default success messages of spec point 8. */
export type SuccessToast = "save" | "delete" | "copy";

export type RequestOptions<S extends AnyParser> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Schema of `data`; the answer is parsed so a contract drift fails loudly here, not deep in a screen. */
  schema: S;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-serialisable value, or FormData for multipart (a sign-up with a file). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the bearer token of the area (spec: authenticated calls send it, others do not). */
  auth?: boolean;
  /** The area whose token is sent and cleared on 401; the current page's area by default. */
  area?: Area;
  /** A sign-in call: its 401 is an answer, not an expired session, and its errors are silent in the transport. */
  signIn?: boolean;
  /** Error display: a red toast with the server's message, and a 401 sends the person to sign-in. */
  errorToast?: boolean;
  /** A default success toast for the call (the spec's "no toast" calls leave it off). */
  successToast?: SuccessToast;
  /** Extra headers a domain needs (a survey's personal-link key); they never replace the transport's own. */
  headers?: Record<string, string>;
};

/** What the app plugs into the transport: toasts and navigation live outside lib/http. */
export type TransportHooks = {
  onError?: (error: HttpError) => void;
  onUnauthorized?: (area: Area) => void;
  onSuccess?: (kind: SuccessToast) => void;
};

let hooks: TransportHooks = {};

export function configureTransport(next: TransportHooks): void {
  hooks = next;
}

/** How a call reaches the API: the browser's fetch, or on the server the API in-process (sites/entry-server.tsx). */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's page renderer answers the pages' reads in-process; nothing else replaces the browser's fetch. */
export function configureFetch(next: typeof fetch): void {
  send = next;
}

export function buildUrl(path: string, query?: RequestOptions<AnyParser>["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toHttpError(status: number, body: unknown): HttpError {
  const b = asRecord(body);
  const issues = Array.isArray(b.issues)
    ? b.issues
        .map((i) => asRecord(i))
        .map((i) => ({
          field: typeof i.field === "string" ? i.field : "",
          message: typeof i.message === "string" ? i.message : "",
        }))
    : [];
  return new HttpError({
    status,
    message: typeof b.message === "string" && b.message ? b.message : "An error has occurred!",
    code: typeof b.code === "string" ? b.code : `HTTP_${status}`,
    field: typeof b.field === "string" ? b.field : undefined,
    issues,
  });
}

function currentArea(): Area {
  return typeof window === "undefined" ? "member" : areaForPath(window.location.pathname);
}

function headersFor(options: RequestOptions<AnyParser>, area: Area): Record<string, string> {
  // the area tells token-less auth calls (sign-up, sign-in, reset) whose accounts they act on
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json", [AUTH_AREA_HEADER]: area };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers["Content-Type"] = "application/json";
  if (options.auth) {
    const token = getToken(area);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

function serialiseBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function fail(error: HttpError, options: RequestOptions<AnyParser>, area: Area): never {
  const display = options.errorToast ?? true;
  if (error.status === 401 && !options.signIn) {
    clearArea(area);
    if (display) hooks.onUnauthorized?.(area);
  }
  // sign-in errors are silent here: the sign-in form shows them beside its fields
  if (display && !options.signIn && error.status !== 401) hooks.onError?.(error);
  throw error;
}

/** Calls the API and returns its `{ data, meta }` envelope with `data` parsed by the given schema. */
export async function request<S extends AnyParser>(
  path: string,
  options: RequestOptions<S>,
): Promise<Envelope<Parsed<S>>> {
  const area = options.area ?? currentArea();
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // a lazy schema downloads while the call is on its way
  const schema: AnyParser = options.schema;
  const parser = "lazy" in schema ? schema.lazy() : Promise.resolve(schema);
  parser.catch(() => undefined);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await send(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers: headersFor(options, area),
      body: serialiseBody(options.body),
      cache: "no-store",
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    // a caller's own abort (a screen unmounting) is not an error worth showing
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    return fail(
      new HttpError({
        status: 0,
        message: timedOut ? "The server took too long to answer." : "An error has occurred!",
        code: timedOut ? "TIMEOUT" : "NETWORK_ERROR",
      }),
      options,
      area,
    );
  }
  const body = await readJson(res);
  if (!res.ok) return fail(toHttpError(res.status, body), options, area);
  const envelope = asRecord(body);
  let parsed: ReturnType<Parser<unknown>["safeParse"]>;
  try {
    parsed = (await parser).safeParse(envelope.data);
  } catch {
    // the schema's chunk did not arrive (offline, or a deploy replaced it): as a failed call
    return fail(new HttpError({ status: 0, message: "An error has occurred!", code: "NETWORK_ERROR" }), options, area);
  }
  if (!parsed.success) {
    return fail(
      new HttpError({ status: res.status, message: "An error has occurred!", code: "BAD_RESPONSE" }),
      options,
      area,
    );
  }
  if (options.successToast) hooks.onSuccess?.(options.successToast);
  return { data: parsed.data as Parsed<S>, meta: asRecord(envelope.meta) };
}
