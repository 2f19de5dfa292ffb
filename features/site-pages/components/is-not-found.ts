import { HttpError } from "@lib/http/client";

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
