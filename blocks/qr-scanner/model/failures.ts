import { HttpError } from "@lib/http/client";

/**
 * A call that never reached the server or never came back in time: a scanner says it is offline. The transport
 * reports a dead network as status 0; a scanner's own deadline aborts the call.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 0;
  return error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** The session ended (401): the transport has signed the staff member out and the page says so. */
export const isSignedOut = (error: unknown) => error instanceof HttpError && error.status === 401;

/** Signed in, but with an account that may not scan here (403): signing in again would not help. */
export const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;
