import { HttpError } from "@lib/http/client";

/** The server's 400 for a body its schema refused, naming each field at fault. */
export const validationFailure = (issues: { field: string; message: string }[]) =>
  new HttpError({ status: 400, code: "VALIDATION_ERROR", message: "Validation failed", issues });
