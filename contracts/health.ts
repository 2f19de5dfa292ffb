import { z } from "zod";
import { envelopeSchema } from "./envelope";

export const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["ok", "down"]),
    version: z.string(),
    uptime_s: z.number().int().min(0),
  })
  .meta({ id: "Health" });
export type Health = z.infer<typeof HealthSchema>;

export const HealthResponseSchema = envelopeSchema(HealthSchema);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
