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

/**
 * A schema's own message for a missing or mistyped value only: its checks (`min`, `max`, ...) keep their own, so a
 * too-long title is not answered with "please enter a title".
 */
export function whenMissing(message: string) {
  return (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined);
}
