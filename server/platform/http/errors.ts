import { SERVER_MESSAGES } from "@contracts/server-messages";
import type { ApiError, ApiErrorCode } from "@contracts/envelope";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error meant for the client: its status, code and message are sent as they are. */
export class AppError extends Error {
  override readonly name = "AppError";
  constructor(
    readonly status: ContentfulStatusCode,
    /** One of ApiErrorCode for the common cases; domains may add their own codes. */
    readonly code: ApiErrorCode | (string & Record<never, never>),
    message: string,
    readonly field?: string,
    readonly issues?: ApiError["issues"],
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      message: this.message,
      code: this.code,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.issues === undefined ? {} : { issues: this.issues }),
    };
  }
}

export const notFound = (what = "Resource") => new AppError(404, "NOT_FOUND", `${what} not found`);

export const INTERNAL_ERROR_MESSAGE = SERVER_MESSAGES.internal;
