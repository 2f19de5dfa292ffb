import { ApiErrorSchema } from "@contracts/envelope";
import type { z } from "zod";

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export const errorResponse = (description: string) => jsonContent(ApiErrorSchema, description);

export const validationErrorResponse = errorResponse("Invalid input: `field` names the first invalid field");
export const internalErrorResponse = errorResponse("Unexpected server error (details are logged, never sent)");
