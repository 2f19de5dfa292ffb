import { z } from "zod";

export const REQUIRED_MESSAGE = "this is a required field";

/**
 * A string that must be present and non-empty; a missing value and an empty one
 * give the same message, so forms and the API speak alike.
 */
export function requiredString() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : undefined) })
    .min(1, REQUIRED_MESSAGE);
}
