import { HttpError } from "@lib/http/client";

/** How a viewer's page failed, each with its own words: the rest is an error with a retry. */
export type ViewFailure = "signedOut" | "expired" | "notFound" | "other";

export function viewFailure(error: unknown): ViewFailure {
  if (!(error instanceof HttpError)) return "other";
  if (error.status === 401) return "signedOut";
  if (error.status === 410) return "expired";
  if (error.status === 404 || error.status === 403) return "notFound";
  return "other";
}
