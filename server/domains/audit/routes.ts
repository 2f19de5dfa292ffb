import { ADMIN_AUDIT_PATH, AuditListResponseSchema, AuditQuerySchema } from "@contracts/audit";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { auditTrail } from "./audit";

/** The audit trail of one record, for the console's record pages (every console role reads it). */
export function registerAuditRoutes(app: ApiApp, { db, doors }: AppContext) {
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_AUDIT_PATH,
      tags: ["admin"],
      summary: "Who changed a record of the shop, and when (oldest first)",
      request: { query: AuditQuerySchema },
      responses: { 200: jsonContent(AuditListResponseSchema, "The record's entries; empty when nobody changed it") },
    }),
    async (c) => {
      const { subject, subject_id } = c.req.valid("query");
      return c.json(ok(await auditTrail(db, subject, subject_id)), 200);
    },
  );
}
