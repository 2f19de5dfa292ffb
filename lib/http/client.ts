import type { z } from "zod";

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

export type RequestOptions<S extends z.ZodType> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Schema of `data`; the answer is parsed so a contract drift fails loudly here, not deep in a screen. */
  schema: S;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: RequestOptions<z.ZodType>["query"]): string {
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

/** Calls the API and returns its `{ data, meta }` envelope with `data` parsed by the given schema. */
export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<Envelope<z.infer<S>>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: "no-store",
      credentials: "same-origin",
      signal,
    });
  } catch {
    const timedOut = timeout.aborted;
    throw new HttpError({
      status: 0,
      message: timedOut ? "The server took too long to answer." : "An error has occurred!",
      code: timedOut ? "TIMEOUT" : "NETWORK_ERROR",
    });
  }
  const body = await readJson(res);
  if (!res.ok) throw toHttpError(res.status, body);
  const envelope = asRecord(body);
  const parsed = options.schema.safeParse(envelope.data);
  if (!parsed.success) {
    throw new HttpError({ status: res.status, message: "An error has occurred!", code: "BAD_RESPONSE" });
  }
  return { data: parsed.data, meta: asRecord(envelope.meta) };
}
