import { apiError, never, ok } from "@blocks/mock-api";
import { ADMIN_AUDIT_PATH, type AuditEntry } from "@contracts/audit";
import type { AdminRole } from "@contracts/auth-area";
import { http } from "msw";
import { ADMIN_ME_PATH } from "@lib/session/admin-me";

/** The signed-in operator as `GET /admin/me` answers, with the role a story shows the screen to. */
export function consoleHandlers({ role = "operator" }: { role?: AdminRole } = {}) {
  return [http.get(ADMIN_ME_PATH, () => ok({ id: 7, email: `${role}@demo.test`, name: "Kim Operator", role }))];
}

/** A record's audit trail: the entries given, or a failure, or never an answer. */
export const auditHandlers = {
  entries: (entries: AuditEntry[]) => http.get(ADMIN_AUDIT_PATH, () => ok(entries)),
  error: http.get(ADMIN_AUDIT_PATH, () => apiError(503, "SERVICE_UNAVAILABLE", "The trail is being copied.")),
  loading: http.get(ADMIN_AUDIT_PATH, never),
};
