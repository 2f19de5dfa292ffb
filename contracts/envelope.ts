import { z } from "zod";

export const EmptyMetaSchema = z.object({});
export type EmptyMeta = z.infer<typeof EmptyMetaSchema>;

/** Every success answer is `{ data, meta }`; pass a meta schema when the answer carries one (else `{}`). */
export function envelopeSchema<D extends z.ZodType, M extends z.ZodType = typeof EmptyMetaSchema>(data: D, meta?: M) {
  return z.object({
    data,
    meta: (meta ?? EmptyMetaSchema) as M,
  });
}

export const ApiIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/** Every error answer; `field` names the first invalid input when validation failed. */
export const ApiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    issues: z.array(ApiIssueSchema).optional(),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ApiErrorCodeSchema = z.enum([
  "VALIDATION_ERROR",
  "BAD_JSON",
  "NOT_FOUND",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

export const PageMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  total_pages: z.number().int().min(0),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export type Envelope<D, M = EmptyMeta> = { data: D; meta: M };
