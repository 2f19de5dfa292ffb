import { REQUIRED_MESSAGE } from "@contracts/fields";
import type { ApiError } from "@contracts/envelope";
import type { Context } from "hono";
import type { ZodError } from "zod";

type Issue = ZodError["issues"][number];

function fieldOf(issue: Issue, target: string): string {
  if (issue.path.length === 0) return target === "json" ? "body" : target;
  return issue.path.map(String).join(".");
}

function messageOf(issue: Issue): string {
  // Schemas that do not say it themselves still read "required" rather than zod's type talk.
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return REQUIRED_MESSAGE;
  // A record's key (a survey answer's question id): what is wrong with it, not zod's "Invalid key in record".
  if (issue.code === "invalid_key" && issue.issues[0]) return `key ${issue.issues[0].message}`;
  return issue.message;
}

/** Turns a zod failure into the API's 400 body: the first issue names the field in `message` and `field`. */
export function validationErrorBody(error: ZodError, target: string): ApiError {
  const issues = error.issues.map((issue) => ({ field: fieldOf(issue, target), message: messageOf(issue) }));
  const first = issues[0] ?? { field: target, message: "is invalid" };
  return {
    message: `${first.field}: ${first.message}`,
    code: "VALIDATION_ERROR",
    field: first.field,
    issues,
  };
}

/** The OpenAPIHono defaultHook: every invalid param, query or body answers 400 VALIDATION_ERROR. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError; target: string },
  c: Context,
) {
  if (!result.success) return c.json(validationErrorBody(result.error, result.target), 400);
  return undefined;
}
