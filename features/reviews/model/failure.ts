import { HttpError } from "@lib/http/client";
import { failureHelpers } from "@lib/http/server-failure";
import { translateMessage } from "./messages";

export type { ServerFailure } from "@lib/http/server-failure";
export const { failureText, serverFailure } = failureHelpers(translateMessage);

/** Whether a failed call carried this contract message (the server's 409s are told apart by their message). */
export function hasMessage(error: unknown, message: string): error is HttpError {
  return error instanceof HttpError && error.message === message;
}
