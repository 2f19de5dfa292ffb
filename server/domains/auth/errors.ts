import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "@contracts/auth";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

type Known = keyof typeof AUTH_ERROR_CODES & keyof typeof AUTH_MESSAGES;

/** An auth error with the contract's code and message. */
export function authError(status: ContentfulStatusCode, key: Known, field?: string): AppError {
  return new AppError(status, AUTH_ERROR_CODES[key], AUTH_MESSAGES[key], field);
}

/** 429 with the seconds to wait; the app sends them as Retry-After. A domain may give its own code and message. */
export class TooManyAttemptsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: string = AUTH_ERROR_CODES.tooManyAttempts,
    message: string = AUTH_MESSAGES.tooManyAttempts,
  ) {
    super(429, code, message);
  }
}

export const unauthorized = () => new AppError(401, AUTH_ERROR_CODES.unauthorized, AUTH_MESSAGES.signInRequired);
export const forbidden = () => authError(403, "forbidden");

/**
 * The constraint a unique violation hit ("" when the driver does not say), or undefined for any other error.
 * Drizzle wraps driver errors; PostgreSQL and PGlite both report a unique violation as 23505.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return undefined;
}
