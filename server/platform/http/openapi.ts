import { ApiErrorSchema } from "@contracts/envelope";
import { z } from "@hono/zod-openapi";

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

export const errorResponse = (description: string) => jsonContent(ApiErrorSchema, description);

export const validationErrorResponse = errorResponse("Invalid input: `field` names the first invalid field");
export const internalErrorResponse = errorResponse("Unexpected server error (details are logged, never sent)");

const BinarySchema = z.string().openapi({ type: "string", format: "binary" });

/** A stored upload answered as itself: PDF, PNG, JPEG or WebP, the types uploads are checked for. */
export const storedFileResponse = {
  description: "The file, with its stored type",
  content: {
    "application/pdf": { schema: BinarySchema },
    "image/png": { schema: BinarySchema },
    "image/jpeg": { schema: BinarySchema },
    "image/webp": { schema: BinarySchema },
  },
};
