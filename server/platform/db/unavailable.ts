import { SERVER_MESSAGES } from "@contracts/server-messages";
/** What a client is told when a request failed because the database could not be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVER_MESSAGES.unavailable;

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01-57P03 (the server or an
 * administrator ended the session: pg_terminate_backend, shutdown, start-up or recovery), 53300 (no connection slot),
 * 57014 (a statement cancelled by `statement_timeout`: an overloaded or locked-up server, worth a retry later).
 */
const SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres (and PGlite, once the process has closed it) report these without a code. */
const CLIENT_MESSAGES = [
  "PGlite is closed",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Cannot use a pool after calling end on the pool",
  // no answer within the statement limit (a frozen server, a path that drops packets): server/platform/db/client.ts
  "Query read timeout",
];

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return CLIENT_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * True when an error means the database connection was lost or could not be made (not a bad query): the request
 * may succeed when retried, so the client gets 503 rather than 500. Follows `cause` (drizzle wraps driver errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isConnectionFailure(current)) return true;
    // AggregateError: every address of a host name refused.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Lets one report through per interval and counts the others, so an outage logs its cause every so often instead of
 * once per failed request (the request log has each of those).
 */
export function reportEvery(
  intervalMs: number,
  now: () => number = Date.now,
): () => { suppressed: number } | undefined {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return () => {
    const time = now();
    if (time - last < intervalMs) {
      suppressed += 1;
      return undefined;
    }
    last = time;
    const report = { suppressed };
    suppressed = 0;
    return report;
  };
}
