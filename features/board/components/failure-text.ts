import { HttpError } from "@lib/http/client";

/** A missing item gets its own "not found" page, not a retry (a failure's words come from @lib/http/failure-text). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
