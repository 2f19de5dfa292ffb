import type { Context } from "hono";
import type { ClientAddressResolver } from "../../platform/http/auth-middleware";
import { errorResponse } from "../../platform/http/openapi";

// What the sign-in operations share: the throttling answer and the caller's address it is counted by.

export const throttledResponse = errorResponse(
  "429 TOO_MANY_ATTEMPTS: too many attempts from this address (see Retry-After)",
);

/** The address attempts are counted by; "unknown" when none can be told. */
export const addressOf = (clientAddress: ClientAddressResolver, c: Context) => clientAddress(c) ?? "unknown";
